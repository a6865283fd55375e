import { createHash } from "node:crypto";

/**
 * The id the Security screen names a session or passkey by: short enough for any path
 * (a credential id may run to hundreds of characters), and never a value the database
 * looks a row up by, so it is only ever matched among the asking person's own rows.
 */
export function publicId(key: string): string {
  return createHash("sha256").update(`inbox-row:${key}`, "utf8").digest("base64url").slice(0, 22);
}
