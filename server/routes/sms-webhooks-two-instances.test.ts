import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../../contracts/routes";
import { startChannelStandIns, type ChannelStandIns } from "../../tests/support/channel-stand-ins";
import {
  createTestDatabase,
  skipPostgres,
  type TestDatabase,
} from "../../tests/support/postgres-test-database";
import { startTestApp, type TestApp } from "../../tests/support/server";
import { inboundFields, signedPost } from "../../tests/support/twilio-webhooks";

/**
 * Twilio retries a webhook it got no answer to, and a load balancer may hand the retry to
 * the other instance while the first is still storing it: the text is stored once.
 */
describe.skipIf(skipPostgres)("a retried text on two instances of one PostgreSQL", () => {
  let database: TestDatabase | undefined;
  let standIns: ChannelStandIns | undefined;
  const instances: TestApp[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    standIns = await startChannelStandIns();
    const env = {
      ...standIns.env,
      DATABASE_URL: database.url,
      ALTCHA_HMAC_KEY: "shared-".repeat(8),
      PHOTO_LINK_SECRET: "photo-links-".repeat(4),
    };
    for (let i = 0; i < 2; i++) instances.push(await startTestApp(env, { channels: ["sms"] }));
  });

  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await standIns?.close();
    await database?.drop();
  });

  it("stores it once, its lead once and the owner's alert once, at the same moment or later", async () => {
    const [a, b] = instances as [TestApp, TestApp];
    const signer = {
      origin: a.config.PUBLIC_URL ?? "",
      authToken: standIns?.twilio.authToken ?? "",
    };
    for (let round = 0; round < 5; round++) {
      const fields = inboundFields({ From: `+1773555010${round}`, Body: `Hello ${round}` });
      const post = (t: TestApp) => signedPost(t.app, signer, apiRoutes.smsIncoming, fields);
      const answers = await Promise.all([post(a), post(b), post(a), post(b)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((r) => r.body)).size).toBe(1);
      expect((await post(b)).statusCode).toBe(200);
    }
    const db = a.store.db;
    expect(await db.selectFrom("text_messages").select("id").execute()).toHaveLength(5);
    expect(await db.selectFrom("leads").select("id").execute()).toHaveLength(5);
    const alerts = await db.selectFrom("outbox").select("id").where("channel", "=", "sms_alert");
    expect(await alerts.execute()).toHaveLength(5);
  });
});
