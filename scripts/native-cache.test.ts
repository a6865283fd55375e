import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cacheEntry, keepNativeBinary } from "./native-cache.mjs";

const require = createRequire(import.meta.url);
const temporary: string[] = [];
const scratch = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};
let savedCache: string | undefined;

beforeEach(() => {
  savedCache = process.env.npm_config_cache;
  process.env.npm_config_cache = scratch("npm-cache-");
});
afterEach(() => {
  if (savedCache === undefined) delete process.env.npm_config_cache;
  else process.env.npm_config_cache = savedCache;
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("better-sqlite3's binary kept for the next clean install", () => {
  it("is packed where its installer looks, and the installer unpacks it with no network", () => {
    expect(keepNativeBinary()).toMatch(/^kept: /);
    const entry = cacheEntry();
    if ("skip" in entry) throw new Error(entry.skip);
    expect(existsSync(entry.file)).toBe(true);

    // A fresh copy of the package, as a clean install leaves it before its install script.
    const fresh = scratch("better-sqlite3-");
    copyFileSync(join(entry.packageDir, "package.json"), join(fresh, "package.json"));
    const installer = join(dirname(require.resolve("prebuild-install/package.json")), "bin.js");
    const run = spawnSync(process.execPath, [installer], {
      cwd: fresh,
      env: { ...process.env, npm_config_cache: process.env.npm_config_cache },
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    expect(existsSync(join(fresh, "build", "Release", "better_sqlite3.node"))).toBe(true);
  });

  it("keeps an entry once, and leaves one that is there alone", () => {
    expect(keepNativeBinary()).toMatch(/^kept: /);
    expect(keepNativeBinary()).toMatch(/^kept already: /);
  });
});
