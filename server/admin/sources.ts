import type { Kysely } from "kysely";
import { leadSourceCopy } from "../../content/lead-sources";
import { sourceWords } from "../../content/admin-list";
import type {
  EntryStatus,
  SourcePeriod,
  SourceReport,
  SourceRow,
  SourceTouch,
} from "../../contracts/admin-api";
import type { Database } from "../db/schema";
import { sourceName, storedTouch } from "../leads/sources";
import { minutesBetween } from "./inbox";
import { callsBySource } from "../voice/sources";
import { day } from "./tokens";

/**
 * The Sources screen (issue 38): per source, the leads of a period, how many were
 * contacted and won, the won jobs' value, and the median minutes to first contact. The
 * first touch gets the credit unless the owner asks for the last. Spam is no lead.
 */

export function median(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

type Tally = { row: SourceRow; minutes: number[] };

const wonStatuses: ReadonlySet<EntryStatus> = new Set(["won", "completed"]);

// A Map, so a utm_source named after a prototype is shown as typed (issue 50, item 3).
const utmWords = new Map(Object.entries(sourceWords.utmSources));

/** The source's name, a campaign's utm_source the lead page shows as typed in words. */
function inWords(touch: ReturnType<typeof storedTouch>): string {
  const name = sourceName(touch);
  const typed = touch?.utm_source;
  return typed !== undefined && name === typed ? (utmWords.get(typed.toLowerCase()) ?? name) : name;
}

function tally(source: string): Tally {
  return {
    row: { source, leads: 0, contacted: 0, won: 0, revenue: 0, medianMinutesToContact: null },
    minutes: [],
  };
}

export async function sourceReport(
  db: Kysely<Database>,
  { days, touch }: { days: SourcePeriod; touch: SourceTouch },
  now: Date,
): Promise<SourceReport> {
  let query = db
    .selectFrom("leads")
    .select([
      "created_at",
      "status",
      "first_contacted_at",
      "won_value",
      "first_touch",
      "last_touch",
    ])
    .where("status", "!=", "spam");
  if (days !== "all") {
    const since = new Date(now.getTime() - Number(days) * day).toISOString();
    query = query.where("created_at", ">=", since);
  }
  const bySource = new Map<string, Tally>();
  const total = tally(leadSourceCopy.total);
  for (const lead of await query.execute()) {
    const text = touch === "last" ? (lead.last_touch ?? lead.first_touch) : lead.first_touch;
    const name = inWords(storedTouch(text));
    const entry = bySource.get(name) ?? tally(name);
    bySource.set(name, entry);
    const minutes = minutesBetween(lead.created_at, lead.first_contacted_at);
    for (const { row, minutes: list } of [entry, total]) {
      row.leads += 1;
      // A lead won (or finished) without passing through Contacted was contacted all the same.
      if (minutes !== null || wonStatuses.has(lead.status)) row.contacted += 1;
      if (minutes !== null) list.push(minutes);
      if (lead.status === "won") {
        row.won += 1;
        row.revenue += Number(lead.won_value ?? 0);
      }
    }
  }
  // Calls beside form leads (issue 54): a call's source is its number's CALL_NUMBERS label.
  const calls = await callsBySource(db, days === "all" ? "all" : Number(days), now);
  for (const [label, count] of calls) {
    const name = inWords(label ? { utm_source: label, utm_medium: "call" } : undefined);
    const entry = bySource.get(name) ?? tally(name);
    bySource.set(name, entry);
    for (const { row } of [entry, total]) row.calls = (row.calls ?? 0) + count;
  }
  const finish = ({ row, minutes }: Tally): SourceRow => ({
    ...row,
    medianMinutesToContact: median(minutes),
  });
  const rows = [...bySource.values()]
    .map(finish)
    .sort((a, b) => b.leads - a.leads || b.revenue - a.revenue || a.source.localeCompare(b.source));
  return { days, touch, rows, total: finish(total) };
}
