import { describe, expect, it } from "vitest";
import { messages } from "./quote-schema";
import { reviewMessages, reviewPayloadSchema, toReviewFieldErrors } from "./review-schema";

const valid = {
  client_name: "Tom Becker",
  client_phone: "(630) 555-0123",
  review_platforms: ["google", "yelp"],
  message: "Thanks for the new bathroom.",
};

function errors(payload: object) {
  const result = reviewPayloadSchema.safeParse(payload);
  return result.success ? {} : toReviewFieldErrors(result.error);
}

describe("reviewPayloadSchema", () => {
  it("accepts a notice and drops repeated platforms", () => {
    const parsed = reviewPayloadSchema.parse({ ...valid, review_platforms: ["yelp", "yelp"] });
    expect(parsed.review_platforms).toEqual(["yelp"]);
  });

  it("lets the phone and message be left out", () => {
    const parsed = reviewPayloadSchema.parse({ client_name: "Tom", review_platforms: ["google"] });
    expect(parsed).toMatchObject({ client_phone: "", message: "" });
  });

  it("reports each field with the shared messages", () => {
    expect(errors({ ...valid, client_name: " " })).toEqual({ client_name: messages.nameRequired });
    expect(errors({ ...valid, client_name: "T" })).toEqual({ client_name: messages.nameShort });
    expect(errors({ ...valid, client_name: "T0m" })).toEqual({ client_name: messages.nameLetters });
    expect(errors({ ...valid, client_phone: "555" })).toEqual({
      client_phone: messages.phoneInvalid,
    });
    expect(errors({ ...valid, review_platforms: [] })).toEqual({
      review_platforms: reviewMessages.platformsRequired,
    });
    expect(errors({ ...valid, review_platforms: ["myspace"] })).toEqual({
      review_platforms: reviewMessages.platformUnknown,
    });
    expect(errors({ ...valid, message: "x".repeat(5001) })).toEqual({
      message: messages.messageLong,
    });
  });
});
