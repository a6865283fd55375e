import { describe, expect, it } from "vitest";
import { replaceLinks } from "./defang";

describe("replaceLinks", () => {
  it("replaces every form of link a phone would make tappable", () => {
    for (const [text, expected] of [
      ["https://evil.example/x", "[link]"],
      ["Kitchen https://evil.example/x", "Kitchen [link]"],
      ["see HTTP://EVIL.EXAMPLE", "see [link]"],
      ["hxxps://evil.example/login?next=1", "[link]"],
      ["ftp://files.evil.example", "[link]"],
      ["www.evil.example", "[link]"],
      ["WWW.paypal.com.", "[link]"],
      ["www.x", "[link]"],
      ["paypal-verify.com", "[link]"],
      ["go to paypal-verify.com now", "go to [link] now"],
      ["evil.co/x", "[link]"],
      ["evil.co:8443/x?y=1#z", "[link]"],
      ["bit.ly/win-now", "[link]"],
      ["secure.login.bank-of-america.support", "[link]"],
      ["Call me (bit.ly/x)", "Call me ([link]"],
      ["PAYPAL.COM", "[link]"],
      ["пример.рф", "[link]"],
      ["xn--80ak6aa92e.com", "[link]"],
      ["paypal。com", "[link]"],
      ["paypal．com/x", "[link]"],
      ["mail me at someone@evil.example", "mail me at [link]"],
      ["203.0.113.9/login", "[link]"],
      ["a.com, b.org and c.net", "[link], [link] and [link]"],
    ] as const) {
      expect(replaceLinks(text), text).toBe(expected);
    }
  });

  it("leaves ordinary words, numbers, decimals and abbreviations alone", () => {
    for (const text of [
      "Kitchen Remodeling",
      "A 2.5 bath house, approx. 1,200 sq. ft.",
      "about 3.5m wide, 10.5ft long, 1.2.3",
      "J.R. Ewing, e.g. tile, i.e. floors, a.m. or p.m.",
      "Mr. Smith at 9. Thanks!",
      "Call (630) 555-0199 or +16305550199",
      "ZIP 53202 OUTSIDE service area, 3 photos, prefers a text, evenings",
      "Anne-Marie O'Brien",
      "",
    ]) {
      expect(replaceLinks(text), text).toBe(text);
    }
  });
});
