import type { Kysely } from "kysely";
import type { BestTime, ContactPreference } from "../../contracts/quote-schema";
import type { EntryStatus } from "../../contracts/admin-api";
import type { Database } from "../db/schema";
import { describeTouch, storedTouch } from "./sources";

/**
 * What the inbox shows of a lead beyond its contact fields (issue 38), for the exports:
 * the inbox's CSV, and `npm run leads -- --csv` and `--json`.
 */
export type LeadFacts = {
  status: EntryStatus;
  zip: string | null;
  contactPreference: ContactPreference | null;
  bestTime: BestTime | null;
  outsideServiceArea: boolean;
  photoCount: number;
  /** A won job's value in whole dollars. */
  wonValue: number | null;
  /** Both touches in plain words, and as the browser recorded them. */
  firstSource: string;
  lastSource: string;
  firstTouch: string | null;
  lastTouch: string | null;
};

export const factColumns = [
  "status",
  "zip",
  "contact_preference",
  "best_time",
  "outside_service_area",
  "photo_count",
  "won_value",
  "first_touch",
  "last_touch",
] as const;

type FactRow = {
  status: EntryStatus;
  zip: string | null;
  contact_preference: ContactPreference | null;
  best_time: BestTime | null;
  outside_service_area: number;
  photo_count: number;
  won_value: number | null;
  first_touch: string | null;
  last_touch: string | null;
};

export function leadFacts(row: FactRow): LeadFacts {
  const first = storedTouch(row.first_touch);
  const last = storedTouch(row.last_touch) ?? first;
  return {
    status: row.status,
    zip: row.zip,
    contactPreference: row.contact_preference,
    bestTime: row.best_time,
    outsideServiceArea: Number(row.outside_service_area) === 1,
    photoCount: Number(row.photo_count),
    wonValue: row.won_value === null ? null : Number(row.won_value),
    firstSource: describeTouch(first),
    lastSource: describeTouch(last),
    firstTouch: row.first_touch,
    lastTouch: row.last_touch ?? row.first_touch,
  };
}

/** The facts of every lead (since a moment), by reference; review notices have none. */
export async function leadFactsById(
  db: Kysely<Database>,
  since = new Date(0),
): Promise<Map<string, LeadFacts>> {
  const rows = await db
    .selectFrom("leads")
    .select(["id", ...factColumns])
    .where("created_at", ">=", since.toISOString())
    .execute();
  return new Map(rows.map((row) => [row.id, leadFacts(row)]));
}
