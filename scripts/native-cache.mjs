import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * After `npm install`: better-sqlite3's compiled binary is packed into npm's prebuild cache,
 * the place its installer (prebuild-install) looks before it downloads a binary. No prebuilt
 * binary can be downloaded here, so every clean install (CI starts from one) compiled SQLite
 * from source, minutes on two cores; the next clean install on this machine unpacks the
 * binary compiled by the last one instead. The installer loads an unpacked binary before it
 * keeps it, and compiles as before when that fails, so a bad entry costs one compile.
 */

const require = createRequire(import.meta.url);

/** Where the installer of this version, Node ABI and platform looks, or why there is none. */
export function cacheEntry() {
  let installer;
  let packageDir;
  try {
    installer = { util: require("prebuild-install/util"), options: require("prebuild-install/rc") };
    packageDir = dirname(require.resolve("better-sqlite3/package.json"));
  } catch {
    return { skip: "better-sqlite3 or its installer is not installed" };
  }
  const pkg = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
  // The installer's own options for this machine (ABI, platform, C library, tag prefix),
  // so the name is the one it will look for.
  const url = installer.util.getDownloadUrl({ ...installer.options(pkg), pkg });
  return { packageDir, file: installer.util.cachedPrebuild(url) };
}

/** Packs the installed binary into the cache unless an entry is there; returns what it did. */
export function keepNativeBinary() {
  const entry = cacheEntry();
  if ("skip" in entry) return entry.skip;
  const binary = join("build", "Release", "better_sqlite3.node");
  if (existsSync(entry.file)) return `kept already: ${entry.file}`;
  if (!existsSync(join(entry.packageDir, binary))) return "no compiled binary to keep";
  // Only a binary that loads and answers a query is worth keeping.
  const check = spawnSync(
    process.execPath,
    ["-e", "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"],
    { cwd: dirname(entry.packageDir), stdio: "ignore" },
  );
  if (check.status !== 0) return "the compiled binary does not load; nothing kept";
  mkdirSync(dirname(entry.file), { recursive: true });
  const partial = `${entry.file}.${process.pid}.tmp`;
  const packed = spawnSync("tar", ["-czf", partial, "-C", entry.packageDir, binary], {
    stdio: "ignore",
  });
  if (packed.status !== 0) {
    rmSync(partial, { force: true });
    return "tar failed; nothing kept";
  }
  renameSync(partial, entry.file);
  return `kept: ${entry.file}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // A cache is a saving, never a reason for an install to fail.
  try {
    console.log(`native cache: ${keepNativeBinary()}`);
  } catch (error) {
    console.log(`native cache: skipped (${error instanceof Error ? error.message : error})`);
  }
}
