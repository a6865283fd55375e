import type { Kysely } from "kysely";
import { leadSourceCopy } from "../../content/lead-sources";
import { site } from "../../content/site";
import type { Database } from "../db/schema";
import { storedTouch } from "./sources";

/**
 * Won jobs as Google Ads' offline conversions (issue 38, decision 217), in the upload
 * template of Google's spreadsheet import: a line naming the time zone of every
 * Conversion Time, the header, then one row per won lead whose visit came from an ad click
 * of the last 90 days (Google's longest click-through window; older clicks are refused).
 * A click has one id: a gclid, or else a gbraid or wbraid in its own column.
 */

export const googleAdsColumns = [
  "Google Click ID",
  "Conversion Name",
  "Conversion Time",
  "Conversion Value",
  "Conversion Currency",
  "GBRAID",
  "WBRAID",
] as const;

const clickWindowDays = 90;
const currency = "USD";

/** "2026-03-02 14:05:00" on the business's clock, as the template's TimeZone reads it. */
export function zonedTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}:${part("second")}`;
}

/**
 * Only a value Google could take for an id: letters, digits, - and _, 10 to 300 of them.
 * Google documents no format for click ids, so this is what real ones hold; one that starts
 * with "-" is refused, since a spreadsheet reads it as a formula (issue 50).
 */
const clickIdPattern = /^[A-Za-z0-9_][A-Za-z0-9_-]{9,299}$/;
const clickId = (value: string | undefined) =>
  value && clickIdPattern.test(value) ? value : undefined;

export async function googleAdsCsv(
  db: Kysely<Database>,
  now: Date,
  timeZone: string = site.timeZone,
): Promise<string> {
  const since = new Date(now.getTime() - clickWindowDays * 24 * 60 * 60_000).toISOString();
  const leads = await db
    .selectFrom("leads")
    .select(["created_at", "won_at", "won_value", "first_touch", "last_touch"])
    .where("status", "=", "won")
    .where("created_at", ">=", since)
    .orderBy("created_at")
    .execute();
  const rows: string[][] = [];
  for (const lead of leads) {
    // The click that brought the visit the request came in: the last touch's, else the first's.
    const touches = [storedTouch(lead.last_touch), storedTouch(lead.first_touch)];
    const touch = touches.find(
      (t) => clickId(t?.gclid) || clickId(t?.gbraid) || clickId(t?.wbraid),
    );
    if (!touch) continue;
    const gclid = clickId(touch.gclid);
    const gbraid = gclid ? undefined : clickId(touch.gbraid);
    const wbraid = gclid || gbraid ? undefined : clickId(touch.wbraid);
    rows.push([
      gclid ?? "",
      leadSourceCopy.googleAdsConversionName,
      zonedTime(lead.won_at ?? lead.created_at, timeZone),
      lead.won_value === null ? "" : String(lead.won_value),
      currency,
      gbraid ?? "",
      wbraid ?? "",
    ]);
  }
  // Bare cells, as in Google's template: every value is an id of letters, digits, - and _
  // that starts with no -, a number, a time or our own words; none holds a comma, a quote
  // or the start of a formula.
  const lines = [
    `Parameters:TimeZone=${timeZone}`,
    googleAdsColumns.join(","),
    ...rows.map((row) => row.join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
