import { describe, expect, it } from "vitest";
import { hasUntypable, replaceUntypable } from "./untypable";

describe("what no person types", () => {
  it("replaces ESC, NUL, C1 controls and bidi marks with U+FFFD, and keeps emoji whole", () => {
    const family =
      "\u{1F469}\u200D\u{1F469}\u200D\u{1F467} \u2764\uFE0F \u{1F3F4}\u{E0067}\u{E007F}";
    expect(replaceUntypable("a\u001b[31mb\u0000\u0085\u202E\u2066\u200F c")).toBe(
      "a\uFFFD[31mb\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD c",
    );
    expect(replaceUntypable(family)).toBe(family);
    expect(hasUntypable(family)).toBe(false);
  });

  it("keeps a message's tabs and line breaks, but not a lone carriage return", () => {
    expect(replaceUntypable("one\r\ntwo\n\tthree\rfour", { multiline: true })).toBe(
      "one\r\ntwo\n\tthree\uFFFDfour",
    );
    expect(replaceUntypable("one\ntwo")).toBe("one\uFFFDtwo");
  });
});
