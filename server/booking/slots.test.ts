import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { site } from "../../content/site";
import { type Availability, bookableRange, defaultAvailability, openSlots } from "./slots";

const zone = site.timeZone;
const rules = (changes: Partial<Availability> = {}): Availability => ({
  ...defaultAvailability(zone),
  ...changes,
});
/** An instant given on the business's wall clock. */
const at = (local: string): number => DateTime.fromISO(local, { zone }).toMillis();
const utc = (ms: number): string => new Date(ms).toISOString();
const none = { busy: [], visits: [] };

function timesOn(
  date: string,
  r: Availability,
  extra: Partial<Parameters<typeof openSlots>[1]> = {},
) {
  const days = openSlots(r, { now: at(`${date}T00:00`) - 3 * 86_400_000, ...none, ...extra });
  return days.find((d) => d.date === date)?.slots.map((s) => s.time);
}

describe("the slot rules", () => {
  it("offers the weekly windows on the step, each visit ending by the window's close", () => {
    // Monday 1 March 2027: 8:00-17:00, a 60-minute visit, a 30-minute step.
    const monday = timesOn("2027-03-01", rules());
    expect(monday?.[0]).toBe("08:00");
    expect(monday?.at(-1)).toBe("16:00");
    expect(monday).toHaveLength(17);
    expect(timesOn("2027-03-06", rules())).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00"]);
    expect(timesOn("2027-03-07", rules())).toBeUndefined(); // Sunday: no window
  });

  it("puts start times on the step", () => {
    const hourly = timesOn("2027-03-01", rules({ stepMinutes: 60 }));
    expect(hourly).toEqual(
      ["08", "09", "10", "11", "12", "13", "14", "15", "16"].map((h) => `${h}:00`),
    );
  });

  it("keeps the travel buffer before and after a booked visit and a busy event", () => {
    const visit = { start: at("2027-03-01T10:00"), end: at("2027-03-01T11:00") };
    const times = timesOn("2027-03-01", rules(), { visits: [visit] });
    expect(times).toContain("08:30"); // ends 9:30, 30 minutes before 10:00
    for (const t of ["09:00", "09:30", "10:00", "10:30", "11:00"]) expect(times).not.toContain(t);
    expect(times).toContain("11:30");
    const busy = { start: at("2027-03-01T13:00"), end: at("2027-03-01T13:15") };
    const around = timesOn("2027-03-01", rules(), { busy: [busy] });
    expect(around).toContain("11:30");
    expect(around).not.toContain("12:00");
    expect(around).not.toContain("13:00");
    expect(around).toContain("14:00"); // 13:15 + 30 = 13:45, next step 14:00
  });

  it("starts at the next business day (minimum notice)", () => {
    // Friday noon: Saturday has a window.
    expect(bookableRange(rules(), at("2027-03-05T12:00")).first).toBe("2027-03-06");
    // Saturday: Sunday has none, so Monday.
    expect(bookableRange(rules(), at("2027-03-06T08:00")).first).toBe("2027-03-08");
    // A day off is not a business day either.
    const off = rules({ daysOff: [{ from: "2027-03-06", to: "2027-03-06" }] });
    expect(bookableRange(off, at("2027-03-05T12:00")).first).toBe("2027-03-08");
    // Late at night counts the business's clock, not UTC's (23:30 Chicago is the next day UTC).
    const days = openSlots(rules(), { now: at("2027-03-01T23:30"), ...none });
    expect(days[0]?.date).toBe("2027-03-02");
  });

  it("stops at the horizon, counted in calendar days", () => {
    const days = openSlots(rules(), { now: at("2027-03-01T09:00"), ...none });
    expect(days.at(-1)?.date).toBe("2027-03-15");
    const week = openSlots(rules({ horizonDays: 7 }), { now: at("2027-03-01T09:00"), ...none });
    expect(week.at(-1)?.date).toBe("2027-03-08");
  });

  it("offers nothing on a day at its cap", () => {
    const visits = ["08:00", "11:00", "14:00"].map((t) => ({
      start: at(`2027-03-02T${t}`),
      end: at(`2027-03-02T${t}`) + 3_600_000,
    }));
    expect(timesOn("2027-03-02", rules(), { visits })).toBeUndefined();
    expect(timesOn("2027-03-02", rules(), { visits: visits.slice(1) })).toContain("08:00");
    expect(timesOn("2027-03-02", rules({ dailyCap: 4 }), { visits })).toContain("16:00");
  });

  it("offers nothing on days off", () => {
    const off = rules({ daysOff: [{ from: "2027-03-02", to: "2027-03-04" }] });
    const dates = openSlots(off, { now: at("2027-03-01T09:00"), ...none }).map((d) => d.date);
    expect(dates).not.toContain("2027-03-02");
    expect(dates).not.toContain("2027-03-04");
    expect(dates).toContain("2027-03-05");
  });

  it("keeps 8:00 at 8:00 on the wall clock across the spring change (14 March 2027)", () => {
    const days = openSlots(rules(), { now: at("2027-03-10T09:00"), ...none });
    const first = (date: string) => days.find((d) => d.date === date)?.slots[0];
    expect(utc(first("2027-03-12")?.start ?? 0)).toBe("2027-03-12T14:00:00.000Z"); // CST
    expect(utc(first("2027-03-15")?.start ?? 0)).toBe("2027-03-15T13:00:00.000Z"); // CDT
    expect(first("2027-03-15")?.zone).toBe("CDT");
  });

  it("skips the missing hour on the spring-forward night, counting real minutes", () => {
    const night = rules({ windows: [{ weekday: 7, start: "01:00", end: "04:00" }] });
    const days = openSlots(night, { now: at("2027-03-12T09:00"), ...none });
    const sunday = days.find((d) => d.date === "2027-03-14")?.slots ?? [];
    expect(sunday.map((s) => s.time)).toEqual(["01:00", "01:30", "03:00"]);
    expect(sunday.every((s) => s.end - s.start === 3_600_000)).toBe(true);
  });

  it("offers the repeated hour twice, told apart by zone, on the fall-back night (7 November 2027)", () => {
    const night = rules({ windows: [{ weekday: 7, start: "00:00", end: "03:00" }] });
    const days = openSlots(night, { now: at("2027-11-05T09:00"), ...none });
    const sunday = days.find((d) => d.date === "2027-11-07")?.slots ?? [];
    expect(sunday.map((s) => `${s.time} ${s.zone}`)).toEqual([
      "00:00 CDT",
      "00:30 CDT",
      "01:00 CDT",
      "01:30 CDT",
      "01:00 CST",
      "01:30 CST",
      "02:00 CST",
    ]);
    const monday = openSlots(rules(), { now: at("2027-11-05T09:00"), ...none }).find(
      (d) => d.date === "2027-11-08",
    );
    expect(utc(monday?.slots[0]?.start ?? 0)).toBe("2027-11-08T14:00:00.000Z");
  });
});
