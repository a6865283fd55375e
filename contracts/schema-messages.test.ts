import { describe, expect, it } from "vitest";
import { quoteRequestSchema, toFieldErrors } from "./quote-schema";
import { reviewPayloadSchema, toReviewFieldErrors } from "./review-schema";

// zod/mini ships no locale. The schemas install English themselves, so the messages zod words
// on its own (a wrong type, a limit with no message of ours) read as they did under full zod,
// in the browser as on the server. This file imports nothing that would load full zod.
describe("the messages zod words itself", () => {
  const contact = {
    name: "Dana Whitfield",
    phone: "6305550142",
    service: "Kitchens",
    message: "We want to open up the kitchen wall.",
    smsConsent: "No",
  };

  it("names the type expected and the type received", () => {
    const result = quoteRequestSchema.safeParse({ ...contact, name: 42 });
    expect(result.success ? {} : toFieldErrors(result.error)).toEqual({
      name: "Invalid input: expected string, received number",
    });
    const review = reviewPayloadSchema.safeParse({ review_platforms: ["google"] });
    expect(review.success ? {} : toReviewFieldErrors(review.error)).toEqual({
      client_name: "Invalid input: expected string, received undefined",
    });
  });

  it("states a bare length limit and a wrong literal", () => {
    const long = quoteRequestSchema.safeParse({ ...contact, website: "w".repeat(1_001) });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([
      "Too big: expected string to have <=1000 characters",
    ]);
    const type = quoteRequestSchema.safeParse({ ...contact, type: "review" });
    expect(type.error?.issues.map((issue) => issue.message)).toEqual([
      'Invalid input: expected "contact"',
    ]);
  });
});
