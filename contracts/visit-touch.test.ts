import { describe, expect, it } from "vitest";
import { quoteRequestSchema } from "./quote-schema";
import { encodeTouch, parseTouch, touchMax, touchValueMax } from "./visit-touch";

describe("a visit's touch", () => {
  it("reads back what was encoded, in key order", () => {
    const text = encodeTouch({ gclid: "abc", path: "/contact", utm_source: "google" });
    expect(text).toBe("path=%2Fcontact&utm_source=google&gclid=abc");
    expect(parseTouch(text)).toEqual({ path: "/contact", utm_source: "google", gclid: "abc" });
  });

  it("drops a value with control characters and cuts a long one", () => {
    const text = encodeTouch({ path: "/", utm_term: "a\u0000b", utm_content: "x".repeat(400) });
    expect(parseTouch(text)).toEqual({ path: "/", utm_content: "x".repeat(touchValueMax) });
  });

  it("leaves out what would not fit in a request", () => {
    const wide = "\u00e9".repeat(touchValueMax);
    const text = encodeTouch({ path: "/", utm_source: wide, utm_medium: wide, gclid: "G" });
    expect(text.length).toBeLessThanOrEqual(touchMax);
    expect(parseTouch(text)).toMatchObject({ path: "/", utm_source: wide, gclid: "G" });
  });

  it("refuses an unknown key, a value too long and a text too long", () => {
    expect(parseTouch("path=%2F&token=1")).toBeUndefined();
    expect(parseTouch(`utm_term=${"x".repeat(touchValueMax + 1)}`)).toBeUndefined();
    expect(parseTouch(`path=${"x".repeat(touchMax)}`)).toBeUndefined();
    expect(parseTouch("")).toEqual({});
  });

  it("is optional in a quote request, and checked when given", () => {
    const request = {
      name: "Jane Doe",
      email: "jane@example.com",
      service: "Kitchen Remodeling",
      message: "A new kitchen, please.",
      smsConsent: "No",
    };
    expect(quoteRequestSchema.safeParse(request).success).toBe(true);
    const touches = { firstTouch: "path=%2F&gclid=1", lastTouch: "" };
    expect(quoteRequestSchema.safeParse({ ...request, ...touches }).success).toBe(true);
    expect(quoteRequestSchema.safeParse({ ...request, firstTouch: "cookie=1" }).success).toBe(
      false,
    );
  });
});
