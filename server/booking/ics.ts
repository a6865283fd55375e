import ICAL from "ical.js";
import { DateTime } from "luxon";
import { findIana } from "windows-iana";
import type { Interval } from "./slots";

/**
 * The owner's busy times from an iCalendar feed (issue 55, decision 244). ical.js reads the
 * file and expands each recurrence with its EXDATEs and RECURRENCE-ID overrides; this module
 * only decides what is busy and turns local times into instants:
 * - a time whose TZID the feed defines (VTIMEZONE) is ical.js's to convert;
 * - a TZID the feed leaves undefined is an IANA name or, from Outlook, a Windows one
 *   ("Central Standard Time"), mapped to IANA by windows-iana (CLDR's table);
 * - a floating time, and an all-day event's dates, are the business's own clock.
 * Free time (TRANSP:TRANSPARENT) and cancelled events or occurrences block nothing.
 */

/** Occurrences one event may expand to before it is given up on (a daily event since 1990). */
const maxOccurrences = 20_000;

type Range = { from: number; to: number; zone: string };

/**
 * Converting a local time with its zone is slow (Intl); most events of a long feed are far
 * from the range. A time read as if it were UTC is within 14 hours of the truth, so with two
 * days of slack the far ones are skipped before they are converted. An override moved more
 * than two days from its slot is the exception this gives up.
 */
const slack = 2 * 86_400_000;
const rough = (time: ICAL.Time) =>
  Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
const near = (time: ICAL.Time, range: Range) =>
  rough(time) >= range.from - slack - 366 * 86_400_000 && rough(time) <= range.to + slack;

/** An IANA zone for a TZID, or undefined when neither Intl nor CLDR's Windows table knows it. */
export function ianaZone(tzid: string | undefined): string | undefined {
  if (!tzid) return undefined;
  const name = tzid.replace(/^\/+/, "");
  if (DateTime.local().setZone(name).isValid) return name;
  return findIana(name)[0];
}

/** The instant of an ical.js time; `tzid` is the parameter its property carried. */
function instant(time: ICAL.Time, tzid: string | undefined, zone: string): number {
  const resolved = time.zone && time.zone !== ICAL.Timezone.localTimezone;
  if (resolved && !time.isDate) return time.toUnixTime() * 1000;
  const local = DateTime.fromObject(
    {
      year: time.year,
      month: time.month,
      day: time.day,
      hour: time.isDate ? 0 : time.hour,
      minute: time.isDate ? 0 : time.minute,
      second: time.isDate ? 0 : time.second,
    },
    { zone: (time.isDate ? undefined : ianaZone(tzid)) ?? zone },
  );
  return local.toMillis();
}

const text = (component: ICAL.Component, name: string): string =>
  String(component.getFirstPropertyValue(name) ?? "").toUpperCase();

/** Busy unless marked free or cancelled. */
function blocks(component: ICAL.Component): boolean {
  return text(component, "transp") !== "TRANSPARENT" && text(component, "status") !== "CANCELLED";
}

function tzidOf(component: ICAL.Component, name: string): string | undefined {
  const value = component.getFirstProperty(name)?.getParameter("tzid");
  return typeof value === "string" ? value : undefined;
}

function intervalOf(
  event: ICAL.Event,
  start: ICAL.Time,
  end: ICAL.Time,
  range: Range,
): Interval | undefined {
  const source = event.component;
  const from = instant(start, tzidOf(source, "dtstart"), range.zone);
  let to = instant(end, tzidOf(source, "dtend") ?? tzidOf(source, "dtstart"), range.zone);
  // An all-day event without DTEND lasts its one day (RFC 5545 3.6.1).
  if (start.isDate && to <= from)
    to = DateTime.fromMillis(from, { zone: range.zone }).plus({ days: 1 }).toMillis();
  if (to <= range.from || from >= range.to) return undefined;
  return { start: from, end: Math.max(from, to) };
}

/** The busy intervals of one feed's text that touch [from, to). */
export function busyTimes(feed: string, range: Range): Interval[] {
  const calendar = new ICAL.Component(ICAL.parse(feed));
  const components = calendar.getAllSubcomponents("vevent");
  // Each Event would search the whole calendar for its exceptions (quadratic in a long
  // feed): they are related here instead, by UID, in one pass.
  const masters = new Map<string, ICAL.Event>();
  const orphans: ICAL.Event[] = [];
  for (const component of components) {
    if (component.hasProperty("recurrence-id")) continue;
    const event = new ICAL.Event(component, { exceptions: [] });
    masters.set(event.uid, event);
  }
  for (const component of components) {
    if (!component.hasProperty("recurrence-id")) continue;
    const override = new ICAL.Event(component, { exceptions: [] });
    const master = masters.get(override.uid);
    if (master) master.relateException(override);
    else orphans.push(override);
  }

  const busy: Interval[] = [];
  const add = (event: ICAL.Event, start: ICAL.Time, end: ICAL.Time) => {
    if (!blocks(event.component)) return;
    const interval = intervalOf(event, start, end, range);
    if (interval) busy.push(interval);
  };
  for (const event of [...masters.values(), ...orphans]) {
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      if (!near(event.startDate, range)) continue;
      add(event, event.startDate, event.endDate);
      continue;
    }
    // A cancelled series cancels every occurrence, overrides included.
    if (!blocks(event.component)) continue;
    const occurrences = event.iterator();
    for (let n = 0, next = occurrences.next(); next && n < maxOccurrences; n++) {
      // Overrides may move an occurrence a little; the series itself only goes forward.
      if (rough(next) > range.to + slack) break;
      if (rough(next) >= range.from - slack) {
        const details = event.getOccurrenceDetails(next);
        const interval = intervalOf(details.item, details.startDate, details.endDate, range);
        if (interval && blocks(details.item.component)) busy.push(interval);
      }
      next = occurrences.next();
    }
  }
  return busy.sort((a, b) => a.start - b.start);
}
