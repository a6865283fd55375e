import { afterEach, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { backends, type Scratch } from "../../tests/support/scratch-database";
import { validContact } from "../../tests/support/server";
import { purgeExpired } from "../retention/purge";
import type { Channel } from "../db/schema";
import type { MailTransport } from "../mail/transport";
import { channelSenders } from "../channels/configured-senders";
import { OutboxWorker } from "../outbox/loop";
import { erasePerson, personKey } from "./erase";
import { storeLead } from "./store";

const scratches: Scratch[] = [];
afterEach(async () => {
  for (const scratch of scratches.splice(0)) await scratch.drop();
});

const channels = ["email", "ack_email", "ack_sms"] as const;
const quiet = { info() {}, warn() {}, error() {} };

/** A mail transport that keeps who it thanked, and refuses the first `failures` sends. */
function thankYouInbox(failures = 0) {
  const thanked: string[] = [];
  let refusals = failures;
  const transport: MailTransport = {
    name: "file",
    async send(notification) {
      if (refusals > 0) {
        refusals -= 1;
        throw new Error("the mail server is down");
      }
      if (notification.kind === "acknowledgement") thanked.push(notification.to);
    },
    async close() {},
  };
  return { transport, thanked };
}

describe.each(backends)("the visitor's thank-you on $name", (backend) => {
  async function db() {
    const scratch = await backend.create();
    scratches.push(scratch);
    return (await scratch.open()).db;
  }
  type Db = Awaited<ReturnType<Scratch["open"]>>["db"];
  const store = (db: Db, iso: string, extra: object = {}) =>
    storeLead(db, quoteRequestSchema.parse({ ...validContact, ...extra }), {
      ip: null,
      userAgent: null,
      now: new Date(iso),
      channels,
    });
  const thanks = async (db: Db, channel: Channel) =>
    (await db.selectFrom("outbox").select("id").where("channel", "=", channel).execute()).length;
  /** One instance's thank-you e-mail worker, running once at `iso`. */
  const sendThanks = (db: Db, inbox: ReturnType<typeof thankYouInbox>, iso: string) => {
    const settings = {
      db,
      transport: inbox.transport,
      addresses: { to: "office@ironwood.example", from: "website@ironwood.example" },
      origin: "https://example-contractor.com",
      log: quiet,
    };
    const sender = channelSenders(settings, ["ack_email"]).get("ack_email");
    const worker = new OutboxWorker({
      db,
      channel: "ack_email",
      sender,
      log: quiet,
      now: () => new Date(iso),
      timings: { baseDelayMs: 1_000 },
    });
    return worker.runOnce();
  };
  const ackStatuses = async (db: Db) =>
    (
      await db
        .selectFrom("outbox")
        .select("status")
        .where("channel", "=", "ack_email")
        .orderBy("created_at")
        .execute()
    ).map((row) => row.status);

  it("thanks an address once a day, whatever its case, and again the next day", async () => {
    const d = await db();
    const inbox = thankYouInbox();
    await store(d, "2026-03-01T10:00:00.000Z", { email: "ann@example.com" });
    await sendThanks(d, inbox, "2026-03-01T10:00:00.000Z");
    await store(d, "2026-03-01T18:00:00.000Z", { email: "ANN@example.com" });
    await sendThanks(d, inbox, "2026-03-01T18:00:00.000Z");
    expect(inbox.thanked).toEqual(["ann@example.com"]);
    expect(await ackStatuses(d)).toEqual(["delivered", "skipped"]);
    await store(d, "2026-03-02T10:00:01.000Z", { email: "ann@example.com" });
    await sendThanks(d, inbox, "2026-03-02T10:00:01.000Z");
    expect(inbox.thanked).toEqual(["ann@example.com", "ann@example.com"]);
    expect(await thanks(d, "email")).toBe(3);
  });

  it("an attacker's x<ann@example.com> stored before the fix gets Ann no thank-you", async () => {
    const d = await db();
    const inbox = thankYouInbox();
    const id = await store(d, "2026-03-01T10:00:00.000Z", { email: "ann@example.com" });
    await d
      .updateTable("leads")
      .set({ email: "x<ann@example.com>" })
      .where("id", "=", id)
      .execute();
    await sendThanks(d, inbox, "2026-03-01T10:00:00.000Z");
    expect(inbox.thanked).toEqual([]);
    expect(await ackStatuses(d)).toEqual(["skipped"]);
  });

  it("thanks an address stored before the fix at its normalized spelling", async () => {
    const d = await db();
    const inbox = thankYouInbox();
    const id = await store(d, "2026-03-01T10:00:00.000Z", { email: "ann@example.com" });
    await d.updateTable("leads").set({ email: " Ann@EXAMPLE.com " }).where("id", "=", id).execute();
    await sendThanks(d, inbox, "2026-03-01T10:00:00.000Z");
    expect(inbox.thanked).toEqual(["Ann@example.com"]);
  });

  it("retries a thank-you whose sending failed, instead of counting it as sent", async () => {
    const d = await db();
    const inbox = thankYouInbox(1);
    await store(d, "2026-03-01T10:00:00.000Z", { email: "ann@example.com" });
    await sendThanks(d, inbox, "2026-03-01T10:00:00.000Z");
    expect(await ackStatuses(d)).toEqual(["pending"]);
    await sendThanks(d, inbox, "2026-03-01T10:00:05.000Z");
    expect(inbox.thanked).toEqual(["ann@example.com"]);
    expect(await ackStatuses(d)).toEqual(["delivered"]);
  });

  it("thanks an address once when two instances send its two requests at once", async () => {
    const d = await db();
    const inbox = thankYouInbox();
    await store(d, "2026-03-01T10:00:00.000Z", { email: "ann@example.com" });
    await store(d, "2026-03-01T10:00:00.000Z", { email: "ann@example.com" });
    await Promise.all([
      sendThanks(d, inbox, "2026-03-01T10:00:01.000Z"),
      sendThanks(d, inbox, "2026-03-01T10:00:01.000Z"),
    ]);
    expect(inbox.thanked).toEqual(["ann@example.com"]);
    expect((await ackStatuses(d)).sort()).toEqual(["delivered", "skipped"]);
  });

  it("texts a thank-you only with consent, and records the consent's words and time", async () => {
    const d = await db();
    await store(d, "2026-03-01T10:00:00.000Z", { phone: "6305550199", smsConsent: "No" });
    expect(await thanks(d, "ack_sms")).toBe(0);
    await store(d, "2026-03-01T11:00:00.000Z", { phone: "6305550198", smsConsent: "Yes" });
    expect(await thanks(d, "ack_sms")).toBe(1);
    const consents = await d
      .selectFrom("leads")
      .select(["sms_consent", "sms_consent_text", "sms_consent_at"])
      .orderBy("created_at")
      .execute();
    expect(consents[0]).toEqual({
      sms_consent: "No",
      sms_consent_text: null,
      sms_consent_at: null,
    });
    expect(consents[1]?.sms_consent_text).toMatch(/^Receive SMS Updates: .*reply STOP to opt out/);
    expect(consents[1]?.sms_consent_at).toBe("2026-03-01T11:00:00.000Z");
  });

  it("forgets who was thanked on erasure, and after a day on its own", async () => {
    const d = await db();
    await store(d, "2026-03-01T10:00:00.000Z", { email: "ann@example.com", smsConsent: "No" });
    await store(d, "2026-03-01T10:00:00.000Z", { email: "bob@example.com", smsConsent: "No" });
    await sendThanks(d, thankYouInbox(), "2026-03-01T10:00:00.000Z");
    const count = async () =>
      (await d.selectFrom("acknowledgements").select("recipient").execute()).length;
    expect(await count()).toBe(2);
    await erasePerson(d, personKey("Ann@example.com")!, "/nonexistent");
    expect(await count()).toBe(1);
    await purgeExpired(
      d,
      { retentionDays: 730, ipRetentionDays: 30, mailDir: "/nonexistent" },
      new Date("2026-03-02T10:00:01.000Z"),
    );
    expect(await count()).toBe(0);
  });
});
