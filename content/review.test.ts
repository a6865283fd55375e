import { describe, expect, it } from "vitest";
import { reviewPage } from "./review";
import { googleReviewFormUrl, site } from "./site";

describe("the review page's platforms", () => {
  it("opens Google's write-a-review form for the business's place ID", () => {
    const google = reviewPage.platforms.items.find((item) => item.id === "google");
    expect(google?.href).toBe(
      `https://search.google.com/local/writereview?placeid=${site.googlePlaceId}`,
    );
    expect(googleReviewFormUrl).not.toContain("/search?");
  });

  it("keeps the social profile link, which is where the footer and the menu point", () => {
    expect(site.social.google).not.toBe(googleReviewFormUrl);
  });
});
