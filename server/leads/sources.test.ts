import { describe, expect, it } from "vitest";
import { functionSource, prototypeNames } from "../../tests/support/prototype-names";
import { describeTouch, sourceFields, sourceName } from "./sources";

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

  it("an attacker's utm_source=__proto__ (and every other prototype name) is named as typed, never an object's property", () => {
    for (const name of prototypeNames) {
      for (const typed of [name, name.toLowerCase(), name.toUpperCase()]) {
        expect(sourceName({ path: "/", utm_source: typed })).toBe(typed);
        expect(sourceName({ path: "/", utm_source: typed, utm_medium: typed })).toBe(typed);
        expect(describeTouch({ path: "/", utm_source: typed, utm_campaign: typed })).toBe(
          `${typed}, campaign ${typed}, landed on /`,
        );
        expect(describeTouch({ path: `/${typed}`, ref: typed })).toBe(
          `${typed}, landed on /${typed}`,
        );
      }
    }
  });

  it("an attacker's campaign tags named after a prototype never put a function's source in the lead's labels", () => {
    for (const name of prototypeNames) {
      const touch = new URLSearchParams({ path: "/", utm_source: name, utm_campaign: name });
      const fields = sourceFields({
        first_touch: touch.toString(),
        last_touch: touch.toString(),
        won_value: null,
      });
      expect(fields).toHaveLength(2);
      for (const { label, value } of fields) {
        expect(typeof value).toBe("string");
        expect(`${label} ${value}`).not.toMatch(functionSource);
      }
    }
  });
});
