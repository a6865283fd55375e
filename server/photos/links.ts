import { createHmac, timingSafeEqual } from "node:crypto";

/** A photo link given to the CRM stays valid this long (docs/architecture.md §5). */
export const photoLinkLifetimeMs = 7 * 24 * 60 * 60_000;

/** Outside /api/admin/, which stays "401 without a session". */
export const photoLinkPrefix = "/api/photos";

export type PhotoLinkCheck = "ok" | "invalid" | "expired";

function signature(secret: string, leadId: string, index: number, expires: number): string {
  // The purpose is signed too, so no other HMAC made with this key can pass for a link.
  return createHmac("sha256", secret)
    .update(`photo-link\n${leadId}\n${index}\n${expires}`)
    .digest("base64url");
}

/** An absolute link to one photo of a lead, valid until `expiresAt`. */
export function signedPhotoUrl(options: {
  origin: string;
  secret: string;
  leadId: string;
  index: number;
  expiresAt: Date;
}): string {
  const expires = Math.floor(options.expiresAt.getTime() / 1000);
  const sig = signature(options.secret, options.leadId, options.index, expires);
  const path = `${photoLinkPrefix}/${encodeURIComponent(options.leadId)}/${options.index}`;
  return `${options.origin}${path}?expires=${expires}&signature=${sig}`;
}

/** Whether a link's signature is ours (compared in constant time) and not yet expired. */
export function checkPhotoLink(options: {
  secret: string;
  leadId: string;
  index: number;
  expires: string | undefined;
  signature: string | undefined;
  now: Date;
}): PhotoLinkCheck {
  const { expires, signature: given } = options;
  if (!expires || !/^\d{1,12}$/.test(expires) || !given) return "invalid";
  const expected = Buffer.from(
    signature(options.secret, options.leadId, options.index, Number(expires)),
  );
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return "invalid";
  return Number(expires) * 1000 < options.now.getTime() ? "expired" : "ok";
}
