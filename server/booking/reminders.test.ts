import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { site } from "../../content/site";
import { reminderSendTime, reminderTimes } from "./reminders";
import { dayWord, reminderText } from "./reminders-send";

/*
 * Issue 55: when a visit's reminders are due, on the business's clock, on an ordinary day
 * and on both DST days of 2027 in Chicago (14 March, 7 November); and when one due at a
 * moment of the quiet hours goes instead.
 */

const zone = site.timeZone;
const hours = { quietHours: [20, 9] as const, timeZone: zone };
/** An instant given on the business's wall clock. */
const at = (local: string): number => DateTime.fromISO(local, { zone }).toMillis();
/** An instant as the business's wall clock reads it, with its offset. */
const local = (date: Date) => DateTime.fromJSDate(date, { zone }).toFormat("yyyy-MM-dd'T'HH:mm ZZ");
const times = (start: string) =>
  Object.fromEntries(reminderTimes(at(start)).map((time) => [time.kind, local(time.at)]));

describe("the reminders' times", () => {
  it("are the day before at the visit's time, and 2 hours before, on an ordinary day", () => {
    expect(times("2027-03-02T10:00")).toEqual({
      visit_reminder_day: "2027-03-01T10:00 -06:00",
      visit_reminder_soon: "2027-03-02T08:00 -06:00",
    });
  });

  it("keep the wall clock across the spring change: the day before is 23 hours before", () => {
    // Sunday 14 March 2027 at 11:00 CDT; Saturday was still CST.
    expect(times("2027-03-14T11:00")).toEqual({
      visit_reminder_day: "2027-03-13T11:00 -06:00",
      visit_reminder_soon: "2027-03-14T09:00 -05:00",
    });
    const [day] = reminderTimes(at("2027-03-14T11:00"));
    expect(at("2027-03-14T11:00") - (day?.at.getTime() ?? 0)).toBe(23 * 3_600_000);
    // Monday 15 March: the day before is the change's own day, after 2:00.
    expect(times("2027-03-15T10:00").visit_reminder_day).toBe("2027-03-14T10:00 -05:00");
  });

  it("keep the wall clock across the fall change: the day before is 25 hours before", () => {
    // Sunday 7 November 2027 at 11:00 CST; Saturday was still CDT.
    expect(times("2027-11-07T11:00")).toEqual({
      visit_reminder_day: "2027-11-06T11:00 -05:00",
      visit_reminder_soon: "2027-11-07T09:00 -06:00",
    });
    const [day] = reminderTimes(at("2027-11-07T11:00"));
    expect(at("2027-11-07T11:00") - (day?.at.getTime() ?? 0)).toBe(25 * 3_600_000);
    expect(times("2027-11-08T10:00").visit_reminder_day).toBe("2027-11-07T10:00 -06:00");
  });

  it("wait for the end of the quiet hours, on both DST days too", () => {
    const sendAt = (due: string, start: string) => {
      const when = reminderSendTime(new Date(at(due)), at(start), hours);
      return when && local(when);
    };
    expect(sendAt("2027-03-02T08:00", "2027-03-02T10:00")).toBe("2027-03-02T09:00 -06:00");
    expect(sendAt("2027-03-14T08:00", "2027-03-14T10:00")).toBe("2027-03-14T09:00 -05:00");
    expect(sendAt("2027-11-07T08:00", "2027-11-07T10:00")).toBe("2027-11-07T09:00 -06:00");
    expect(sendAt("2027-11-06T19:59", "2027-11-07T10:00")).toBe("2027-11-06T19:59 -05:00");
  });

  it("are not sent when the quiet hours end less than an hour before the visit", () => {
    const early = reminderSendTime(new Date(at("2027-03-02T07:30")), at("2027-03-02T09:30"), hours);
    expect(early).toBeUndefined();
    // Due while the server was down, found after the visit began.
    const late = reminderSendTime(new Date(at("2027-03-02T10:30")), at("2027-03-02T10:00"), hours);
    expect(late).toBeUndefined();
  });
});

describe("the reminder's words", () => {
  it("say today or tomorrow on the business's calendar", () => {
    const start = at("2027-11-07T10:00");
    expect(dayWord(new Date(at("2027-11-06T10:00")), start, zone)).toBe("tomorrow");
    expect(dayWord(new Date(at("2027-11-07T08:00")), start, zone)).toBe("today");
    expect(dayWord(new Date(at("2027-11-05T23:00")), start, zone)).toBeUndefined();
  });

  it("keep the link and the STOP line whole in the text", () => {
    const link = "https://example-contractor.com/book/abc.def";
    const text = reminderText("Dana Smith", "tomorrow", at("2027-03-02T10:00"), link);
    expect(text).toMatch(
      /^.+: Hi Dana, a reminder of your free estimate visit tomorrow, Tuesday, March 2 at 10:00\sAM\. To change or cancel: https:\/\/example-contractor\.com\/book\/abc\.def Reply STOP to opt out$/u,
    );
    const long = reminderText("D".repeat(400), undefined, at("2027-03-02T10:00"), link);
    expect(long.length).toBeLessThanOrEqual(320);
    expect(long).toContain(`${link} Reply STOP to opt out`);
  });
});
