import { randomFillSync } from "node:crypto";
import { v7 } from "uuid";

// Crockford's base32: no I, L, O or U, so a reference read over the phone is unambiguous.
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * Random bytes from a pool refilled 4 KB at a time, as Node's randomUUID does: a call into
 * the system's generator for each id cost more, under load, than storing the lead itself.
 * The bytes are read at once by the caller, before the pool can be refilled.
 */
const pool = Buffer.alloc(4096);
let used = pool.length;

function pooledRandomBytes(count: number): Uint8Array {
  if (used + count > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const bytes = pool.subarray(used, used + count);
  used += count;
  return bytes;
}

/**
 * A reference a visitor can read back to the office, like "7KQ2-M9PX-3RTV": 60 random
 * bits, so two leads never share one in practice.
 */
export function newReference(): string {
  const bytes = pooledRandomBytes(12);
  let out = "";
  for (let i = 0; i < 12; i++) {
    out += alphabet[bytes[i]! & 31];
    if (i === 3 || i === 7) out += "-";
  }
  return out;
}

/**
 * An outbox row's id: a UUID version 7, which begins with the time it was made. New rows
 * land at the end of the outbox's primary key instead of on a random page of it, which made
 * each extra channel of a lead cost several pages written per commit.
 */
export function newOutboxId(): string {
  return v7({ random: pooledRandomBytes(16) });
}

export const referencePattern =
  /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
