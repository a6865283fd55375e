import { DateTime } from "luxon";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { tempDir, validContact } from "../../tests/support/server";
import { startTwilioStandIn, type TwilioStandIn } from "../../tests/support/twilio-stand-in";
import { openDatabase, type Store } from "../db/database";
import { storeLead } from "../leads/store";
import type { Notification } from "../mail/notification";
import type { MailTransport } from "../mail/transport";
import { OutboxWorker } from "../outbox/loop";
import { recordOptOut } from "../texts/opt-outs";
import { queueVisitChange } from "./notify";
import { reminderSenders } from "./reminders-send";
import { defaultAvailability } from "./slots";
import { bookVisit, cancelVisit, moveVisit } from "./visits";

/*
 * Issue 55: a visit's reminders, queued when it is booked and sent by the outbox's own
 * workers under a moved clock: at the right local time, once, never to a phone that said
 * STOP nor without consent, none for a canceled visit, and a moved visit's at its new time.
 */

const rules = defaultAvailability("America/Chicago");
const at = (local: string) =>
  new Date(DateTime.fromISO(local, { zone: rules.timeZone }).toMillis());
const hours = { quietHours: [20, 9] as const, timeZone: rules.timeZone };
const link = "https://example-contractor.com/book/abc.def";
const silent = { info() {}, warn() {}, error() {} };
const stop = { source: "keyword" as const, keyword: "STOP", twilio_opt_out_type: null };

let store: Store;
let twilio: TwilioStandIn;
let mails: Notification[];
const clock = { now: at("2027-03-01T09:00") };

beforeEach(async () => {
  store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
  twilio = await startTwilioStandIn();
  mails = [];
  clock.now = at("2027-03-01T09:00");
});
afterEach(async () => {
  await store.close();
  await twilio.close();
});

function workers() {
  const transport: MailTransport = {
    name: "file",
    send: async (notification) => {
      mails.push(notification);
    },
    close: async () => {},
  };
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
  const senders = reminderSenders({
    db: store.db,
    transport,
    addresses: { to: "owner@example.com", from: "website@example.com" },
    reviewHours: hours,
    manageLink: () => link,
    sms,
    log: silent,
  });
  return [...senders].map(
    ([channel, sender]) =>
      new OutboxWorker({ db: store.db, channel, sender, log: silent, now: () => clock.now }),
  );
}

/** Moves the clock to a local time and lets every reminder worker send what is due. */
async function runAt(local: string) {
  clock.now = at(local);
  for (const worker of workers()) await worker.runOnce();
}

async function newLead(changes: Record<string, string> = {}) {
  const payload = quoteRequestSchema.parse({ ...validContact, name: "Dana Smith", ...changes });
  return storeLead(store.db, payload, { ip: null, userAgent: null, now: clock.now });
}

const lead = (reference: string) => ({
  reference,
  name: "Dana Smith",
  email: validContact.email,
  outsideServiceArea: false,
  visit: undefined,
});

async function book(reference: string, start: string) {
  const booked = await bookVisit(store.db, {
    leadId: reference,
    start: at(start).getTime(),
    streetAddress: "12 Elm St",
    rules,
    now: clock.now.getTime(),
  });
  if (!booked.ok) throw new Error(booked.reason);
  await queueVisitChange(
    store.db,
    { change: "booked", lead: lead(reference) },
    {
      texts: true,
      now: clock.now,
    },
  );
  return booked.visit;
}

const texts = () => twilio.messages.map((m) => m.body);
const subjects = () => mails.map((m) => ("subject" in m ? m.subject : m.kind));

