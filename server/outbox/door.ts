import type { Kysely } from "kysely";
import { canceledByOwner } from "../db/outbox-reasons";
import type { Channel, Database, NotificationKind } from "../db/schema";
import { newOutboxId } from "../leads/ids";

/*
 * The outbox's one door (issue 53, decision 238), as graphile-worker's `add_job`: every
 * feature that queues a message, puts one back or takes one away calls these, inside its
 * own transaction when it passes one. What the worker does with a row it claimed (claim,
 * lease, hold, settle) is its own side, in queue.ts. This module sits on the leads' floor
 * (it imports only db/ and leads/ids.ts), so every feature may call it.
 */

type Db = Kysely<Database>;

/** A message to queue: what it is, where it goes, and the lead, notice or text it is about. */
export type Job = {
  kind: NotificationKind;
  channel: Channel;
  refId: string;
  /** When it may first go, and its retry window starts; at once when left out. */
  runAt?: Date;
  /** A digest's own reference, which the leads it lists name. */
  digestId?: string;
};

export type EnqueueTerms = {
  now: Date;
  /**
   * The time the rows' ids begin with: the lead's or notice's own, so its page finds them on
   * the primary key (decision 192). `now` when left out.
   */
  refCreatedAt?: Date;
};

/** Queues messages in one statement, due when each says; returns their ids in order. */
export async function enqueue(
  db: Db,
  jobs: readonly Job[],
  { now, refCreatedAt = now }: EnqueueTerms,
): Promise<string[]> {
  if (jobs.length === 0) return [];
  const at = now.toISOString();
  // Only what a new row needs is written; the rest starts at its default (no attempts yet,
  // no error, and the retry window counted from created_at), so every row stays small.
  const rows = jobs.map(({ kind, channel, refId, runAt, digestId }) => ({
    id: newOutboxId(refCreatedAt),
    kind,
    channel,
    ref_id: refId,
    status: "pending" as const,
    next_attempt_at: runAt ? runAt.toISOString() : at,
    ...(runAt ? { queued_at: runAt.toISOString() } : {}),
    ...(digestId ? { digest_id: digestId } : {}),
    created_at: at,
    updated_at: at,
  }));
  await db.insertInto("outbox").values(rows).execute();
  return rows.map((row) => row.id);
}

/**
 * Puts failed messages back in the queue, due now with a fresh retry window, or only the one
 * named (the inbox's retry button); returns how many. A digest is never put back: its
 * leads are, each on its own.
 */
export async function requeue(db: Db, now: Date, { id }: { id?: string } = {}): Promise<number> {
  const at = now.toISOString();
  let query = db
    .updateTable("outbox")
    .set({
      status: "pending",
      next_attempt_at: at,
      queued_at: at,
      updated_at: at,
      digest_id: null,
      holder: null,
      claim_id: null,
      // A text that was never delivered is sent again, not looked up again.
      external_id: null,
    })
    .where("status", "=", "failed")
    .where("kind", "!=", "digest");
  if (id !== undefined) query = query.where("id", "=", id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Moves a waiting message's due time to `runAt`, and its retry window's start to `queuedAt`
 * (the same when left out); true when it was still waiting. A row a worker claimed
 * meanwhile is left to it.
 */
export async function reschedule(
  db: Db,
  id: string,
  runAt: Date,
  queuedAt: Date = runAt,
): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ next_attempt_at: runAt.toISOString(), queued_at: queuedAt.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Makes the texts waiting to learn their fate under this provider id (a Twilio SID) due for
 * a look now, instead of at their next scheduled one; returns how many.
 */
export async function checkNow(db: Db, externalId: string, now: Date): Promise<number> {
  // A SID is letters and digits; anything else cannot be ours, nor a LIKE pattern.
  if (!/^\w+$/.test(externalId)) return 0;
  const result = await db
    .updateTable("outbox")
    .set({ next_attempt_at: now.toISOString() })
    .where("status", "=", "confirming")
    .where((eb) =>
      eb.or([eb("external_id", "=", externalId), eb("external_id", "like", `%${externalId}%`)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Cancels a lead's messages of these channels that are still waiting (a review request and
 * its reminders when the job is no longer completed): they stay, skipped with
 * `canceledByOwner`, for its page to say so. Returns how many.
 */
export async function cancelFor(
  db: Db,
  refId: string,
  channels: readonly Channel[],
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "skipped", last_error: canceledByOwner, updated_at: now.toISOString() })
    .where("ref_id", "=", refId)
    .where("channel", "in", [...channels])
    .where("status", "in", ["pending", "held"])
    .where("kind", "!=", "digest")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Takes back messages no worker has tried yet: a compare-and-set, so a row a worker claimed
 * a moment before is left to it. `delete` removes them; `cancel` keeps them as skipped with
 * `canceledByOwner`. Returns how many were taken; the caller's transaction undoes a partial
 * take.
 */
export async function takeBack(
  db: Db,
  ids: readonly string[],
  now: Date,
  how: "delete" | "cancel",
): Promise<number> {
  if (ids.length === 0) return 0;
  if (how === "delete") {
    const result = await db
      .deleteFrom("outbox")
      .where("id", "in", [...ids])
      .where("status", "=", "pending")
      .where("attempts", "=", 0)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
  const result = await db
    .updateTable("outbox")
    .set({ status: "skipped", last_error: canceledByOwner, updated_at: now.toISOString() })
    .where("id", "in", [...ids])
    .where("status", "=", "pending")
    .where("attempts", "=", 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** What `remove` deleted. */
export type Removed = { outboxRows: number; deliveryAttempts: number };

/**
 * Deletes these rows with their attempts, whatever their state (an erasure, the purge, a
 * message replaced); pass a transaction to keep the two deletes together.
 */
export async function remove(db: Db, ids: readonly string[]): Promise<Removed> {
  if (ids.length === 0) return { outboxRows: 0, deliveryAttempts: 0 };
  const attempts = await db
    .deleteFrom("delivery_attempts")
    .where("outbox_id", "in", [...ids])
    .executeTakeFirst();
  const rows = await db
    .deleteFrom("outbox")
    .where("id", "in", [...ids])
    .executeTakeFirst();
  return {
    outboxRows: Number(rows.numDeletedRows),
    deliveryAttempts: Number(attempts.numDeletedRows),
  };
}
