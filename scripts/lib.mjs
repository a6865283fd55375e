import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export const buildDir = process.env.BUILD_DIR ?? "build";
export const stampFile = join(buildDir, ".build-stamp");

/** Inputs of the build; a change to any of them makes the build stale. */
const sources = [
  "contracts",
  "app",
  "server",
  "content",
  "scripts",
  "public",
  "package.json",
  "package-lock.json",
  "astro.config.ts",
  "tsconfig.json",
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry === "generated" || entry === "images") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function buildIsFresh() {
  if (!existsSync(stampFile) || !existsSync(join(buildDir, "server", "index.js"))) return false;
  const built = statSync(stampFile).mtimeMs;
  return sources.every((source) => newestMtime(source) <= built);
}

/** Runs a command with inherited output; exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", shell: false, ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return result;
}

export const npx = (bin, args, options) => run(join("node_modules", ".bin", bin), args, options);

/**
 * The owner's command-line tools: `npm run <name>` runs `server/cli/<name>.ts`, bundled into
 * `build/cli/` for the image.
 */
export const ownerToolSource = (name) => join("server", "cli", `${name}.ts`);
export const ownerTools = ["admin", "leads", "backup", "doctor", "sms", "twilio", "booking"].filter(
  (name) => existsSync(ownerToolSource(name)),
);
