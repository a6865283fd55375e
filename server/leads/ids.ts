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
 * An outbox row's id: a UUID version 7 that begins with the millisecond the row was
 * created (its `created_at`, the same for every row of one lead). New rows land at the end
 * of the outbox's primary key instead of on a random page of it, and the rows of one lead
 * are found on that key by their time (`outboxIdRange`), so no other index is needed.
 */
export function newOutboxId(createdAt: Date): string {
  return v7({ msecs: createdAt.getTime(), random: pooledRandomBytes(16) });
}

/**
 * The first and last possible ids of rows created in the millisecond of `createdAt`. The
 * bounds differ only in their random part, all zeros and all f's, so they hold in byte
 * order and in a database's locale collation alike.
 */
export function outboxIdRange(createdAt: Date): { from: string; to: string } {
  // A v7 id's first 48 bits are the millisecond, as 12 hex digits around a hyphen.
  const hex = createdAt.getTime().toString(16).padStart(12, "0");
  const time = `${hex.slice(0, 8)}-${hex.slice(8)}`;
  return { from: `${time}-7000-8000-000000000000`, to: `${time}-7fff-bfff-ffffffffffff` };
}

export const referencePattern =
  /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
