import { describe, expect, it } from "vitest";
import { z } from "zod";
import { reviewFields } from "./reviews";
import { reviewSchedule } from "../reviews/schedule";

const schema = z.object(reviewFields);

describe("the review requests' settings", () => {
  it("defaults to two hours, reminders on days 3 and 7, quiet from 20:00 to 9:00", () => {
    const settings = schema.parse({});
    expect(settings.REVIEW_REQUESTS).toBe(true);
    expect(reviewSchedule(settings)).toMatchObject({
      delayMinutes: 120,
      reminderDays: [3, 7],
      quietHours: [20, 9],
      timeZone: "America/Chicago",
    });
  });

  it("takes fractions, no quiet hours when empty, and off", () => {
    const settings = schema.parse({
      REVIEW_REQUESTS: "off",
      REVIEW_REQUEST_DELAY_MINUTES: "0.01",
      REVIEW_QUIET_HOURS: "",
      REVIEW_REMINDER_DAYS: "0.0005,0.001",
    });
    expect(settings.REVIEW_REQUESTS).toBe(false);
    expect(reviewSchedule(settings)).toMatchObject({
      delayMinutes: 0.01,
      reminderDays: [0.0005, 0.001],
      quietHours: undefined,
    });
  });

  it("refuses a third reminder and malformed hours", () => {
    expect(schema.safeParse({ REVIEW_REMINDER_DAYS: "1,2,3" }).success).toBe(false);
    expect(schema.safeParse({ REVIEW_REMINDER_DAYS: "-1" }).success).toBe(false);
    expect(schema.safeParse({ REVIEW_QUIET_HOURS: "evening" }).success).toBe(false);
  });
});
