import { afterEach, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { tempDir, validContact } from "../../tests/support/server";
import { startTwilioStandIn, type TwilioStandIn } from "../../tests/support/twilio-stand-in";
import { openDatabase, type Store } from "../db/database";
import type { Channel, OutboxRow } from "../db/schema";
import { storeLead } from "../leads/store";
import type { Notification } from "../mail/notification";
import type { MailTransport } from "../mail/transport";
import { queueReviewRequest } from "../reviews/requests";
import { isOptedOut, recordOptOut } from "../texts/opt-outs";
import { reviewMailSender, reviewTextSender } from "./review-senders";

/*
 * The review senders at send time, on a fixed clock: the quiet hours of the business's
 * time zone hold whenever a row comes due, and a text joins the lead's thread.
 */

const origin = "https://example-contractor.com";
const homeowner = "+16305550199";
const hours = { quietHours: [20, 9] as const, timeZone: "America/Chicago" };
// 2026-11-26 is in CST (UTC-6).
const tenInTheMorning = new Date("2026-11-26T16:00:00Z");
const halfPastEleven = new Date("2026-11-27T05:30:00Z");
const nineNextMorning = new Date("2026-11-27T15:00:00Z");
const silent = { warn() {} };

let store: Store | undefined;
let twilio: TwilioStandIn | undefined;
afterEach(async () => {
  await store?.close();
  await twilio?.close();
  store = undefined;
  twilio = undefined;
});

/** A finished job whose request rows are due at once, and the request row of `channel`. */
async function requestRow(channel: Channel): Promise<{ store: Store; row: OutboxRow }> {
  store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
  const now = new Date("2026-11-26T15:00:00Z");
  const lead = await storeLead(store.db, quoteRequestSchema.parse(validContact), {
    ip: null,
    userAgent: null,
    now,
  });
  const schedule = { delayMinutes: 0, reminderDays: [], timeZone: hours.timeZone };
  await queueReviewRequest(store.db, lead, now, schedule, { email: true, sms: true });
  const row = await store.db
    .selectFrom("outbox")
    .selectAll()
    .where("channel", "=", channel)
    .where("kind", "=", "review_request")
    .executeTakeFirstOrThrow();
  return { store, row };
}

function mailbox() {
  const sent: Notification[] = [];
  const transport: MailTransport = {
    name: "file",
    send: async (notification) => {
      sent.push(notification);
    },
    close: async () => {},
  };
  return { sent, transport };
}

async function textSender(db: Store["db"]) {
  twilio = await startTwilioStandIn();
  const account = {
    apiUrl: twilio.url,
    accountSid: twilio.accountSid,
    authToken: twilio.authToken,
  };
  const gate = { countries: ["US" as const], maxPerHour: 30 };
  const sms = { account, sender: { from: "+16305550100" }, ownerPhones: [], gate };
  return reviewTextSender(db, origin, sms, silent, hours);
}

const thread = (db: Store["db"]) => db.selectFrom("text_messages").selectAll().execute();

describe("the review e-mail", () => {
  it("waits for 9:00 the next morning when due at 23:30 in Chicago, sending nothing", async () => {
    const { store, row } = await requestRow("review_email");
    const { sent, transport } = mailbox();
    const sender = reviewMailSender(store.db, transport, { to: "", from: "" }, origin, hours);
    expect(await sender.send(row, halfPastEleven)).toEqual({ notBefore: nineNextMorning });
    expect(sent).toEqual([]);
  });

  it("goes when due at 10:00", async () => {
    const { store, row } = await requestRow("review_email");
    const { sent, transport } = mailbox();
    const from = "website@ironwood.example";
    const sender = reviewMailSender(store.db, transport, { to: "", from }, origin, hours);
    expect(await sender.send(row, tenInTheMorning)).toBeUndefined();
    expect(sent).toMatchObject([{ kind: "review_request", to: validContact.email }]);
  });
});

describe("the review text", () => {
  it("waits for 9:00 the next morning when due at 23:30 in Chicago, texting no one", async () => {
    const { store, row } = await requestRow("review_sms");
    const sender = await textSender(store.db);
    expect(await sender.send(row, halfPastEleven)).toEqual({ notBefore: nineNextMorning });
    expect(twilio?.attempts).toEqual([]);
    expect(await thread(store.db)).toEqual([]);
  });

  it("joins the lead's thread as a review text, queued under Twilio's SID", async () => {
    const { store, row } = await requestRow("review_sms");
    const sender = await textSender(store.db);
    const sent = await sender.send(row, tenInTheMorning);
    const [text] = twilio?.messages ?? [];
    expect(sent).toEqual({ externalId: text?.sid });
    expect(await thread(store.db)).toMatchObject([
      {
        lead_id: row.ref_id,
        direction: "out",
        kind: "review",
        body: text?.body,
        state: "queued",
        twilio_sid: text?.sid,
        outbox_id: row.id,
        created_at: tenInTheMorning.toISOString(),
      },
    ]);
    expect(text?.body).toMatch(/\/r\/[\w-]+ Reply STOP to opt out$/);
  });

  it("shows a text a STOP kept back as opted out, and sends nothing", async () => {
    const { store, row } = await requestRow("review_sms");
    const sender = await textSender(store.db);
    const stop = { source: "keyword" as const, keyword: "STOP", twilio_opt_out_type: null };
    await recordOptOut(store.db, homeowner, stop, tenInTheMorning);
    expect(await sender.send(row, tenInTheMorning)).toEqual({ skipped: true });
    expect(twilio?.attempts).toEqual([]);
    expect(await thread(store.db)).toMatchObject([
      { kind: "review", state: "opted_out", twilio_sid: null, outbox_id: row.id },
    ]);
  });

  it("shows a text Twilio refused as unsubscribed (21610) as opted out, and records the opt-out", async () => {
    const { store, row } = await requestRow("review_sms");
    const sender = await textSender(store.db);
    twilio?.rejectTo(homeowner, 21610, "Attempt to send to unsubscribed recipient");
    await expect(sender.send(row, tenInTheMorning)).rejects.toThrow(/unsubscribed/);
    expect(await isOptedOut(store.db, homeowner)).toBe(true);
    expect(await thread(store.db)).toMatchObject([{ kind: "review", state: "opted_out" }]);
  });
});
