import { describe, expect, it } from "vitest";
import { clockTime, dayHeading, todayIn, zoneName } from "./agenda-format";

describe("the Agenda's times", () => {
  it("are the business's clock, whatever the browser's zone", () => {
    // 10:00 in Chicago on the day after the spring change (CDT, UTC-5).
    expect(clockTime("2027-03-15T15:00:00.000Z", "America/Chicago")).toBe("10:00 AM");
    // The same wall time a week before, still CST (UTC-6).
    expect(clockTime("2027-03-08T16:00:00.000Z", "America/Chicago")).toBe("10:00 AM");
    expect(dayHeading("2027-03-02")).toBe("Tuesday, March 2");
    expect(todayIn("America/Chicago", new Date("2027-03-02T04:30:00Z"))).toBe("2027-03-01");
    expect(zoneName("America/Chicago")).toBe("Central Time");
  });
});
