import { describe, expect, it } from "vitest";
import { quoteRequestSchema, toFieldErrors } from "./quote-schema";

const base = {
  name: "Ana Lopez",
  email: "ana@example.com",
  service: "Roofing",
  message: "The roof leaks over the porch.",
  smsConsent: "No",
};

describe("the project's optional details", () => {
  it("are optional, and empty means not given", () => {
    expect(quoteRequestSchema.safeParse(base).success).toBe(true);
    const empty = { ...base, zip: "", contactPreference: "", bestTime: "" };
    expect(quoteRequestSchema.safeParse(empty).success).toBe(true);
  });

  it("accept a ZIP code, a way to reach the visitor and a time of day", () => {
    const parsed = quoteRequestSchema.parse({
      ...base,
      zip: " 60601 ",
      contactPreference: "text",
      bestTime: "evening",
    });
    expect(parsed).toMatchObject({ zip: "60601", contactPreference: "text", bestTime: "evening" });
    expect(quoteRequestSchema.safeParse({ ...base, zip: "60601-1234" }).success).toBe(true);
  });

  it("refuse anything else with a message on the field", () => {
    const result = quoteRequestSchema.safeParse({
      ...base,
      zip: "6060",
      contactPreference: "fax",
      bestTime: "midnight",
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors(result.error)).toEqual({
      zip: "Please enter a 5-digit ZIP code",
      contactPreference: "Please choose call, text or email",
      bestTime: "Please choose morning, afternoon or evening",
    });
  });
});
