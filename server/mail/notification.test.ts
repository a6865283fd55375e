import { describe, expect, it } from "vitest";
import { functionSource, prototypeNames } from "../../tests/support/prototype-names";
import type { ReviewNotice } from "../db/schema";
import { reviewPlatformList } from "./notification";

const review = (platforms: readonly string[]): ReviewNotice => ({
  id: "9ZZ9-AAAA-0000",
  created_at: "2026-03-02T11:00:00.000Z",
  client_name: "Tom Becker",
  client_phone: "",
  review_platforms: JSON.stringify(platforms),
  review_count: platforms.length,
  message: "",
  ip: null,
  user_agent: null,
});

describe("a review notice's platforms in the owner's mail", () => {
  it("names the platforms the site offers, and any other as stored", () => {
    expect(reviewPlatformList(review(["google", "yelp", "angi"]))).toEqual([
      "Google",
      "Yelp",
      "angi",
    ]);
  });

  it("a platform named __proto__ (or any other prototype name) is shown as stored, never a function's source", () => {
    const names = reviewPlatformList(review(prototypeNames));
    expect(names).toEqual(prototypeNames);
    expect(names.join(", ")).not.toMatch(functionSource);
  });
});
