import { describe, expect, it } from "vitest";
import { isEntryStatus } from "./status";

describe("isEntryStatus", () => {
  it("knows the six statuses and nothing else", () => {
    for (const status of ["new", "contacted", "quoted", "won", "lost", "spam"]) {
      expect(isEntryStatus(status)).toBe(true);
    }
    expect(isEntryStatus("open")).toBe(false);
    expect(isEntryStatus(null)).toBe(false);
  });
});
