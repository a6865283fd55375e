import type { Kysely, Transaction } from "kysely";
import { createHash } from "node:crypto";
import type { Database } from "../db/schema";

/** How long a resend with the same Idempotency-Key is answered as the first request was. */
export const idempotencyWindowMs = 24 * 60 * 60_000;

/** A key the browser draws for one submission: printable ASCII, 8 to 255 characters. */
export const idempotencyKeyPattern = /^[\x21-\x7e]{8,255}$/;

/** What storeLead needs to remember a key: its hash, and the answer for the lead's id. */
export type Idempotency = { keyHash: string; answer: (id: string) => string };

/** The key is kept only as a hash, scoped to the quote request route. */
export function idempotencyKeyHash(key: string): string {
  return createHash("sha256").update(`quote-request:${key}`).digest("hex");
}

/** The answer given to the first request with this key in the last 24 hours, if any. */
export async function storedAnswer(
  db: Kysely<Database> | Transaction<Database>,
  keyHash: string,
  now: Date,
): Promise<{ answer: string; leadId: string } | undefined> {
  const cutoff = new Date(now.getTime() - idempotencyWindowMs).toISOString();
  const row = await db
    .selectFrom("idempotency_keys")
    .select(["answer", "lead_id"])
    .where("key_hash", "=", keyHash)
    .where("created_at", ">", cutoff)
    .executeTakeFirst();
  return row && { answer: row.answer, leadId: row.lead_id };
}

/**
 * Claims the key for a new lead, in the lead's transaction: true when this request is the
 * first with it (or the last one is over a day old). Two instances storing the same key
 * at once cannot both win: the database's primary key decides.
 */
export async function claimKey(
  trx: Transaction<Database>,
  idempotency: Idempotency,
  leadId: string,
  now: Date,
): Promise<boolean> {
  const createdAt = now.toISOString();
  const cutoff = new Date(now.getTime() - idempotencyWindowMs).toISOString();
  const answer = idempotency.answer(leadId);
  const row = await trx
    .insertInto("idempotency_keys")
    .values({ key_hash: idempotency.keyHash, lead_id: leadId, answer, created_at: createdAt })
    .onConflict((oc) =>
      oc
        .column("key_hash")
        .doUpdateSet({ lead_id: leadId, answer, created_at: createdAt })
        .where("idempotency_keys.created_at", "<=", cutoff),
    )
    .returning("key_hash")
    .executeTakeFirst();
  return row !== undefined;
}
