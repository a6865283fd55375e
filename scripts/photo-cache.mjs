import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

/**
 * The photo pipeline's cache (.cache/images, one folder per photo named by the hash of its
 * bytes and the encoder's settings) kept for the machine as well, outside the checkout: CI
 * starts each run from a fresh clone, where encoding every photo again took minutes. Only
 * complete entries are shared, and a key names its content, so an entry is never stale;
 * the pipeline still reads each one and re-encodes any it cannot use.
 */

const local = join(".cache", "images");
const shared = join(
  process.env.XDG_CACHE_HOME || join(homedir(), ".cache"),
  "contractor-site",
  "images",
);
/** Entries no run on this machine has used for a week are dropped, as the pipeline does. */
const unusedMs = 7 * 24 * 60 * 60 * 1000;
const meta = "meta.json";

/** Complete entries: a folder with its meta.json, not a half-written temporary one. */
function entries(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter(
    (name) => !name.includes(".tmp-") && existsSync(join(dir, name, meta)),
  );
}

/** Copies the machine's entries that the checkout lacks into .cache/images. */
export function seedPhotoCache() {
  mkdirSync(local, { recursive: true });
  const have = new Set(readdirSync(local));
  let copied = 0;
  for (const name of entries(shared)) {
    if (have.has(name)) continue;
    cpSync(join(shared, name), join(local, name), { recursive: true, preserveTimestamps: true });
    copied += 1;
  }
  return copied;
}

/**
 * Copies the checkout's new entries to the machine, marks the ones used now as used there
 * too, and drops the machine's entries unused for a week.
 */
export function savePhotoCache() {
  mkdirSync(shared, { recursive: true });
  const there = new Set(entries(shared));
  for (const name of entries(local)) {
    const usedAt = statSync(join(local, name, meta)).mtime;
    if (there.has(name)) {
      utimesSync(join(shared, name, meta), usedAt, usedAt);
      continue;
    }
    // Copied under a temporary name and renamed: a parallel run never sees half an entry.
    const temporary = join(shared, `${name}.tmp-${process.pid}`);
    cpSync(join(local, name), temporary, { recursive: true, preserveTimestamps: true });
    try {
      renameSync(temporary, join(shared, name));
    } catch {
      // Another run saved the same entry first; its copy is the same bytes.
      rmSync(temporary, { recursive: true, force: true });
    }
  }
  for (const name of readdirSync(shared)) {
    const path = join(shared, name);
    const marker = existsSync(join(path, meta)) ? join(path, meta) : path;
    if (Date.now() - statSync(marker).mtimeMs > unusedMs) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}
