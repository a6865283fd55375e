import { createHash, randomBytes } from "node:crypto";

/**
 * A secret handed to a browser (a session cookie, an invite or sign-in link): 256 random
 * bits, base64url. The database keeps only its SHA-256, so a copy of the database, or a
 * backup, signs nobody in; a token this long needs no salt or slow hash.
 */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export const minute = 60_000;
export const hour = 60 * minute;
export const day = 24 * hour;

/** A point in time as the database stores it. */
export function after(now: Date, ms: number): string {
  return new Date(now.getTime() + ms).toISOString();
}
