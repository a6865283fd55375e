import { describe, expect, it } from "vitest";
import { isServiceSlug, titleFromSlug } from "./slug";

describe("isServiceSlug", () => {
  it("takes lowercase words joined by single hyphens", () => {
    for (const slug of ["hvac", "windows-doors", "unknown-thing", "2nd-floor-additions"]) {
      expect(isServiceSlug(slug), slug).toBe(true);
    }
  });

  it("refuses capitals, other characters, stray hyphens and the template's own name", () => {
    for (const slug of ["HVAC", "windows_doors", "a--b", "-a", "a-", "", "a b", "_template"]) {
      expect(isServiceSlug(slug), slug).toBe(false);
    }
  });

  it("takes at most 6 words and 60 characters", () => {
    expect(isServiceSlug("one-two-three-four-five-six")).toBe(true);
    expect(isServiceSlug("one-two-three-four-five-six-seven")).toBe(false);
    expect(isServiceSlug("a".repeat(60))).toBe(true);
    expect(isServiceSlug("a".repeat(61))).toBe(false);
  });
});

describe("titleFromSlug", () => {
  it("capitalises each word", () => {
    expect(titleFromSlug("windows-doors")).toBe("Windows Doors");
  });
});
