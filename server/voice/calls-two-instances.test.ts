import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  skipPostgres,
  type TestDatabase,
} from "../../tests/support/postgres-test-database";
import { startTestApp, type TestApp } from "../../tests/support/server";
import {
  signedHeaders,
  startVoiceStandIn,
  type VoiceStandIn,
} from "../../tests/support/twilio-voice-stand-in";

/**
 * Twilio retries a voice webhook it got no answer to, and a load balancer may hand the
 * retry to the other instance while the first is still storing it: the call is stored
 * once, its lead once, and the caller is texted back and the owner alerted once.
 */
describe.skipIf(skipPostgres)("a retried call on two instances of one PostgreSQL", () => {
  const origin = "https://example-contractor.com";
  let database: TestDatabase | undefined;
  let voice: VoiceStandIn | undefined;
  const instances: TestApp[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    voice = await startVoiceStandIn();
    const env = {
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: voice.twilio.accountSid,
      TWILIO_AUTH_TOKEN: voice.twilio.authToken,
      TWILIO_FROM: "+16305550100",
      TWILIO_API_URL: voice.twilio.url,
      OWNER_SMS_TO: "+16305550142",
      PUBLIC_URL: origin,
      CALLS: "on",
      DATABASE_URL: database.url,
      ALTCHA_HMAC_KEY: "shared-".repeat(8),
      PHOTO_LINK_SECRET: "photo-links-".repeat(4),
    };
    for (let i = 0; i < 2; i++) instances.push(await startTestApp(env, { channels: ["sms"] }));
  });

  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await voice?.close();
    await database?.drop();
  });

  it("stores it once and texts back once, each webhook posted to both at the same moment", async () => {
    const [a, b] = instances as [TestApp, TestApp];
    const stand = voice as VoiceStandIn;
    const inject = async (t: TestApp, url: string, fields: Record<string, string>) => {
      const { form, headers } = signedHeaders(stand.twilio.authToken, url, fields);
      const path = url.slice(origin.length);
      const r = await t.app.inject({
        method: "POST",
        url: path,
        headers,
        payload: form.toString(),
      });
      return { status: r.statusCode, body: r.body };
    };
    // Every webhook of a call goes to both instances at once, twice.
    const both = async (url: string, fields: Record<string, string>) => {
      const answers = await Promise.all([a, b, a, b].map((t) => inject(t, url, fields)));
      expect({ url, statuses: answers.map((r) => r.status) }).toEqual({
        url,
        statuses: [answers[0]?.status, answers[0]?.status, answers[0]?.status, answers[0]?.status],
      });
      return answers[0] ?? { status: 0, body: "" };
    };
    for (let round = 0; round < 4; round++) {
      await stand.call(both, origin, { from: `+1773555010${round}`, voicemailSeconds: 4 });
    }
    const db = a.store.db;
    expect(await db.selectFrom("calls").select("id").execute()).toHaveLength(4);
    expect(await db.selectFrom("leads").select("id").execute()).toHaveLength(4);
    const alerts = db.selectFrom("outbox").select("id").where("channel", "=", "call_alert");
    expect(await alerts.execute()).toHaveLength(4);
    const textBacks = stand.twilio.messages.filter((m) => m.to.startsWith("+1773"));
    expect(textBacks).toHaveLength(4);
    expect([...stand.recordings.values()].every((r) => r.deleted)).toBe(true);
  });
});
