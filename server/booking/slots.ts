import { DateTime } from "luxon";
import type {
  ScheduleDaysOff,
  ScheduleRules,
  ScheduleWindow,
} from "../../contracts/admin-schedule";

/**
 * The estimate visit's slot rules (issue 55, decision 243): a pure function of the owner's
 * availability, the clock, the owner's busy times and the visits already booked. Every
 * rule is told in the business's own zone (site.timeZone), so a window of 8:00-17:00 is
 * 8:00-17:00 on the wall clock both sides of a DST change; lengths (visit, buffer) are
 * real minutes.
 */

// The rules' shape is the one the inbox's Schedule screen edits (contracts/admin-schedule.ts).
export type WeeklyWindow = ScheduleWindow;
export type DaysOff = ScheduleDaysOff;
export type Availability = ScheduleRules & { timeZone: string };

/** An instant range, epoch milliseconds, end excluded. */
export type Interval = { start: number; end: number };

/** `time` is the wall clock ("HH:MM"); `zone` its abbreviation (CDT, CST), which tells apart
 * the two 1:30s of the fall-back night. */
export type Slot = { start: number; end: number; time: string; zone: string };
export type OpenDay = { date: string; slots: Slot[] };

export const defaultAvailability = (timeZone: string): Availability => ({
  timeZone,
  windows: [1, 2, 3, 4, 5]
    .map((weekday) => ({ weekday, start: "08:00", end: "17:00" }))
    .concat([{ weekday: 6, start: "09:00", end: "12:00" }]),
  visitMinutes: 60,
  bufferMinutes: 30,
  stepMinutes: 30,
  noticeBusinessDays: 1,
  horizonDays: 14,
  dailyCap: 3,
  daysOff: [],
});

const minute = 60_000;

export function isDayOff(rules: Availability, date: string): boolean {
  return rules.daysOff.some((off) => off.from <= date && date <= off.to);
}

/** A business day has a window and is not a day off. */
export function isBusinessDay(rules: Availability, day: DateTime): boolean {
  const date = day.toISODate() ?? "";
  return rules.windows.some((w) => w.weekday === day.weekday) && !isDayOff(rules, date);
}

/** The wall-clock time on a local day as an instant, or undefined inside a spring-forward gap. */
function wallClock(day: DateTime, hhmm: string): DateTime | undefined {
  const [hour = 0, minuteOfHour = 0] = hhmm.split(":").map(Number);
  const at = day.set({ hour, minute: minuteOfHour, second: 0, millisecond: 0 });
  // Luxon moves a time that does not exist (2:30 on a spring-forward day) an hour on.
  return at.hour === hour && at.minute === minuteOfHour ? at : undefined;
}

/** The first and last local dates a visit may be booked on, as of `now`. */
export function bookableRange(rules: Availability, now: number): { first: string; last: string } {
  const today = DateTime.fromMillis(now, { zone: rules.timeZone }).startOf("day");
  let first = today;
  for (let counted = 0; counted < rules.noticeBusinessDays;) {
    first = first.plus({ days: 1 });
    if (isBusinessDay(rules, first)) counted += 1;
    if (first.diff(today, "days").days > 366) break;
  }
  const last = today.plus({ days: rules.horizonDays });
  return { first: first.toISODate() ?? "", last: last.toISODate() ?? "" };
}

/** A zone's abbreviation at an offset (CST at -360): asked of Intl once, it is slow. */
const abbreviations = new Map<string, string>();
function abbreviation(at: DateTime): string {
  const key = `${at.zoneName ?? ""}|${at.offset}`;
  let name = abbreviations.get(key);
  if (name === undefined) {
    name = at.offsetNameShort ?? "";
    abbreviations.set(key, name);
  }
  return name;
}

/** "HH:MM" of an instant at a fixed offset (minutes east of UTC). */
function clockAt(at: number, offset: number): string {
  return new Date(at + offset * minute).toISOString().slice(11, 16);
}

/** The start times a window offers on one local day, on the step from the window's start. */
export function windowStarts(rules: Availability, day: DateTime): Slot[] {
  const slots: Slot[] = [];
  const length = rules.visitMinutes * minute;
  for (const window of rules.windows.filter((w) => w.weekday === day.weekday)) {
    const opens = wallClock(day, window.start);
    const closes = wallClock(day, window.end);
    if (!opens || !closes) continue;
    // Steps count real minutes from the window's opening, so the fall-back day's repeated
    // hour is offered once per real half hour, and the spring-forward day skips the gap.
    // Asking the zone is slow (Intl): only a window that spans a change asks per slot.
    const steady = opens.offset === closes.offset;
    const steadyZone = abbreviation(opens);
    for (
      let at = opens.toMillis();
      at + length <= closes.toMillis();
      at += rules.stepMinutes * minute
    ) {
      const local = steady ? opens : DateTime.fromMillis(at, { zone: rules.timeZone });
      slots.push({
        start: at,
        end: at + length,
        time: clockAt(at, local.offset),
        zone: steady ? steadyZone : abbreviation(local),
      });
    }
  }
  return slots;
}

/** Does a visit at `slot` keep the travel buffer on both sides of `taken`? */
function clashes(slot: Slot, taken: Interval, bufferMs: number): boolean {
  return slot.start < taken.end + bufferMs && taken.start < slot.end + bufferMs;
}

/**
 * The open days and their times. `busy` is the owner's calendar; `visits` the visits booked.
 * The buffer keeps travel time on both sides of either, and a day holding `dailyCap` visits
 * offers nothing more.
 */
export function openSlots(
  rules: Availability,
  { now, busy, visits }: { now: number; busy: Interval[]; visits: Interval[] },
): OpenDay[] {
  const { first, last } = bookableRange(rules, now);
  const bufferMs = rules.bufferMinutes * minute;
  const from = DateTime.fromISO(first, { zone: rules.timeZone }).toMillis() - bufferMs;
  const to =
    DateTime.fromISO(last, { zone: rules.timeZone }).plus({ days: 1 }).toMillis() + bufferMs;
  // Ten feeds of 2,000 events each: only the few inside the horizon are compared per slot.
  const blocked = [...busy, ...visits].filter((taken) => taken.start < to && taken.end > from);
  const days: OpenDay[] = [];
  let day = DateTime.fromISO(first, { zone: rules.timeZone });
  for (; (day.toISODate() ?? "") <= last; day = day.plus({ days: 1 })) {
    const date = day.toISODate() ?? "";
    if (isDayOff(rules, date)) continue;
    const dayStart = day.toMillis();
    const dayEnd = day.plus({ days: 1 }).toMillis();
    const booked = visits.filter((v) => v.start >= dayStart && v.start < dayEnd).length;
    if (booked >= rules.dailyCap) continue;
    const slots = windowStarts(rules, day).filter(
      (slot) => slot.start >= now && !blocked.some((taken) => clashes(slot, taken, bufferMs)),
    );
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}

/** The local date ("YYYY-MM-DD") an instant falls on in the business's zone. */
export const localDate = (rules: Pick<Availability, "timeZone">, at: number): string =>
  DateTime.fromMillis(at, { zone: rules.timeZone }).toISODate() ?? "";
