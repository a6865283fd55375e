import ICAL from "ical.js";
import type { Kysely } from "kysely";
import { visitFeedCopy } from "../../content/visit-feed";
import { routes } from "../../contracts/routes";
import { firstName } from "../channels/sms-body";
import type { Database } from "../db/schema";
import { townsOf } from "../leads/zip-towns";
import { siteCalendar, visitEvent } from "./invite";

/**
 * The owner's private feed of the visits (issue 55, decision 260) as iCalendar, written with
 * ical.js as the homeowner's invitation is. Each VEVENT has the invitation's UID and
 * SEQUENCE, so a phone that has both sees one visit. Only what a glance at the calendar
 * needs goes in: the time, the first name, the town or ZIP and the inbox's link. The
 * street address, the phone and the message stay in the inbox behind the session.
 */

/** Visits from this far back stay in the feed: last month's, for the owner's own records. */
export const feedDaysBack = 30;
/** More than any horizon's worth at any daily cap, with the month before. */
const most = 2_000;

export type FeedVisit = {
  id: string;
  leadId: string;
  start: number;
  end: number;
  sequence: number;
  firstName: string | null;
  /** The town from the lead's ZIP, else the ZIP, else null. */
  place: string | null;
};

/** The booked visits from `feedDaysBack` days before `now` on; canceled ones drop out. */
export async function feedVisits(db: Kysely<Database>, now: Date): Promise<FeedVisit[]> {
  const from = new Date(now.getTime() - feedDaysBack * 86_400_000).toISOString();
  const rows = await db
    .selectFrom("visits")
    .innerJoin("leads", "leads.id", "visits.lead_id")
    .select([
      "visits.id",
      "visits.lead_id",
      "visits.starts_at",
      "visits.ends_at",
      "visits.sequence",
      "leads.name",
      "leads.zip",
    ])
    .where("visits.status", "=", "booked")
    .where("visits.starts_at", ">=", from)
    .orderBy("visits.starts_at")
    .limit(most)
    .execute();
  const towns = await townsOf(rows.map((row) => row.zip));
  return rows.map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    start: Date.parse(row.starts_at),
    end: Date.parse(row.ends_at),
    sequence: Number(row.sequence),
    firstName: firstName(row.name) ?? null,
    place: row.zip ? (towns.get(row.zip) ?? row.zip) : null,
  }));
}

/** The feed's text; `origin` is the site's public origin (PUBLIC_URL), for the inbox links. */
export function visitFeedCalendar(
  visits: FeedVisit[],
  { origin, now }: { origin: string; now: number },
): string {
  const calendar = siteCalendar("PUBLISH");
  calendar.addPropertyWithValue("x-wr-calname", visitFeedCopy.calendarName);
  // How often a calendar should read it again (RFC 7986, and Apple's and Outlook's own).
  // ical.js writes the Duration's VALUE=DURATION itself.
  calendar.addPropertyWithValue("refresh-interval", ICAL.Duration.fromString("PT15M"));
  calendar.addPropertyWithValue("x-published-ttl", "PT15M");
  for (const visit of visits) {
    const link = `${origin}${routes.adminLead(visit.leadId)}`;
    const event = visitEvent(visit, now, "CONFIRMED");
    event.addPropertyWithValue("summary", visitFeedCopy.summary(visit.firstName, visit.place));
    event.addPropertyWithValue("description", visitFeedCopy.description(link));
    event.addPropertyWithValue("url", link);
    event.addPropertyWithValue("transp", "OPAQUE");
    calendar.addSubcomponent(event);
  }
  return calendar.toString();
}
