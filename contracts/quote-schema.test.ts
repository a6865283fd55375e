import { describe, expect, it } from "vitest";
import {
  quoteRequestSchema,
  firstInvalidField,
  messages,
  toFieldErrors,
  validateQuoteForm,
  type QuoteFormData,
} from "./quote-schema";

const valid: QuoteFormData = {
  name: "Dana Whitfield",
  email: "dana@example.com",
  phone: "",
  services: ["kitchens"],
  message: "We want to open up the kitchen wall.",
  smsConsent: false,
};

describe("validateQuoteForm", () => {
  it("accepts a complete request", () => {
    expect(validateQuoteForm(valid)).toEqual({});
  });

  it("reports every field of an empty form at once", () => {
    const errors = validateQuoteForm({
      name: "",
      email: "",
      phone: "",
      services: [],
      message: "",
      smsConsent: false,
    });
    expect(errors).toEqual({
      name: messages.nameRequired,
      email: messages.contactRequired,
      phone: messages.contactRequired,
      services: messages.servicesRequired,
      message: messages.messageRequired,
    });
    expect(firstInvalidField(errors)).toBe("name");
  });

  it("requires two characters of name after trimming", () => {
    expect(validateQuoteForm({ ...valid, name: " a " }).name).toBe(messages.nameShort);
  });

  it("rejects digits and line breaks in a name", () => {
    expect(validateQuoteForm({ ...valid, name: "R2D2" }).name).toBe(messages.nameLetters);
    expect(validateQuoteForm({ ...valid, name: "Eve\r\nBcc: x" }).name).toBe(messages.nameLetters);
    expect(validateQuoteForm({ ...valid, name: "Mary-Jane O'Neil" }).name).toBeUndefined();
    expect(validateQuoteForm({ ...valid, name: "José Álvarez" }).name).toBeUndefined();
  });

  it("accepts a phone instead of an email", () => {
    expect(validateQuoteForm({ ...valid, email: "", phone: "(630) 555-0142" })).toEqual({});
  });

  it.each([
    ["630555014", false],
    ["6305550142", true],
    ["+1 630 555 0142", true],
    ["0630555014", false],
    ["+12345678901234567", false],
    ["1234567890123456", true],
    ["630-555-01a2", false],
  ])("phone %s valid=%s", (phone, ok) => {
    const errors = validateQuoteForm({ ...valid, email: "", phone });
    expect(errors.phone === undefined).toBe(ok);
    if (!ok) expect(errors.phone).toBe(messages.phoneInvalid);
  });

  it.each(["dana", "dana@", "dana@example", "da na@example.com", "dana@example.com\r\nBcc: x"])(
    "rejects the email %j",
    (email) => {
      expect(validateQuoteForm({ ...valid, email }).email).toBe(messages.emailInvalid);
    },
  );

  it("checks message length, and only length when the message is optional", () => {
    expect(validateQuoteForm({ ...valid, message: "short" }).message).toBe(messages.messageShort);
    expect(validateQuoteForm({ ...valid, message: "" }, { requireMessage: false })).toEqual({});
    expect(
      validateQuoteForm({ ...valid, message: "short" }, { requireMessage: false }).message,
    ).toBe(messages.messageShort);
  });
});

describe("quoteRequestSchema", () => {
  const payload = {
    name: "Dana Whitfield",
    email: "",
    phone: "6305550142",
    service: "Kitchen Remodeling, Tile Work",
    message: "Financing inquiry",
    smsConsent: "Yes",
    type: "contact",
  };

  it("accepts the contract's payload", () => {
    expect(quoteRequestSchema.safeParse(payload).success).toBe(true);
  });

  it("maps an empty service to the services field", () => {
    const result = quoteRequestSchema.safeParse({ ...payload, service: " " });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toFieldErrors(result.error).services).toBe(messages.servicesRequired);
    }
  });

  it("rejects wrong types and unknown consent values", () => {
    const result = quoteRequestSchema.safeParse({ ...payload, name: 42, smsConsent: "maybe" });
    expect(result.success).toBe(false);
    if (!result.success) {
      const errors = toFieldErrors(result.error);
      expect(errors.name).toBeDefined();
      expect(errors.smsConsent).toBe(messages.consentInvalid);
    }
  });
});

describe("what no person types", () => {
  const payload = {
    name: "Dana Whitfield",
    email: "dana@example.com",
    phone: "6305550142",
    service: "Kitchens",
    message: "We want to open up the kitchen wall.",
    smsConsent: "No",
  };
  const errorsFor = (changes: Record<string, string>) => {
    const result = quoteRequestSchema.safeParse({ ...payload, ...changes });
    return result.success ? {} : toFieldErrors(result.error);
  };

  it.each([
    ["NUL", "\u0000"],
    ["ESC", "\u001b[8m"],
    ["a C1 control", "\u009b"],
    ["a right-to-left override", "\u202e"],
    ["a bidi isolate", "\u2066"],
  ])("refuses %s in every field, with each field's message", (_label, bad) => {
    expect(errorsFor({ name: `Dana${bad}` })).toEqual({ name: messages.nameLetters });
    expect(errorsFor({ email: `dana${bad}@example.com` })).toEqual({
      email: messages.emailInvalid,
    });
    expect(errorsFor({ phone: `630555${bad}0142` })).toEqual({ phone: messages.phoneInvalid });
    expect(errorsFor({ service: `Kitchens${bad}` })).toEqual({
      services: messages.charactersInvalid,
    });
    expect(errorsFor({ message: `We want a new kitchen${bad} wall.` })).toEqual({
      message: messages.charactersInvalid,
    });
  });

  it("refuses a line break hidden in a phone number, which normalising would remove", () => {
    expect(errorsFor({ phone: "630555\n0142" })).toEqual({ phone: messages.phoneInvalid });
  });

  it("keeps the line breaks and tabs a person types in a message", () => {
    expect(errorsFor({ message: "Line one\r\nLine two\n\tindented" })).toEqual({});
  });

  it("puts a limit no person reaches on every free-text field", () => {
    expect(errorsFor({ email: `${"a".repeat(600)}@example.com` })).toEqual({
      email: messages.emailInvalid,
    });
    expect(errorsFor({ phone: "1".repeat(70) })).toEqual({ phone: messages.phoneInvalid });
    expect(errorsFor({ service: "k".repeat(1_001) })).toEqual({ services: messages.serviceLong });
    expect(errorsFor({ message: "m".repeat(5_001) })).toEqual({ message: messages.messageLong });
    expect(
      quoteRequestSchema.safeParse({ ...payload, captchaToken: "t".repeat(10_001) }).success,
    ).toBe(false);
    expect(quoteRequestSchema.safeParse({ ...payload, captchaToken: "tok\u0000en" }).success).toBe(
      false,
    );
  });

  it("shows the same message in the browser form", () => {
    expect(validateQuoteForm({ ...valid, message: "A new kitchen\u202e please." })).toEqual({
      message: messages.charactersInvalid,
    });
    expect(validateQuoteForm({ ...valid, services: ["kitchens\u0007"] })).toEqual({
      services: messages.charactersInvalid,
    });
  });
});
