import ICAL from "ical.js";
import { bookingCopy } from "../../content/booking";
import { site } from "../../content/site";

/**
 * The visit as an iCalendar invitation for the homeowner's calendar (RFC 5545 and the
 * iTIP methods of RFC 5546), written with ical.js. One UID per visit, for its whole life;
 * each move or cancellation raises SEQUENCE, and a cancellation is METHOD:CANCEL with the
 * same UID, so the homeowner's calendar updates the one event and never shows two.
 */

export type InviteVisit = {
  id: string;
  start: number;
  end: number;
  sequence: number;
  status: "booked" | "cancelled";
  streetAddress: string;
};

/** The UID stays the visit's: the site's host names whose it is. */
export const visitUid = (id: string) => `visit-${id}@${new URL(site.url).hostname}`;

/** An instant as an iCalendar UTC time (…Z). */
export const utc = (ms: number) => ICAL.Time.fromJSDate(new Date(ms), true);

/**
 * An empty VCALENDAR of the site's, with its iTIP method: the homeowner's invitation and
 * the owner's feed of visits (visit-feed-ics.ts) are both written with ical.js from here,
 * which folds long lines and escapes text as RFC 5545 says.
 */
export function siteCalendar(method: "REQUEST" | "CANCEL" | "PUBLISH"): ICAL.Component {
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.addPropertyWithValue("prodid", `-//${site.name}//Estimate visits//EN`);
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  calendar.addPropertyWithValue("method", method);
  return calendar;
}

/**
 * A visit's event as every calendar of ours names it: the same UID and SEQUENCE in the
 * homeowner's invitation and the owner's feed, so a calendar holding both shows one event.
 */
export function visitEvent(
  visit: { id: string; start: number; end: number; sequence: number },
  now: number,
  status: "CONFIRMED" | "CANCELLED",
): ICAL.Component {
  const event = new ICAL.Component("vevent");
  event.addPropertyWithValue("uid", visitUid(visit.id));
  event.addPropertyWithValue("dtstamp", utc(now));
  event.addPropertyWithValue("dtstart", utc(visit.start));
  event.addPropertyWithValue("dtend", utc(visit.end));
  event.addPropertyWithValue("sequence", visit.sequence);
  event.addPropertyWithValue("status", status);
  return event;
}

export function visitInvite(
  visit: InviteVisit,
  { homeowner, now }: { homeowner: { name: string; email: string }; now: number },
): string {
  const cancelled = visit.status === "cancelled";
  const calendar = siteCalendar(cancelled ? "CANCEL" : "REQUEST");
  const event = visitEvent(visit, now, cancelled ? "CANCELLED" : "CONFIRMED");
  event.addPropertyWithValue("summary", bookingCopy.event.summary);
  event.addPropertyWithValue("description", bookingCopy.event.description(site.phone.display));
  event.addPropertyWithValue("location", visit.streetAddress);
  event.addPropertyWithValue("transp", "OPAQUE");
  const organizer = event.addPropertyWithValue("organizer", `mailto:${site.email}`);
  organizer.setParameter("cn", site.name);
  const attendee = event.addPropertyWithValue("attendee", `mailto:${homeowner.email}`);
  attendee.setParameter("cn", homeowner.name);
  attendee.setParameter("role", "REQ-PARTICIPANT");
  attendee.setParameter("partstat", "ACCEPTED");
  calendar.addSubcomponent(event);
  return calendar.toString();
}

const compact = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, "");

/** Google Calendar's own "add event" page, filled in: for those whose mail hides .ics files. */
export function googleCalendarLink(visit: InviteVisit): string {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: bookingCopy.event.summary,
    dates: `${compact(visit.start)}/${compact(visit.end)}`,
    details: bookingCopy.event.description(site.phone.display),
    location: visit.streetAddress,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
