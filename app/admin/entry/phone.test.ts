import { describe, expect, it } from "vitest";
import { displayPhone } from "./phone";

describe("displayPhone", () => {
  it("writes a stored US number the way people read it", () => {
    expect(displayPhone("+16305550199")).toBe("(630) 555-0199");
  });

  it("leaves any other number as it is", () => {
    expect(displayPhone("+442071234567")).toBe("+442071234567");
    expect(displayPhone("630-555-0199")).toBe("630-555-0199");
  });
});
