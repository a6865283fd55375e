import { describe, expect, it } from "vitest";
import {
  heldReviewTimes,
  outsideQuietHours,
  quietUntil,
  reviewTimes,
  type ReviewSchedule,
} from "./schedule";
import { parseQuietHours } from "../config/reviews";

const chicago: ReviewSchedule = {
  delayMinutes: 120,
  reminderDays: [3, 7],
  quietHours: [20, 9],
  timeZone: "America/Chicago",
};

describe("the review request's schedule", () => {
  it("reads the quiet hours, empty for none", () => {
    expect(parseQuietHours("20-9")).toEqual([20, 9]);
    expect(parseQuietHours(" 22 - 7 ")).toEqual([22, 7]);
    expect(parseQuietHours("")).toBe("none");
    expect(parseQuietHours("9-9")).toBeUndefined();
    expect(parseQuietHours("evening")).toBeUndefined();
    expect(parseQuietHours("25-3")).toBeUndefined();
  });

  it("sends after the delay when that is a decent local hour", () => {
    // 15:00 in Chicago (CST, UTC-6).
    const completed = new Date("2026-11-26T21:00:00Z");
    const [request, first, second] = reviewTimes(completed, chicago);
    expect(request?.toISOString()).toBe("2026-11-26T23:00:00.000Z");
    expect(first?.toISOString()).toBe("2026-11-29T23:00:00.000Z");
    expect(second?.toISOString()).toBe("2026-12-03T23:00:00.000Z");
  });

  it("waits for 9:00 local when the delay ends in the night", () => {
    // 19:30 in Chicago: two hours on is 21:30, quiet; the next morning at 9:00 is 15:00 UTC.
    const [request] = reviewTimes(new Date("2026-11-27T01:30:00Z"), chicago);
    expect(request?.toISOString()).toBe("2026-11-27T15:00:00.000Z");
  });

  it("honors daylight saving time as the local clock reads", () => {
    // 2026-03-08: Chicago springs forward; 9:00 CDT is 14:00 UTC.
    const at = outsideQuietHours(new Date("2026-03-08T05:00:00Z"), chicago);
    expect(at.toISOString()).toBe("2026-03-08T14:00:00.000Z");
  });

  it("sends at once with no quiet hours, and takes fractions of a day", () => {
    const schedule = {
      ...chicago,
      delayMinutes: 0,
      reminderDays: [0.0005, 0.001],
      quietHours: undefined,
    };
    const completed = new Date("2026-11-27T03:00:00Z");
    const times = reviewTimes(completed, schedule).map((at) => at.getTime() - completed.getTime());
    expect(times).toEqual([0, 43_200, 86_400]);
  });

  it("keeps at most two reminders", () => {
    expect(reviewTimes(new Date(), { ...chicago, reminderDays: [1, 2, 3] })).toHaveLength(3);
  });

  it("tells a sender at 23:30 in Chicago to wait for 9:00 the next morning, and one at 10:00 to go", () => {
    // 2026-11-26 is in CST (UTC-6): 23:30 is 05:30 UTC the next day, 9:00 is 15:00 UTC.
    expect(quietUntil(new Date("2026-11-27T05:30:00Z"), chicago)?.toISOString()).toBe(
      "2026-11-27T15:00:00.000Z",
    );
    expect(quietUntil(new Date("2026-11-26T16:00:00Z"), chicago)).toBeUndefined();
    expect(
      quietUntil(new Date("2026-11-27T05:30:00Z"), { ...chicago, quietHours: undefined }),
    ).toBeUndefined();
  });

  it("holds a request sent at once for the undo, the reminders moved with it", () => {
    const at = new Date("2026-11-26T16:00:00Z");
    const byHand = { ...chicago, delayMinutes: 0, reminderDays: [1] };
    const times = heldReviewTimes(at, byHand, 10_000).map((t) => t.toISOString());
    expect(times).toEqual(["2026-11-26T16:00:10.000Z", "2026-11-27T16:00:10.000Z"]);
    // A request already due later than the hold is not moved.
    expect(heldReviewTimes(at, chicago, 10_000)).toEqual(reviewTimes(at, chicago));
  });
});
