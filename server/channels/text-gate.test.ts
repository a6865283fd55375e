import { afterEach, describe, expect, it } from "vitest";
import { displayPhone } from "../../contracts/phone";
import { textLimits } from "../../content/privacy";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { tempDir, validContact } from "../../tests/support/server";
import { startTwilioStandIn, type TwilioStandIn } from "../../tests/support/twilio-stand-in";
import { inboxCsv } from "../admin/csv";
import { openDatabase, type Store } from "../db/database";
import type { Channel, OutboxRow } from "../db/schema";
import { storeLead } from "../leads/store";
import { queueReviewRequest } from "../reviews/requests";
import { recordOptOut } from "../texts/opt-outs";
import { reviewTextSender } from "./review-senders";
import { refusalReasons, textHomeowner } from "./text-gate";
import { ackSmsSender, ownerSmsSender, type SmsSettings } from "./text-senders";

/*
 * SMS pumping (issue 50): an attacker fills the quote form with numbers whose texts pay
 * them, ticks the consent, and makes the business text them. Every text to a homeowner
 * we start passes one gate: the opt-outs, SMS_COUNTRIES by the number's region, and the
 * hourly cap counted in the database.
 */

const origin = "https://example-contractor.com";
const ownerPhone = "+16305550142";
const satellite = "+88216123456";
const jamaica = "+18765550123";
const toronto = "+14165550123";
const tenInTheMorning = new Date("2026-11-26T16:00:00Z");
const silent = { warn() {} };

let store: Store | undefined;
let twilio: TwilioStandIn | undefined;
afterEach(async () => {
  await store?.close();
  await twilio?.close();
  store = undefined;
  twilio = undefined;
});

async function setUp(gate: Partial<SmsSettings["gate"]> = {}) {
  store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
  twilio = await startTwilioStandIn();
  const sms: SmsSettings = {
    account: { apiUrl: twilio.url, accountSid: twilio.accountSid, authToken: twilio.authToken },
    sender: { from: "+16305550100" },
    ownerPhones: [ownerPhone],
    gate: { countries: ["US"], maxPerHour: 30, ...gate },
  };
  return { db: store.db, twilio, sms };
}

/** A quote request with consent from `phone`, and its outbox row for `channel`. */
async function quoteFrom(db: Store["db"], phone: string, channel: Channel, now: Date) {
  const payload = quoteRequestSchema.parse({ ...validContact, phone, smsConsent: "Yes" });
  const channels: Channel[] = ["email", "sms", "ack_sms"];
  const id = await storeLead(db, payload, { ip: null, userAgent: null, now, channels });
  const row = await db
    .selectFrom("outbox")
    .selectAll()
    .where("ref_id", "=", id)
    .where("channel", "=", channel)
    .executeTakeFirstOrThrow();
  return { id, row };
}

async function reviewRowFor(db: Store["db"], phone: string): Promise<OutboxRow> {
  const { id } = await quoteFrom(db, phone, "ack_sms", tenInTheMorning);
  const schedule = { delayMinutes: 0, reminderDays: [], timeZone: "America/Chicago" };
  await queueReviewRequest(db, id, tenInTheMorning, schedule, { email: false, sms: true });
  return db
    .selectFrom("outbox")
    .selectAll()
    .where("ref_id", "=", id)
    .where("channel", "=", "review_sms")
    .executeTakeFirstOrThrow();
}

const hours = { quietHours: [20, 9] as const, timeZone: "America/Chicago" };

describe("the thank-you text", () => {
  it("an attacker's quote with a +882 satellite number and consent gets no thank-you text", async () => {
    const { db, twilio, sms } = await setUp();
    const { row } = await quoteFrom(db, satellite, "ack_sms", tenInTheMorning);
    const sent = await ackSmsSender(db, sms, silent).send(row, tenInTheMorning);
    expect(sent).toEqual({ skipped: true, reason: "skipped: outside SMS_COUNTRIES" });
    expect(twilio.attempts).toEqual([]);
  });

  it("a +1 Caribbean number (+1 876 Jamaica) is not texted with SMS_COUNTRIES=US", async () => {
    const { db, twilio, sms } = await setUp();
    const { row } = await quoteFrom(db, jamaica, "ack_sms", tenInTheMorning);
    const sent = await ackSmsSender(db, sms, silent).send(row, tenInTheMorning);
    expect(sent).toEqual({ skipped: true, reason: "skipped: outside SMS_COUNTRIES" });
    expect(twilio.attempts).toEqual([]);
  });

  it("a Canadian number is texted only when SMS_COUNTRIES names CA", async () => {
    const { db, twilio, sms } = await setUp({ countries: ["US", "CA"] });
    const canada = await quoteFrom(db, toronto, "ack_sms", tenInTheMorning);
    const jamaican = await quoteFrom(db, jamaica, "ack_sms", tenInTheMorning);
    const sender = ackSmsSender(db, sms, silent);
    expect(await sender.send(canada.row, tenInTheMorning)).toEqual({
      externalId: expect.stringMatching(/^SM/),
    });
    expect(await sender.send(jamaican.row, tenInTheMorning)).toMatchObject({ skipped: true });
    expect(twilio.messages.map((m) => m.to)).toEqual([toronto]);
  });

  it("a number that said STOP gets none, whatever its country", async () => {
    const { db, twilio, sms } = await setUp();
    const { row } = await quoteFrom(db, "+16305550199", "ack_sms", tenInTheMorning);
    const optOut = { source: "keyword" as const, keyword: "STOP", twilio_opt_out_type: null };
    await recordOptOut(db, "+16305550199", optOut, tenInTheMorning);
    await expect(ackSmsSender(db, sms, silent).send(row, tenInTheMorning)).rejects.toThrow(
      /opted out/,
    );
    expect(twilio.attempts).toEqual([]);
  });
});

