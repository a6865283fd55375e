import { describe, expect, it } from "vitest";
import { acknowledgementCopy } from "../../content/acknowledgement";
import { site } from "../../content/site";
import { bookingPath, bookingToken } from "../booking/links";
import { plainGsm } from "./gsm";
import {
  ackSmsBody,
  clip,
  firstName,
  ownerSmsBody,
  ownerSmsDetails,
  SMS_BODY_MAX,
  STOP_LINE,
} from "./sms-body";

const leadUrl = "https://example-contractor.com/admin/leads/7KQ2-M9PX-3RTV";

describe("ownerSmsBody", () => {
  // Since issue 32 the owner's text names the visitor as the thank-you does (first name
  // only) and lists the picker's services only: nothing link-like a visitor wrote.
  it("puts name, services, phone and the lead's link on their own lines", () => {
    expect(
      ownerSmsBody({
        name: "Maria Lopez",
        services: ["Kitchen Remodeling", "Bathroom Remodeling"],
        phone: "(630) 555-0199",
        leadUrl,
      }),
    ).toBe(
      `New lead: Maria\nKitchen Remodeling, Bathroom Remodeling\nCall (630) 555-0199\n${leadUrl}`,
    );
  });

  it("an attacker's link or domain in the name, services or phone never reaches the owner", () => {
    const body = ownerSmsBody({
      name: "paypal-verify.com",
      services: ["Kitchen https://evil.example/x", "Roofing", "www.evil.example"],
      phone: "bit.ly/x",
      leadUrl,
      details: ownerSmsDetails({
        zip: "evil.co/x",
        outsideServiceArea: false,
        photoCount: 0,
        contactPreference: null,
        bestTime: null,
      }),
    });
    expect(body).toBe(`New lead: (no name)\nRoofing\nCall [link]\nZIP [link]\n${leadUrl}`);
  });

  it("cuts a long name and long services to fit 320 characters, keeping phone and link whole", () => {
    const body = ownerSmsBody({
      name: `${"Maria".repeat(8)} Lopez`,
      services: Array<string>(40).fill("Kitchen Remodeling"),
      phone: "+16305550199",
      leadUrl,
    });
    expect(body.length).toBeLessThanOrEqual(SMS_BODY_MAX);
    expect(body.length).toBeGreaterThan(SMS_BODY_MAX - 10);
    const [name, services, call, link] = body.split("\n");
    expect(name).toBe(`New lead: ${"Maria".repeat(8)}`);
    expect(name!.length).toBeLessThanOrEqual("New lead: ".length + 60);
    expect(services).toMatch(/^Kitchen Remodeling, .*\.\.\.$/);
    expect(call).toBe("Call +16305550199");
    expect(link).toBe(leadUrl);
  });

  it("keeps visitor text on one line, and says when a name or phone is missing", () => {
    const body = ownerSmsBody({
      name: " \n",
      services: ["Decks\n\n", "Roofing"],
      phone: "",
      leadUrl,
    });
    expect(body).toBe(`New lead: (no name)\nDecks, Roofing\nCall (no phone)\n${leadUrl}`);
    expect(
      ownerSmsBody({ name: "Tom", services: [], phone: "1", leadUrl }).split("\n"),
    ).toHaveLength(3);
  });

  it("never uses a character that would make the text UCS-2 for its own cuts", () => {
    const body = ownerSmsBody({
      name: "x".repeat(40),
      services: Array<string>(40).fill("Tile Work"),
      phone: "1",
      leadUrl,
    });
    expect(body).toContain("...");
    expect(body).not.toContain("…");
  });
});

describe("ownerSmsDetails", () => {
  const none = {
    zip: null,
    outsideServiceArea: false,
    photoCount: 0,
    contactPreference: null,
    bestTime: null,
  };

  it("says the ZIP code, photos, and how and when to reach the visitor, on one line", () => {
    expect(
      ownerSmsDetails({
        zip: "53202",
        outsideServiceArea: true,
        photoCount: 3,
        contactPreference: "email",
        bestTime: "morning",
      }),
    ).toBe("ZIP 53202 OUTSIDE service area, 3 photos, prefers e-mail, mornings");
    expect(ownerSmsDetails({ ...none, zip: "60540", photoCount: 1 })).toBe("ZIP 60540, 1 photo");
    expect(ownerSmsDetails(none)).toBe("");
  });

  it("keeps the details whole on their own line when the name and services are cut", () => {
    const details = ownerSmsDetails({
      zip: "60540-1234",
      outsideServiceArea: false,
      photoCount: 5,
      contactPreference: "text",
      bestTime: "afternoon",
    });
    const body = ownerSmsBody({
      name: "Maria ".repeat(40),
      services: Array<string>(40).fill("Kitchen Remodeling"),
      phone: "+16305550199",
      leadUrl,
      details,
    });
    expect(body.length).toBeLessThanOrEqual(SMS_BODY_MAX);
    expect(body.split("\n").slice(2)).toEqual(["Call +16305550199", details, leadUrl]);
    expect(body).toMatch(/^[\x20-\x7e\n]+$/);
  });
});

