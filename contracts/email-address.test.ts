import { describe, expect, it } from "vitest";
import { emailKey, isPlainEmail, normalizeEmail } from "./email-address";
import {
  messages,
  quoteRequestSchema,
  toFieldErrors,
  validateQuoteForm,
  type QuoteFormData,
} from "./quote-schema";

/**
 * What an attacker types into the e-mail field to make the mailer, the thank-you limit,
 * erasure or the owner's reply read something other than one plain address.
 */
const hostile = [
  ["a display name before the victim's address", "x<victim@example.org>"],
  ["the victim's address in angle brackets", "<victim@example.org>"],
  ["a Bcc added to the owner's reply", "attacker@example.net?bcc=victim%40example.org"],
  ["a subject added to the owner's reply", "victim@example.org&subject=Invoice"],
  ["a percent escape", "victim%40example.org@example.net"],
  ["a second recipient after a semicolon", "x;victim@example.org"],
  ["a second recipient after a comma", "x,victim@example.org"],
  ["a quoted local part", '"victim"@example.org'],
  ["a closing bracket", "victim@example.org>"],
] as const;

const form: QuoteFormData = {
  name: "Dana Whitfield",
  email: "dana@example.com",
  phone: "",
  services: ["kitchens"],
  message: "We want to open up the kitchen wall.",
  smsConsent: false,
};

const payload = {
  name: "Dana Whitfield",
  email: "dana@example.com",
  phone: "",
  service: "Kitchens",
  message: "We want to open up the kitchen wall.",
  smsConsent: "No",
};

describe("an attacker's e-mail address", () => {
  it.each(hostile)("%s (%j) is refused by the browser's form check", (_label, email) => {
    expect(validateQuoteForm({ ...form, email })).toEqual({ email: messages.emailInvalid });
  });

  it.each(hostile)("%s (%j) is refused by the server's schema", (_label, email) => {
    const result = quoteRequestSchema.safeParse({ ...payload, email });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(toFieldErrors(result.error)).toEqual({ email: messages.emailInvalid });
  });
});

describe("a plain address", () => {
  it.each([
    "dana@example.com",
    "Dana.Whitfield@Example.COM",
    "o'brien@example.com",
    "dana+quotes@mail.example.co.uk",
    "  dana@example.com  ",
  ])("%j is taken by the form and the schema alike", (email) => {
    expect(validateQuoteForm({ ...form, email })).toEqual({});
    expect(quoteRequestSchema.safeParse({ ...payload, email }).success).toBe(true);
  });

  it("is one address by zod's rule, of at most 254 characters", () => {
    expect(isPlainEmail("dana@example.com")).toBe(true);
    expect(isPlainEmail("x<dana@example.com>")).toBe(false);
    expect(isPlainEmail(`${"a".repeat(250)}@example.com`)).toBe(false);
  });

  it("is stored trimmed with its domain lowercased, the local part as the visitor typed it", () => {
    expect(normalizeEmail("  Dana.Whitfield@Example.COM ")).toBe("Dana.Whitfield@example.com");
  });

  it("is keyed, for the thank-you limit and erasure, all in lowercase", () => {
    expect(emailKey("  Dana.Whitfield@Example.COM ")).toBe("dana.whitfield@example.com");
    expect(emailKey("dana.whitfield@example.com")).toBe(emailKey("DANA.Whitfield@EXAMPLE.com"));
  });
});
