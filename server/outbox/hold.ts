import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { reschedule, takeBack } from "./door";

type Db = Kysely<Database>;

/*
 * The inbox's hold (issue 52): a message the owner queues to a homeowner is not sendable
 * until the hold has passed, and until it is sent the owner can take it back. Any channel
 * can use it: hold the rows as they are queued, cancel them on the owner's undo.
 */

/**
 * Moves the rows' due times on so the first is `holdMs` after `now`, keeping the spaces
 * between them (a request, then its reminders). A row already due later is not moved
 * sooner. The retry window moves with them. Returns when the first may go.
 */
export async function holdForUndo(
  db: Db,
  ids: readonly string[],
  now: Date,
  holdMs: number,
): Promise<Date | undefined> {
  if (ids.length === 0) return undefined;
  const rows = await db
    .selectFrom("outbox")
    .select(["id", "next_attempt_at", "queued_at"])
    .where("id", "in", [...ids])
    .where("status", "=", "pending")
    .execute();
  const first = Math.min(...rows.map((row) => Date.parse(row.next_attempt_at)));
  if (!Number.isFinite(first)) return undefined;
  const shift = Math.max(0, now.getTime() + holdMs - first);
  for (const row of rows) {
    const moved = (at: string) => new Date(Date.parse(at) + shift);
    await reschedule(
      db,
      row.id,
      moved(row.next_attempt_at),
      moved(row.queued_at ?? row.next_attempt_at),
    );
  }
  return new Date(first + shift);
}

/** The rows named, as the owner's undo sees them: which channel, and whether they went. */
export function rowsToUndo(db: Db, ids: readonly string[]) {
  return db
    .selectFrom("outbox")
    .select(["id", "channel", "kind", "ref_id", "status", "attempts"])
    .where("id", "in", [...ids])
    .execute();
}

/**
 * Takes back rows no worker has tried yet: a compare-and-set, so a row a worker claimed a
 * moment before is left to it. `delete` removes them; `cancel` keeps them as skipped with
 * `canceledByOwner`, for the page to say so. True when every row named was taken back;
 * the caller's transaction undoes a partial take.
 */
export async function takeBackUnsent(
  db: Db,
  ids: readonly string[],
  now: Date,
  how: "delete" | "cancel",
): Promise<boolean> {
  if (ids.length === 0) return false;
  return (await takeBack(db, ids, now, how)) === ids.length;
}
