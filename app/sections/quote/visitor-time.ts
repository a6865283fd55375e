import { bookingOfferCopy } from "~content/booking-offer";

/**
 * The visitor's own clock beside the business's (issue 55): "9:00 AM Central (10:00 AM
 * your time)". The server words each time on the business's clock; only the browser knows
 * its own zone, and Intl holds every zone's rules, so this adds no time-zone data.
 */

/** The browser's zone, or undefined where Intl cannot tell. */
export function visitorTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

type ZoneFormats = Record<"time" | "date" | "weekday" | "name", Intl.DateTimeFormat>;
const formats = new Map<string, ZoneFormats>();

/** A zone's formats, made once: the time as the server words it, the date, weekday, name. */
function formatsOf(zone: string): ZoneFormats {
  const known = formats.get(zone);
  if (known) return known;
  const made = {
    time: new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" }),
    date: new Intl.DateTimeFormat("en-CA", { timeZone: zone, dateStyle: "short" }),
    weekday: new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "short" }),
    name: new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "long" }),
  };
  formats.set(zone, made);
  return made;
}

/** Plain spaces: some Intl versions put a narrow no-break space before AM and PM. */
const spaced = (text: string) => text.replace(/\s/g, " ");

/** "Central" from "Central Standard Time", as the server's note names the zone. */
function zoneWord(zone: string, at: Date): string {
  const parts = formatsOf(zone).name.formatToParts(at);
  const long = parts.find((part) => part.type === "timeZoneName")?.value ?? zone;
  return long.replace(/ (Standard|Daylight) Time$/, "");
}

/**
 * A time's label for this visitor: the server's label alone when the visitor's clock reads
 * the same, else the business's zone named and the visitor's own time after it, with its
 * weekday when it falls on another date. A label the server already gave its zone (a DST
 * night's "1:30 AM CDT") keeps that zone instead of the word.
 */
export function timeForVisitor(
  time: { start: number; label: string },
  businessZone: string,
  visitorZone: string | undefined,
): string {
  if (!visitorZone || visitorZone === businessZone) return time.label;
  const at = new Date(time.start);
  const business = formatsOf(businessZone);
  const visitor = formatsOf(visitorZone);
  const local = spaced(visitor.time.format(at));
  const sameDate = visitor.date.format(at) === business.date.format(at);
  const businessTime = spaced(business.time.format(at));
  if (sameDate && local === businessTime) return time.label;
  const plain = spaced(time.label) === businessTime;
  const theirs = plain
    ? bookingOfferCopy.businessTime(time.label, zoneWord(businessZone, at))
    : time.label;
  const own = sameDate ? local : `${visitor.weekday.format(at)} ${local}`;
  return `${theirs} ${bookingOfferCopy.yourTime(own)}`;
}
