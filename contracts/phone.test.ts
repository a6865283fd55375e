import { describe, expect, it } from "vitest";
import { displayPhone } from "./phone";

describe("displayPhone", () => {
  it("writes a stored US number the way people read it", () => {
    expect(displayPhone("+16305550199")).toBe("(630) 555-0199");
    expect(displayPhone("+16305550188")).toBe("(630) 555-0188");
  });

  it("leaves any other number as it is", () => {
    expect(displayPhone("+442071234567")).toBe("+442071234567");
    expect(displayPhone("630-555-0199")).toBe("630-555-0199");
    expect(displayPhone("")).toBe("");
  });

  it("keeps a +1 number outside the US in E.164, so a Caribbean or Canadian number shows its code", () => {
    expect(displayPhone("+18765550123")).toBe("+18765550123");
    expect(displayPhone("+14165550123")).toBe("+14165550123");
  });
});
