import { randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";

/**
 * A secret from the environment when set, else a random one generated on first start and
 * kept in DATA_DIR as `fileName`, so what it signs survives a restart.
 */
export function loadOrCreateSecret(dataDir: string, fileName: string, configured?: string): string {
  if (configured) return configured;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, fileName);
  if (!existsSync(file)) writeSecretOnce(file, randomBytes(32).toString("hex"));
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) {
    throw new Error(`${file} holds no usable key; delete it to make a new one`);
  }
  return secret;
}

/**
 * Writes the whole secret to a private temporary file, flushes it, then links it into
 * place: the file is complete or absent, never half-written, and when two processes start
 * together the first link wins and both read the same secret.
 */
function writeSecretOnce(file: string, secret: string): void {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    const fd = openSync(temp, "wx", 0o600);
    try {
      writeSync(fd, secret);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(temp, { force: true });
  }
}

export const photoLinkKeyFileName = "photo-link.key";

/** The key that signs the photo links in webhooks: PHOTO_LINK_SECRET, or one kept in DATA_DIR. */
export function photoLinkSecret(config: { DATA_DIR: string; PHOTO_LINK_SECRET?: string }): string {
  return loadOrCreateSecret(config.DATA_DIR, photoLinkKeyFileName, config.PHOTO_LINK_SECRET);
}
