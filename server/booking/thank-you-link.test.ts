import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acknowledgementCopy } from "../../content/acknowledgement";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { startTestApp, type TestApp, validContact } from "../../tests/support/server";
import { startTwilioStandIn, type TwilioStandIn } from "../../tests/support/twilio-stand-in";
import { channelSenders } from "../channels/configured-senders";
import type { BookingLinkFor } from "../channels/email-senders";
import { storeLead } from "../leads/store";
import { composeAcknowledgement } from "../mail/acknowledgement";
import type { Notification } from "../mail/notification";
import { bookingPath, bookingToken } from "./links";

const key = "k".repeat(64);
const link: BookingLinkFor = (lead) =>
  lead.outside_service_area === 1
    ? undefined
    : `https://www.example.com${bookingPath(bookingToken(key, lead.id))}`;
const quiet = { info() {}, warn() {}, error() {} };

/** Issue 55: the thank-you e-mail offers the link to book the visit, unless the ZIP is outside the area. */
describe("the thank-you e-mail's booking link", () => {
  let t: TestApp;
  const sent: Notification[] = [];

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function thankYou(zip: string, email: string) {
    const payload = quoteRequestSchema.parse({ ...validContact, zip, email });
    const now = new Date();
    const id = await storeLead(t.store.db, payload, {
      ip: null,
      userAgent: null,
      now,
      channels: ["ack_email"],
    });
    const row = await t.store.db
      .selectFrom("outbox")
      .selectAll()
      .where("ref_id", "=", id)
      .where("channel", "=", "ack_email")
      .executeTakeFirstOrThrow();
    const transport = {
      name: "file" as const,
      send: async (n: Notification) => void sent.push(n),
      close: async () => {},
    };
    const senders = channelSenders(
      {
        db: t.store.db,
        transport,
        addresses: { to: "o@example.com", from: "w@example.com" },
        origin: "https://www.example.com",
        log: quiet,
        bookingLink: link,
      },
      ["ack_email"],
    );
    await senders.get("ack_email")?.send(row, now);
    const last = sent.at(-1);
    if (last?.kind !== "acknowledgement") throw new Error("no thank-you sent");
    return { id, mail: composeAcknowledgement(last.ack) };
  }

  it("carries /book/<token> for a ZIP in the service area", async () => {
    const { id, mail } = await thankYou("60540", "near@example.com");
    const expected = `https://www.example.com${bookingPath(bookingToken(key, id))}`;
    expect(mail.text).toContain(`${acknowledgementCopy.email.bookVisit}: ${expected}`);
    expect(mail.html).toContain(`href="${expected}"`);
  });

  it("leaves it out for a ZIP outside the service area", async () => {
    const { mail } = await thankYou("90210", "far@example.com");
    expect(mail.text).not.toContain("/book/");
    expect(mail.text).not.toContain(acknowledgementCopy.email.bookVisit);
  });
});

/** Issue 55: the thank-you text carries the same link, with the same rule. */
describe("the thank-you text's booking link", () => {
  let t: TestApp;
  let twilio: TwilioStandIn;

  beforeAll(async () => {
    t = await startTestApp();
    twilio = await startTwilioStandIn();
  });
  afterAll(async () => {
    await twilio.close();
    await t.close();
  });

  async function thankYou(zip: string, phone: string) {
    const payload = quoteRequestSchema.parse({ ...validContact, zip, phone, smsConsent: "Yes" });
    const now = new Date();
    const id = await storeLead(t.store.db, payload, {
      ip: null,
      userAgent: null,
      now,
      channels: ["ack_sms"],
    });
    const row = await t.store.db
      .selectFrom("outbox")
      .selectAll()
      .where("ref_id", "=", id)
      .where("channel", "=", "ack_sms")
      .executeTakeFirstOrThrow();
    const account = {
      apiUrl: twilio.url,
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
    };
    const sms = {
      account,
      sender: { from: "+16305550100" },
      ownerPhones: [],
      gate: { countries: ["US" as const], maxPerHour: 30 },
    };
    const senders = channelSenders(
      {
        db: t.store.db,
        transport: { name: "file", send: async () => {}, close: async () => {} },
        addresses: { to: "o@example.com", from: "w@example.com" },
        origin: "https://www.example.com",
        log: quiet,
        sms,
        bookingLink: link,
      },
      ["ack_sms"],
    );
    await senders.get("ack_sms")?.send(row, now);
    const text = twilio.messages.at(-1);
    if (!text) throw new Error("no thank-you text sent");
    return { id, body: text.body };
  }

  it("carries /book/<token> before the STOP line for a ZIP in the service area", async () => {
    const { id, body } = await thankYou("60540", "(630) 555-0111");
    const expected = `https://www.example.com${bookingPath(bookingToken(key, id))}`;
    expect(body).toContain(`${acknowledgementCopy.smsBookVisit} ${expected} `);
    expect(body.endsWith(acknowledgementCopy.smsStop)).toBe(true);
  });

  it("leaves it out for a ZIP outside the service area", async () => {
    const { body } = await thankYou("90210", "(630) 555-0112");
    expect(body).not.toContain("/book/");
    expect(body).not.toContain(acknowledgementCopy.smsBookVisit);
    expect(body.endsWith(acknowledgementCopy.smsStop)).toBe(true);
  });
});
