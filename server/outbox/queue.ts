import type { Kysely } from "kysely";
import type { Channel, Database, OutboxRow } from "../db/schema";
import { outboxIdRange } from "../leads/ids";
import { enqueue, remove } from "./door";
import type { MemberChanges, NextState } from "./rules";

/*
 * The outbox table's queries: the loop's, the digest's, the inbox's and the purge's
 * (decision 206). What a row becomes is decided by rules.ts; when, by loop.ts. Rows are
 * queued, put back and removed only through door.ts (decision 238); the updates here are
 * the worker's own side, the claim and what follows it, each guarded by the claim.
 */

type Db = Kysely<Database>;

/** A row this worker claimed: the claim id guards every write until it lets go. */
export type Claimed = OutboxRow & { claim_id: string };

/** A channel's rows due now, in the order they fell due, a batch at a time. */
export function dueRows(db: Db, channel: Channel, now: Date, limit = 20): Promise<OutboxRow[]> {
  return db
    .selectFrom("outbox")
    .selectAll()
    .where("channel", "=", channel)
    .where("status", "in", ["pending", "sending", "confirming"])
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
}

/** Makes the rows this instance was sending when it stopped due at once; returns how many. */
export async function takeBackOwnRows(
  db: Db,
  holder: string,
  channel: Channel,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set({ next_attempt_at: now.toISOString() })
    .where("status", "=", "sending")
    .where("holder", "=", holder)
    .where("channel", "=", channel)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Claims a row with a compare-and-set: it lands only while the row is as it was read, so
 * of two workers that read it, one claims it. Undefined when the other was first.
 */
export async function claim(
  db: Db,
  row: OutboxRow,
  { holder, claimId, now, leaseUntil }: ClaimTerms,
): Promise<Claimed | undefined> {
  const result = await db
    .updateTable("outbox")
    .set({
      status: "sending",
      holder,
      claim_id: claimId,
      next_attempt_at: leaseUntil.toISOString(),
      updated_at: now.toISOString(),
    })
    .where("id", "=", row.id)
    .where("status", "=", row.status)
    .where("attempts", "=", row.attempts)
    .where("next_attempt_at", "=", row.next_attempt_at)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return { ...row, status: "sending", holder, claim_id: claimId };
}

export type ClaimTerms = { holder: string; claimId: string; now: Date; leaseUntil: Date };

/** Moves the lease on while the claim is still this worker's. */
export async function renewLease(db: Db, row: Claimed, leaseUntil: Date): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ next_attempt_at: leaseUntil.toISOString() })
    .where("id", "=", row.id)
    .where("claim_id", "=", row.claim_id)
    .where("status", "=", "sending")
    .execute();
}

/** A claimed row over the minute's cap waits for a digest. */
export async function holdClaimed(db: Db, row: Claimed, now: Date): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ status: "held", holder: null, claim_id: null, updated_at: now.toISOString() })
    .where("id", "=", row.id)
    .where("claim_id", "=", row.claim_id)
    .where("status", "=", "sending")
    .execute();
}

/** Every other lead of the channel due now waits for a digest too, in one statement. */
export async function holdAllDue(db: Db, channel: Channel, now: Date): Promise<number> {
  const at = now.toISOString();
  const result = await db
    .updateTable("outbox")
    .set({ status: "held", updated_at: at })
    .where("status", "=", "pending")
    .where("channel", "=", channel)
    .where("kind", "!=", "digest")
    .where("next_attempt_at", "<=", at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How a send went, for `delivery_attempts`. */
export type AttemptTerms = { transport: string; startedAt: Date; finishedAt: Date };

/**
 * Writes a send's outcome, its attempt and a settled digest's leads in one transaction,
 * only while the claim is still this worker's: false when the lease lapsed and another
 * worker holds the row, whose own result must not be undone.
 */
export function settleSend(
  db: Db,
  row: Claimed,
  next: NextState,
  { transport, startedAt, finishedAt }: AttemptTerms,
): Promise<boolean> {
  const at = finishedAt.toISOString();
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("outbox")
      .set({ ...next.row, holder: null, claim_id: null, updated_at: at })
      .where("id", "=", row.id)
      .where("claim_id", "=", row.claim_id)
      .where("status", "=", "sending")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    if (next.attempt) {
      await trx
        .insertInto("delivery_attempts")
        .values({
          outbox_id: row.id,
          attempt: next.attempt.number,
          transport,
          started_at: startedAt.toISOString(),
          finished_at: at,
          ok: next.attempt.ok ? 1 : 0,
          error: next.attempt.error,
        })
        .execute();
    }
    if (next.members) await settleMembers(trx, row, next.members, at);
    return true;
  });
}

