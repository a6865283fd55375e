import { describe, expect, it } from "vitest";
import { quoteAnswer, quoteAnswerSchema } from "./quote-answer";

const path = "/book/AB12-CD34.abcdefghijklmnopqrstuv";

describe("the quote request's answer", () => {
  it("carries the booking path when there is one, and no key when there is none", () => {
    expect(quoteAnswer("AB12-CD34", path)).toEqual({
      success: true,
      id: "AB12-CD34",
      booking: path,
    });
    expect(Object.keys(quoteAnswer("AB12-CD34", undefined))).toEqual(["success", "id"]);
  });

  it("accepts only a path to our own booking page", () => {
    const parse = (booking: string) =>
      quoteAnswerSchema.safeParse({ success: true, id: "x", booking }).success;
    expect(parse(path)).toBe(true);
    expect(parse("https://evil.example/book/AB12-CD34.abcdefghijklmnopqrstuv")).toBe(false);
    expect(parse("javascript:alert(1)")).toBe(false);
    expect(parse("//evil.example/book/AB12-CD34.abcdefghijklmnopqrstuv")).toBe(false);
    expect(parse("/book/AB12-CD34.short")).toBe(false);
  });
});
