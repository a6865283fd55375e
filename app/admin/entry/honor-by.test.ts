import { describe, expect, it } from "vitest";
import { formatHonorBy } from "./honor-by";

const now = Date.parse("2026-03-03T15:00:00Z");

describe("formatHonorBy", () => {
  it("names the weekday and the day, as the business says it", () => {
    expect(formatHonorBy("2026-03-17T15:00:00Z", now)).toBe("Tuesday, March 17");
  });

  it("counts the day on the business's clock, not the browser's or UTC's", () => {
    // 3 AM UTC on the 18th is still the evening of the 17th in Illinois.
    expect(formatHonorBy("2026-03-18T03:00:00Z", now)).toBe("Tuesday, March 17");
  });

  it("adds the year when the day falls in another one", () => {
    expect(formatHonorBy("2027-01-05T15:00:00Z", now)).toBe("Tuesday, January 5, 2027");
  });
});