describe("the review request text", () => {
  it("an attacker's +882 number with consent gets no review request text either", async () => {
    const { db, twilio, sms } = await setUp();
    const row = await reviewRowFor(db, satellite);
    const sent = await reviewTextSender(db, origin, sms, silent, hours).send(row, tenInTheMorning);
    expect(sent).toEqual({ skipped: true, reason: "skipped: outside SMS_COUNTRIES" });
    expect(twilio.attempts).toEqual([]);
  });
});

describe("the hourly cap", () => {
  it("an attacker's burst past SMS_MAX_PER_HOUR is skipped as 'hourly cap', and the owner is told once", async () => {
    const { db, twilio, sms } = await setUp({ maxPerHour: 2 });
    const sender = ackSmsSender(db, sms, silent);
    const answers = [];
    for (const phone of ["+16305550101", "+16305550102", "+16305550103", "+16305550104"]) {
      const { row } = await quoteFrom(db, phone, "ack_sms", tenInTheMorning);
      answers.push(await sender.send(row, tenInTheMorning));
    }
    expect(answers.slice(2)).toEqual([
      { skipped: true, reason: "skipped: hourly cap" },
      { skipped: true, reason: "skipped: hourly cap" },
    ]);
    const toHomeowners = twilio.messages.filter((m) => m.to !== ownerPhone);
    expect(toHomeowners.map((m) => m.to)).toEqual(["+16305550101", "+16305550102"]);
    const toOwner = twilio.messages.filter((m) => m.to === ownerPhone);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]?.body).toContain("SMS_MAX_PER_HOUR");
  });

  it("counts review requests in the same hour's budget, and starts again the next hour", async () => {
    const { db, twilio, sms } = await setUp({ maxPerHour: 1 });
    const thanks = await quoteFrom(db, "+16305550101", "ack_sms", tenInTheMorning);
    expect(await ackSmsSender(db, sms, silent).send(thanks.row, tenInTheMorning)).toHaveProperty(
      "externalId",
    );
    const review = await reviewRowFor(db, "+16305550102");
    const sender = reviewTextSender(db, origin, sms, silent, hours);
    expect(await sender.send(review, tenInTheMorning)).toEqual({
      skipped: true,
      reason: "skipped: hourly cap",
    });
    const nextHour = new Date(tenInTheMorning.getTime() + 60 * 60_000);
    const later = await reviewRowFor(db, "+16305550103");
    expect(await sender.send(later, nextHour)).toHaveProperty("externalId");
    expect(twilio.messages.filter((m) => m.to !== ownerPhone)).toHaveLength(2);
  });
});

describe("the privacy policy's texts a week", () => {
  it("an attacker who files a quote every day with a victim's number gets them no more than 4 texts a week", async () => {
    const { db, twilio, sms } = await setUp();
    const victim = "+16305550177";
    const answers = [];
    for (let dayIndex = 0; dayIndex < 6; dayIndex++) {
      const now = new Date(tenInTheMorning.getTime() + dayIndex * 24 * 60 * 60_000);
      answers.push(await textHomeowner(db, sms, { phone: victim, body: "Thanks", now }, silent));
    }
    expect(answers.filter((answer) => "sid" in answer)).toHaveLength(textLimits.perWeek);
    expect(answers.slice(textLimits.perWeek)).toEqual([
      { refused: "weekly_limit" },
      { refused: "weekly_limit" },
    ]);
    expect(twilio.messages.filter((m) => m.to === victim)).toHaveLength(textLimits.perWeek);
    // A week after the first, the first has left the window.
    const nextWeek = new Date(tenInTheMorning.getTime() + 7 * 24 * 60 * 60_000);
    const later = await textHomeowner(
      db,
      sms,
      { phone: victim, body: "Hi", now: nextWeek },
      silent,
    );
    expect(later).toHaveProperty("sid");
  });

  it("a text kept back for the week is skipped with its reason, and another phone is unaffected", async () => {
    const { db, sms } = await setUp();
    for (let count = 0; count < textLimits.perWeek; count++) {
      await textHomeowner(
        db,
        sms,
        { phone: "+16305550178", body: "x", now: tenInTheMorning },
        silent,
      );
    }
    const { row } = await quoteFrom(db, "+16305550178", "ack_sms", tenInTheMorning);
    expect(await ackSmsSender(db, sms, silent).send(row, tenInTheMorning)).toEqual({
      skipped: true,
      reason: refusalReasons.weekly_limit,
    });
    const other = await textHomeowner(
      db,
      sms,
      { phone: "+16305550179", body: "x", now: tenInTheMorning },
      silent,
    );
    expect(other).toHaveProperty("sid");
  });
});

describe("one national format", () => {
  it("the inbox, the texts and the CSV show (630) 555-0188", async () => {
    const { db, twilio, sms } = await setUp();
    const { id, row } = await quoteFrom(db, "(630) 555-0188", "sms", tenInTheMorning);
    await ownerSmsSender(db, origin, sms, silent).send(row, tenInTheMorning);
    expect(twilio.messages[0]?.body).toContain("Call (630) 555-0188");
    expect(displayPhone("+16305550188")).toBe("(630) 555-0188");
    const item = {
      id,
      kind: "lead" as const,
      createdAt: tenInTheMorning.toISOString(),
      status: "new" as const,
      name: "Maria",
      phone: "+16305550188",
      email: null,
      summary: "Kitchens",
      photoCount: 0,
      minutesToContact: null,
      outsideServiceArea: false,
      unreadTexts: 0,
    };
    expect(inboxCsv([item])).toContain('"(630) 555-0188"');
  });
});