describe("a visit's reminders under a moved clock", () => {
  it("go the day before at the visit's time and 2 hours before, by e-mail and text, once", async () => {
    const id = await newLead();
    await book(id, "2027-03-02T11:00");
    await runAt("2027-03-01T10:59");
    expect(texts()).toEqual([]);
    expect(mails).toEqual([]);

    await runAt("2027-03-01T11:00");
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).toMatch(/visit tomorrow, Tuesday, March 2 at 11:00\sAM\. To change/u);
    expect(texts()[0]).toContain(`${link} Reply STOP to opt out`);
    expect(subjects()).toEqual([
      expect.stringMatching(/tomorrow, Tuesday, March 2 at 11:00\sAM$/u),
    ]);
    expect(mails[0]).toMatchObject({ kind: "visit", to: validContact.email });
    expect("text" in mails[0]! && mails[0].text).toContain("12 Elm St");

    await runAt("2027-03-01T11:05");
    expect(texts()).toHaveLength(1);
    expect(mails).toHaveLength(1);

    await runAt("2027-03-02T09:00");
    expect(texts()).toHaveLength(2);
    expect(texts()[1]).toMatch(/visit today, Tuesday, March 2 at 11:00\sAM\./u);
    expect(subjects()[1]).toMatch(/today, Tuesday, March 2 at 11:00\sAM$/u);
    const thread = await store.db.selectFrom("text_messages").selectAll().execute();
    expect(thread.map((t) => [t.kind, t.state])).toEqual([
      ["notice", "queued"],
      ["notice", "queued"],
    ]);
  });

  it("leave out one due within the hour of the booking: the confirmation has just gone", async () => {
    clock.now = at("2027-03-01T10:30");
    const id = await newLead();
    await book(id, "2027-03-02T11:00");
    const rows = await store.db.selectFrom("outbox").select(["kind", "channel"]).execute();
    const reminders = rows.filter((row) => row.kind.startsWith("visit_reminder"));
    expect(reminders.map((row) => row.kind)).toEqual([
      "visit_reminder_soon",
      "visit_reminder_soon",
    ]);
    await runAt("2027-03-01T11:00");
    expect(texts()).toEqual([]);
  });

  // Visits on the two DST days of 2027 in Chicago: the day before, Saturday, had the other offset.
  it.each([
    ["spring", "2027-03-10T09:00", "2027-03-14T10:00", "2027-03-13"],
    ["fall", "2027-11-03T09:00", "2027-11-07T10:00", "2027-11-06"],
  ])(
    "go at the local time for a visit on the %s DST day, and wait for 9:00 in the quiet hours",
    async (_, booked, visit, dayBefore) => {
      clock.now = at(booked);
      const id = await newLead();
      await book(id, visit);
      await runAt(`${dayBefore}T09:59`);
      expect(texts()).toHaveLength(0);
      await runAt(`${dayBefore}T10:00`);
      expect(texts()).toHaveLength(1);
      await runAt(`${visit.slice(0, 10)}T08:00`); // the 2 hours' reminder, due in the quiet hours
      expect(texts()).toHaveLength(1);
      await runAt(`${visit.slice(0, 10)}T09:00`);
      expect(texts()).toHaveLength(2);
      expect(mails).toHaveLength(2);
    },
  );

  it("never text a phone that said STOP, before the booking or after it", async () => {
    const before = await newLead();
    await recordOptOut(store.db, validContact.phone, stop, clock.now);
    await book(before, "2027-03-02T11:00");
    const rows = await store.db.selectFrom("outbox").select("channel").execute();
    expect(rows.map((r) => r.channel)).not.toContain("reminder_sms");
    await runAt("2027-03-01T11:00");
    expect(twilio.attempts).toEqual([]);
    expect(mails).toHaveLength(1);
  });

  it("never text a phone that said STOP after the reminders were queued", async () => {
    const id = await newLead();
    await book(id, "2027-03-02T11:00");
    await recordOptOut(store.db, validContact.phone, stop, clock.now);
    await runAt("2027-03-01T11:00");
    await runAt("2027-03-02T09:00");
    expect(twilio.attempts).toEqual([]);
    expect(mails).toHaveLength(2);
    const thread = await store.db.selectFrom("text_messages").select("state").execute();
    expect(thread.map((t) => t.state)).toEqual(["opted_out", "opted_out"]);
  });

  it("go by e-mail only without consent to texts", async () => {
    const id = await newLead({ smsConsent: "No" });
    await book(id, "2027-03-02T11:00");
    await runAt("2027-03-01T11:00");
    await runAt("2027-03-02T09:00");
    expect(twilio.attempts).toEqual([]);
    expect(mails).toHaveLength(2);
  });

  it("are dropped when the visit is canceled", async () => {
    const id = await newLead();
    const visit = await book(id, "2027-03-02T11:00");
    await cancelVisit(store.db, visit.id, clock.now.getTime());
    await queueVisitChange(
      store.db,
      { change: "cancelled", lead: lead(id) },
      {
        texts: true,
        now: clock.now,
      },
    );
    const left = await store.db
      .selectFrom("outbox")
      .select("id")
      .where("kind", "in", ["visit_reminder_day", "visit_reminder_soon"])
      .execute();
    expect(left).toEqual([]);
    await runAt("2027-03-01T11:00");
    await runAt("2027-03-02T09:00");
    expect(texts()).toEqual([]);
    expect(mails).toEqual([]);
  });

  it("are skipped at send time when the visit was canceled without a word to them", async () => {
    const id = await newLead();
    const visit = await book(id, "2027-03-02T11:00");
    await cancelVisit(store.db, visit.id, clock.now.getTime());
    await runAt("2027-03-01T11:00");
    expect(texts()).toEqual([]);
    expect(mails).toEqual([]);
  });

  it("follow a moved visit to its new time", async () => {
    const id = await newLead();
    const visit = await book(id, "2027-03-02T11:00");
    const moved = await moveVisit(store.db, {
      visitId: visit.id,
      start: at("2027-03-03T14:00").getTime(),
      rules,
      now: clock.now.getTime(),
    });
    expect(moved?.ok).toBe(true);
    await queueVisitChange(
      store.db,
      { change: "moved", lead: lead(id) },
      {
        texts: true,
        now: clock.now,
      },
    );
    await runAt("2027-03-01T11:00");
    await runAt("2027-03-02T09:00");
    expect(texts()).toEqual([]);
    await runAt("2027-03-02T14:00");
    await runAt("2027-03-03T12:00");
    expect(texts()).toHaveLength(2);
    expect(texts()[0]).toMatch(/tomorrow, Wednesday, March 3 at 2:00\sPM\./u);
    expect(texts()[1]).toMatch(/today, Wednesday, March 3 at 2:00\sPM\./u);
    expect(mails).toHaveLength(2);
  });
});
