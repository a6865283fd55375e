import { afterEach, describe, expect, it } from "vitest";
import { startChannelStandIns, standInOwnerPhone } from "../../tests/support/channel-stand-ins";
import {
  eventually,
  solvedToken,
  startTestApp,
  type TestApp,
  validContact,
} from "../../tests/support/server";
import { createTransport, mailAddresses } from "../mail/create";
import { channelWorkers, configuredChannels, type ChannelWorkers } from "./channel-workers";

/*
 * SMS pumping end to end (issue 50): a burst of quote requests with consent, through the
 * API and the outbox's workers, against the Twilio stand-in. Past SMS_MAX_PER_HOUR a
 * thank-you is skipped for good; the owner's own texts go on.
 */

const silent = { info() {}, warn() {}, error() {} };
const open: { t: TestApp; workers: ChannelWorkers; close: () => Promise<void> }[] = [];

afterEach(async () => {
  for (const h of open.splice(0)) {
    await h.workers.stop();
    await h.t.close();
    await h.close();
  }
});

async function harness(extra: Record<string, string>) {
  const standIns = await startChannelStandIns();
  const env = { ...standIns.env, ...extra };
  const probe = await startTestApp(env);
  const channels = configuredChannels(probe.config, silent);
  await probe.close();
  const t = await startTestApp({ ...env, DATA_DIR: probe.config.DATA_DIR }, { channels });
  const workers = channelWorkers({
    config: t.config,
    db: t.store.db,
    transport: createTransport(t.config),
    addresses: mailAddresses(t.config),
    channels,
    instanceId: "test",
    log: silent,
    timings: { pollIntervalMs: 50, baseDelayMs: 50, confirmDelayMs: 50 },
  });
  workers.start();
  open.push({
    t,
    workers,
    close: async () => {
      await standIns.twilio.close();
      await standIns.receiver.close();
    },
  });
  const post = async (body: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...validContact, ...body, captchaToken: await solvedToken(t.app) },
    });
    expect(response.statusCode).toBe(200);
    workers.wake();
  };
  const thankYouRows = () =>
    t.store.db
      .selectFrom("outbox")
      .select(["status", "last_error"])
      .where("channel", "=", "ack_sms")
      .orderBy("created_at")
      .execute();
  return { twilio: standIns.twilio, workers, post, thankYouRows };
}

describe("SMS pumping", () => {
  it("an attacker's burst of quotes past SMS_MAX_PER_HOUR is skipped, never sent later, and the owner is told once", async () => {
    const h = await harness({ SMS_MAX_PER_HOUR: "2" });
    const phones = ["+16305550101", "+16305550102", "+16305550103", "+16305550104"];
    for (const [n, phone] of phones.entries()) {
      await h.post({ email: `burst${n}@example.com`, phone, smsConsent: "Yes" });
    }
    const settled = async () => {
      const rows = await h.thankYouRows();
      return (
        rows.length === 4 && rows.every((row) => ["delivered", "skipped"].includes(row.status))
      );
    };
    await eventually(settled, 20_000);
    const rows = await h.thankYouRows();
    expect(rows.filter((row) => row.status === "delivered")).toHaveLength(2);
    expect(rows.filter((row) => row.status === "skipped")).toEqual([
      { status: "skipped", last_error: "skipped: hourly cap" },
      { status: "skipped", last_error: "skipped: hourly cap" },
    ]);
    // The owner's own texts go on: one a lead, and one saying the cap was reached.
    const ownerTexts = () => h.twilio.messages.filter((m) => m.to === standInOwnerPhone);
    await eventually(async () => ownerTexts().length === 5, 20_000);
    expect(ownerTexts().filter((m) => m.body.includes("SMS_MAX_PER_HOUR"))).toHaveLength(1);

    // Never sent later: the skipped rows stay skipped however often the workers look.
    h.workers.wake();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const toHomeowners = h.twilio.messages.filter((m) => phones.includes(m.to));
    expect(toHomeowners).toHaveLength(2);
    expect((await h.thankYouRows()).filter((row) => row.status === "skipped")).toHaveLength(2);
  }, 40_000);

  it("an attacker's quote with a +882 satellite number and consent gets no thank-you text", async () => {
    const h = await harness({});
    await h.post({ phone: "+88216123456", smsConsent: "Yes" });
    await eventually(async () => (await h.thankYouRows())[0]?.status === "skipped", 20_000);
    expect(await h.thankYouRows()).toEqual([
      { status: "skipped", last_error: "skipped: outside SMS_COUNTRIES" },
    ]);
    expect(h.twilio.attempts.map((a) => a.to)).not.toContain("+88216123456");
  }, 40_000);
});
