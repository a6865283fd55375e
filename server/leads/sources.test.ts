import { describe, expect, it } from "vitest";
import { describeTouch, sourceName } from "./sources";

describe("a lead's source in plain words", () => {
  it("names an ad's click, its campaign and the page it landed on", () => {
    const touch = {
      path: "/services/kitchen-remodeling",
      utm_source: "google",
      utm_campaign: "kitchens",
      gclid: "G1",
    };
    expect(describeTouch(touch)).toBe(
      "Google Ads, campaign kitchens, landed on /services/kitchen-remodeling",
    );
    expect(sourceName({ path: "/", wbraid: "W" })).toBe("Google Ads");
    expect(sourceName({ path: "/", utm_source: "bing", utm_medium: "cpc" })).toBe("Microsoft Ads");
  });

  it("names a linking site, a campaign's own source, or direct", () => {
    expect(describeTouch({ path: "/", ref: "www.google.com" })).toBe("Google search, landed on /");
    expect(sourceName({ path: "/", ref: "l.facebook.com" })).toBe("Facebook");
    expect(sourceName({ path: "/", fbclid: "F" })).toBe("Facebook");
    expect(sourceName({ path: "/", utm_source: "Flyer" })).toBe("Flyer");
    expect(sourceName({ path: "/", utm_source: "fall-mailer" })).toBe("fall-mailer");
    expect(describeTouch({ path: "/", utm_source: "angi", ref: "www.angi.com" })).toBe(
      "Angi, landed on /",
    );
    expect(describeTouch({ path: "/gallery", ref: "www.example.org" })).toBe(
      "example.org, landed on /gallery",
    );
    expect(describeTouch({ path: "/" })).toBe("direct");
    expect(describeTouch(undefined)).toBe("not recorded");
  });
});