/** Writes what a check of a queued message learned, and a settled digest's leads. */
export async function settleCheck(db: Db, row: Claimed, next: NextState, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("outbox")
      .set({ ...next.row, holder: null, claim_id: null, updated_at: at })
      .where("id", "=", row.id)
      .where("claim_id", "=", row.claim_id)
      .execute();
    if (next.members) await settleMembers(trx, row, next.members, at);
  });
}

/** The leads a digest lists share its fate: notified when it is delivered, failed with it. */
async function settleMembers(db: Db, digest: OutboxRow, fate: MemberChanges, at: string) {
  await db
    .updateTable("outbox")
    .set({ ...fate, updated_at: at })
    .where("digest_id", "=", digest.ref_id)
    .where("kind", "!=", "digest")
    .where("channel", "=", digest.channel)
    .where("status", "=", "held")
    .execute();
}

/** Up to `max` held rows of a channel that no digest lists yet, oldest first. */
export async function heldRows(db: Db, channel: Channel, max: number): Promise<string[]> {
  const rows = await db
    .selectFrom("outbox")
    .select("id")
    .where("channel", "=", channel)
    .where("status", "=", "held")
    .where("digest_id", "is", null)
    .orderBy("created_at")
    .limit(max)
    .execute();
  return rows.map((row) => row.id);
}

/** Lists in a digest those of `ids` still held and unlisted; returns how many it took. */
export async function listInDigest(db: Db, ids: string[], digestId: string, now: Date) {
  const taken = await db
    .updateTable("outbox")
    .set({ digest_id: digestId, updated_at: now.toISOString() })
    .where("id", "in", ids)
    .where("status", "=", "held")
    .where("digest_id", "is", null)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows);
}

/** Queues a digest: a row like any other, due at once, whose reference its leads name. */
export async function queueDigest(
  db: Db,
  { digestId, channel, now }: { digestId: string; channel: Channel; now: Date },
): Promise<void> {
  await enqueue(db, [{ kind: "digest", channel, refId: digestId, digestId }], { now });
}

/**
 * The outbox rows of a lead or notice, for its page in the inbox: a range of the primary
 * key, whose ids begin with the time they were created with it (decision 192). Rows
 * written before ids did so are found by their ref_id alone, which scans the outbox.
 */
export async function outboxRowsOf(db: Db, refId: string, createdAt: string) {
  const { from, to } = outboxIdRange(new Date(createdAt));
  const rows = db
    .selectFrom("outbox")
    .select(["id", "channel", "status", "attempts", "last_error", "delivered_at"])
    .where("ref_id", "=", refId)
    .where("kind", "!=", "digest")
    .orderBy("created_at")
    .orderBy("channel");
  const found = await rows.where("id", ">=", from).where("id", "<=", to).execute();
  return found.length > 0 ? found : rows.execute();
}

/** The references of the digests created before `cutoff`, for the purge. */
export async function digestsCreatedBefore(db: Db, cutoff: string): Promise<string[]> {
  const rows = await db
    .selectFrom("outbox")
    .select("ref_id")
    .where("kind", "=", "digest")
    .where("created_at", "<", cutoff)
    .execute();
  return rows.map((row) => row.ref_id);
}

/**
 * Deletes the rows about these leads or notices (or these digests), with their attempts;
 * returns how many rows went.
 */
export async function deleteRowsOf(db: Db, refs: string[], kind?: "digest"): Promise<number> {
  const query = db.selectFrom("outbox").select("id").where("ref_id", "in", refs);
  const rows = await (
    kind ? query.where("kind", "=", kind) : query.where("kind", "!=", "digest")
  ).execute();
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return 0;
  await db.transaction().execute((trx) => remove(trx, ids));
  return ids.length;
}
