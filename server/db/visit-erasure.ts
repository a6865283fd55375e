import type { Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * Erasure of a lead's estimate visits (issue 55): a visit holds the street address the
 * homeowner typed, so it goes with the lead, and so do the cells and the place in its day's
 * count that a booked one holds (decision 245), or the time would stay blocked.
 */
export async function deleteVisits(db: Kysely<Database>, leadIds: string[]): Promise<number> {
  if (leadIds.length === 0) return 0;
  const visits = await db
    .selectFrom("visits")
    .select(["id", "day", "status"])
    .where("lead_id", "in", leadIds)
    .execute();
  for (const visit of visits.filter((v) => v.status === "booked")) {
    await db.deleteFrom("visit_cells").where("visit_id", "=", visit.id).execute();
    await db
      .updateTable("visit_days")
      .set((eb) => ({ visits: eb("visits", "-", 1) }))
      .where("day", "=", visit.day)
      .where("visits", ">", 0)
      .execute();
  }
  const removed = await db.deleteFrom("visits").where("lead_id", "in", leadIds).executeTakeFirst();
  return Number(removed.numDeletedRows);
}
