import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";
import { remove } from "../outbox/door";

type Db = Kysely<Database> | Transaction<Database>;

/*
 * A lead's text thread and its calls go with the lead: on erasure and after the retention
 * period.
 * The opt-out (text_opt_outs, a hash of the phone) stays, so a STOP outlives the erasure.
 */

/** Every thread of these leads, and its pictures and outbox rows: for erasure and purge. */
export async function deleteThreads(db: Db, leadIds: readonly string[]): Promise<number> {
  if (leadIds.length === 0) return 0;
  const ids = (
    await db.selectFrom("text_messages").select("id").where("lead_id", "in", leadIds).execute()
  ).map((r) => r.id);
  // The lead's calls and their voicemails go with it too, and their alerts (issue 54).
  const calls = (
    await db.selectFrom("calls").select("id").where("lead_id", "in", leadIds).execute()
  ).map((r) => r.id);
  if (ids.length === 0 && calls.length === 0) return 0;
  if (ids.length > 0) await db.deleteFrom("text_media").where("message_id", "in", ids).execute();
  const outbox = (
    await db
      .selectFrom("outbox")
      .select("id")
      .where("ref_id", "in", [...ids, ...calls])
      .execute()
  ).map((r) => r.id);
  await remove(db, outbox);
  if (ids.length > 0) await db.deleteFrom("text_messages").where("id", "in", ids).execute();
  if (calls.length > 0) await db.deleteFrom("calls").where("id", "in", calls).execute();
  return ids.length;
}
