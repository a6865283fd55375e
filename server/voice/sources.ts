import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

const day = 24 * 60 * 60_000;

/**
 * Calls per CALL_NUMBERS label over the Sources screen's period (issue 54), every call
 * counted, whether it made a new lead or joined one; null: a number without a label.
 */
export async function callsBySource(
  db: Kysely<Database>,
  days: number | "all",
  now: Date,
): Promise<Map<string | null, number>> {
  let query = db
    .selectFrom("calls")
    .select("source")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .groupBy("source");
  if (days !== "all") {
    query = query.where("created_at", ">=", new Date(now.getTime() - days * day).toISOString());
  }
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.source, Number(row.count)]));
}
