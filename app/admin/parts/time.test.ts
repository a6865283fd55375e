import { describe, expect, it } from "vitest";
import { formatAge, formatDateTime, formatMinutes } from "./time";

const now = Date.parse("2026-03-03T20:00:00Z");
const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

describe("formatAge", () => {
  it("counts minutes, then hours, then days", () => {
    expect(formatAge(ago(0.5), now)).toBe("just now");
    expect(formatAge(ago(7), now)).toBe("7 min ago");
    expect(formatAge(ago(59), now)).toBe("59 min ago");
    expect(formatAge(ago(60), now)).toBe("1 h ago");
    expect(formatAge(ago(60 * 23 + 59), now)).toBe("23 h ago");
    expect(formatAge(ago(60 * 24), now)).toBe("1 day ago");
    expect(formatAge(ago(60 * 24 * 9), now)).toBe("9 days ago");
  });

  it("says just now for a clock slightly ahead, or a date it cannot read", () => {
    expect(formatAge(ago(-3), now)).toBe("just now");
    expect(formatAge("not a date", now)).toBe("just now");
  });
});

describe("formatMinutes", () => {
  it("reads as the response clock: minutes, hours and minutes, days and hours", () => {
    expect(formatMinutes(0)).toBe("0 min");
    expect(formatMinutes(8)).toBe("8 min");
    expect(formatMinutes(60)).toBe("1 h");
    expect(formatMinutes(125)).toBe("2 h 5 min");
    expect(formatMinutes(60 * 24)).toBe("1 day");
    expect(formatMinutes(60 * 27)).toBe("1 day 3 h");
    expect(formatMinutes(60 * 50)).toBe("2 days 2 h");
  });

  it("rounds a median that falls between two minutes", () => {
    expect(formatMinutes(17.5)).toBe("18 min");
  });
});

describe("formatDateTime", () => {
  it("gives month, day and time on the owner's clock, the year only when it is another", () => {
    expect(formatDateTime("2026-03-03T20:15:00Z", now, "America/Chicago")).toBe("Mar 3, 2:15 PM");
    expect(formatDateTime("2025-12-30T15:05:00Z", now, "America/Chicago")).toBe(
      "Dec 30, 2025, 9:05 AM",
    );
  });
});
