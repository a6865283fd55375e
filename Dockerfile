# The whole site in one image: the built pages, the lead server and the owner's tools.
# NODE_IMAGE names the base of both stages; the default is the official Node 22 slim image
# (Node 20 reached its end of life in April 2026).
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
# better-sqlite3 compiles from source wherever its prebuilt binary cannot be fetched; Node's
# own headers (npm_config_nodedir) spare node-gyp a download.
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends g++ make python3 \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false \
    ASTRO_TELEMETRY_DISABLED=1
# Behind a registry mirror or a proxy that inspects TLS, name its CA file (mounted into the
# build, e.g. with `--volume`); unset, npm trusts the base image's certificates.
ARG npm_config_cafile
# The lock is npm 11's, and only npm 11 keeps to the install scripts package.json allows
# (allowScripts); the Node 22 image ships npm 10.
RUN npm install -g npm@11
WORKDIR /src
COPY package.json package-lock.json ./
# npm ci runs the project's postinstall, which keeps the compiled SQLite binary (decision 256).
COPY scripts/native-cache.mjs scripts/
RUN npm ci
COPY . .
# The build, then only what the server and the tools load at run time (decision 201).
RUN node scripts/build.mjs && node scripts/container/standalone.mjs /app

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000 \
    npm_config_cache=/tmp/.npm \
    npm_config_update_notifier=false
RUN groupadd --system --gid 10001 app \
 && useradd --system --uid 10001 --gid app --home-dir /data --no-create-home --shell /usr/sbin/nologin app \
 && mkdir /data && chown app:app /data && chmod 700 /data
WORKDIR /app
COPY --from=build /app /app
USER app
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "build/server/index.js"]