describe("ackSmsBody", () => {
  it("thanks the visitor by first name with the reference, and ends with the STOP line", () => {
    const body = ackSmsBody({ name: "Maria Lopez", reference: "7KQ2-M9PX-3RTV" });
    expect(body).toMatch(/^Hi Maria, thanks for contacting /);
    expect(body).toContain("ref 7KQ2-M9PX-3RTV");
    expect(body.endsWith("Reply STOP to opt out")).toBe(true);
    expect(body.length).toBeLessThanOrEqual(SMS_BODY_MAX);
  });

  it("repeats nothing that is not a plain first name", () => {
    for (const name of ["bit.ly/win-now", "$$$ cash", "12345", "win.example"]) {
      const body = ackSmsBody({ name, reference: "R" });
      expect(body, name).toMatch(/^Thanks for contacting /);
    }
    const body = ackSmsBody({ name: "Win $500 at bit.ly/x", reference: "R" });
    expect(body).toMatch(/^Hi Win, thanks/);
    expect(body).not.toContain("bit.ly");
  });

  it("stays within 320 characters however long its parts, STOP line included", () => {
    const body = ackSmsBody({ name: "Ann", reference: "R".repeat(300) });
    expect(body.length).toBeLessThanOrEqual(SMS_BODY_MAX);
    expect(body.endsWith(` ${STOP_LINE}`)).toBe(true);
  });

  // Issue 55: the text offers the visit's /book/<token> link, as the e-mail does.
  const reference = "7KQ2-M9PX-3RTV";
  const link = `${site.url}${bookingPath(bookingToken("k".repeat(64), reference))}`;

  it("offers the booking link whole, just before the STOP line", () => {
    const body = ackSmsBody({ name: "Maria Lopez", reference, bookingLink: link });
    expect(body).toContain(`ref ${reference}`);
    expect(body.endsWith(` ${acknowledgementCopy.smsBookVisit} ${link} ${STOP_LINE}`)).toBe(true);
  });

  it("keeps to two segments of plain GSM with the link, for a first name of up to 11 letters", () => {
    // Two concatenated GSM segments hold 2 x 153 characters; a third would cost the owner more.
    const body = ackSmsBody({ name: "Christopher Lopez", reference, bookingLink: link });
    expect(plainGsm(body)).toBe(body);
    expect(body.length).toBeLessThanOrEqual(2 * 153);
  });

  it("clips the words, never the link nor the STOP line, when its parts are long", () => {
    const long = `${link}?${"x".repeat(60)}`;
    const body = ackSmsBody({
      name: "A".repeat(40),
      reference: "R".repeat(300),
      bookingLink: long,
    });
    expect(body.length).toBeLessThanOrEqual(SMS_BODY_MAX);
    expect(body.endsWith(` ${acknowledgementCopy.smsBookVisit} ${long} ${STOP_LINE}`)).toBe(true);
  });

  it("has no link without one (a ZIP outside the service area)", () => {
    const body = ackSmsBody({ name: "Maria", reference });
    expect(body).not.toContain("/book/");
    expect(body).not.toContain(acknowledgementCopy.smsBookVisit);
  });
});

describe("firstName and clip", () => {
  it("accepts names with accents, apostrophes and hyphens, up to 40 characters", () => {
    expect(firstName("José García")).toBe("José");
    expect(firstName("O'Brien")).toBe("O'Brien");
    expect(firstName("Anne-Marie Smith")).toBe("Anne-Marie");
    expect(firstName("J.R. Ewing")).toBe("J.R.");
    expect(firstName("A".repeat(41))).toBeUndefined();
    expect(firstName("")).toBeUndefined();
  });

  it("cuts on code points, so an emoji is never split", () => {
    expect(clip("ab😀cdef", 6)).toBe("ab😀...");
    expect(clip("short", 10)).toBe("short");
  });
});
