import { afterEach, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../app/lib/quote-schema";
import { backends, type Scratch } from "../../tests/support/scratch-database";
import { validContact } from "../../tests/support/server";
import { purgeExpired } from "../retention/purge";
import type { Channel } from "../db/schema";
import { erasePerson, personKey } from "./erase";
import { storeLead } from "./store";

const scratches: Scratch[] = [];
afterEach(async () => {
  for (const scratch of scratches.splice(0)) await scratch.drop();
});

const channels = ["email", "ack_email", "ack_sms"] as const;

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

  it("thanks an address once a day, whatever its case, and again the next day", async () => {
    const d = await db();
    await store(d, "2026-03-01T10:00:00.000Z", { email: "ann@example.com" });
    await store(d, "2026-03-01T18:00:00.000Z", { email: "ANN@example.com" });
    expect(await thanks(d, "ack_email")).toBe(1);
    await store(d, "2026-03-02T10:00:01.000Z", { email: "ann@example.com" });
    expect(await thanks(d, "ack_email")).toBe(2);
    expect(await thanks(d, "email")).toBe(3);
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
