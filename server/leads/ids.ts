import { randomBytes } from "node:crypto";

// Crockford's base32: no I, L, O or U, so a reference read over the phone is unambiguous.
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A reference a visitor can read back to the office, like "7KQ2-M9PX-3RTV": 60 random
 * bits, so two leads never share one in practice.
 */
export function newReference(): string {
  const bytes = randomBytes(12);
  let out = "";
  for (let i = 0; i < 12; i++) {
    out += alphabet[bytes[i]! & 31];
    if (i === 3 || i === 7) out += "-";
  }
  return out;
}

export const referencePattern =
  /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
