import { spawn } from "node:child_process";
import { join } from "node:path";
import { npx } from "./lib.mjs";

// The site imports the photo index the image pipeline writes; unchanged photos are cached.
npx("tsx", ["scripts/images/build-images.ts"]);
npx("tsx", ["scripts/fonts/build-fonts.ts"]);

/** Astro's dev server for the site plus the API server (proxied under /api), together. */
const apiPort = process.env.API_PORT ?? "3001";
const env = { ...process.env, NODE_ENV: "development", API_PORT: apiPort };
const children = [
  spawn(join("node_modules", ".bin", "tsx"), ["watch", "server/main.ts"], {
    stdio: "inherit",
    // The browser is on Astro's dev server, which proxies /api: that is the origin the
    // inbox's Origin check and passkeys must expect, unless PUBLIC_URL says otherwise.
    env: {
      PUBLIC_URL: "http://localhost:4321",
      ...env,
      PORT: apiPort,
      HOST: "127.0.0.1",
      SERVE_SITE: "false",
    },
  }),
  spawn(join("node_modules", ".bin", "astro"), ["dev"], { stdio: "inherit", env }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
