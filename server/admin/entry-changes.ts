import type { Kysely } from "kysely";
import { type EntryStatus, leadOnlyStatuses, type Note } from "../../contracts/admin-api";
import type { Database } from "../db/schema";
import { findEntry } from "./entry";
import { orderedId } from "./ordered-id";

/*
 * What the owner changes on an entry: its status and its notes, each with its line in the
 * history, in one transaction. Reading an entry is entry.ts's.
 */

/**
 * Changes a status and records who did it, in one transaction. The first `contacted`
 * stops the response clock, and it stays stopped whatever the status becomes after.
 * `missing` when nothing has that reference; `refused` for a status a review notice cannot
 * take (a job completed).
 */
export async function setStatus(
  db: Kysely<Database>,
  id: string,
  status: EntryStatus,
  actor: string,
  now: Date,
  /** A won lead's job value in whole dollars (issue 38); kept when the status moves on. */
  wonValue?: number,
): Promise<"changed" | "unchanged" | "missing" | "refused"> {
  const found = await findEntry(db, id);
  if (!found) return "missing";
  if (found.kind !== "lead" && leadOnlyStatuses.includes(status)) return "refused";
  let changed = false;
  const at = now.toISOString();
  const table = found.kind === "lead" ? "leads" : "review_notices";
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom(table)
      .select(["status", "first_contacted_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) return;
    if (found.kind === "lead" && status === "won" && wonValue !== undefined) {
      await trx
        .updateTable("leads")
        .set({ won_value: wonValue, won_at: at })
        .where("id", "=", id)
        .execute();
    }
    if (current.status === status) return;
    changed = true;
    await trx
      .updateTable(table)
      .set({
        status,
        first_contacted_at: current.first_contacted_at ?? (status === "contacted" ? at : null),
      })
      .where("id", "=", id)
      .execute();
    await trx
      .insertInto("entry_history")
      .values({
        id: orderedId(at),
        entry_id: id,
        at,
        actor,
        change: "status",
        from_value: current.status,
        to_value: status,
      })
      .execute();
  });
  return changed ? "changed" : "unchanged";
}

/** Adds a note and its line in the history; undefined when nothing has that reference. */
export async function addNote(
  db: Kysely<Database>,
  id: string,
  body: string,
  author: string,
  now: Date,
): Promise<Note | undefined> {
  if (!(await findEntry(db, id))) return undefined;
  const note: Note = {
    id: orderedId(now.toISOString()),
    author,
    body,
    createdAt: now.toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("entry_notes")
      .values({
        id: note.id,
        entry_id: id,
        author,
        body,
        created_at: note.createdAt,
      })
      .execute();
    await trx
      .insertInto("entry_history")
      .values({
        id: orderedId(note.createdAt),
        entry_id: id,
        at: note.createdAt,
        actor: author,
        change: "note",
        from_value: null,
        to_value: null,
      })
      .execute();
  });
  return note;
}
