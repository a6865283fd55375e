import { existsSync, readdirSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { tempDir, validContact } from "../../tests/support/server";
import { startTwilioStandIn } from "../../tests/support/twilio-stand-in";
import { channelSenders } from "../channels/configured-senders";
import { openDatabase } from "../db/database";
import type { Channel } from "../db/schema";
import { storeLead } from "../leads/store";
import { fileTransport } from "../mail/file";
import { queueReviewRequest } from "../reviews/requests";
import { OutboxWorker } from "./loop";

/*
 * A review request that comes due in the quiet hours, because the server was down when
 * it was due or because a failure pushed its retry into the night, waits for the morning:
 * nothing reaches the Twilio or mail stand-ins, no attempt is counted, nothing fails.
 */

const hours = { quietHours: [20, 9] as const, timeZone: "America/Chicago" };
// 2026-11-26 is in CST (UTC-6): due at 15:00, looked at 23:30, allowed from 9:00.
const dueAt = new Date("2026-11-26T21:00:00Z");
const halfPastEleven = new Date("2026-11-27T05:30:00Z");
const nineNextMorning = new Date("2026-11-27T15:00:00Z");
const reviewChannels: Channel[] = ["review_email", "review_sms"];

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function finishedJob() {
  const store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
  closers.push(() => store.close());
  const twilio = await startTwilioStandIn();
  closers.push(() => twilio.close());
  const lead = await storeLead(store.db, quoteRequestSchema.parse(validContact), {
    ip: null,
    userAgent: null,
    now: dueAt,
  });
  const schedule = { delayMinutes: 0, reminderDays: [], timeZone: hours.timeZone };
  await queueReviewRequest(store.db, lead, dueAt, schedule, { email: true, sms: true });
  const mailDir = tempDir("mail-");
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const senders = channelSenders(
    {
      db: store.db,
      transport: fileTransport(mailDir),
      addresses: { to: "office@ironwood.example", from: "website@ironwood.example" },
      origin: "https://example-contractor.com",
      log,
      reviewHours: hours,
      sms: {
        account: { apiUrl: twilio.url, accountSid: twilio.accountSid, authToken: twilio.authToken },
        sender: { from: "+16305550100" },
        ownerPhones: [],
        gate: { countries: ["US"], maxPerHour: 30 },
      },
    },
    reviewChannels,
  );
  let clock = halfPastEleven;
  const workers = reviewChannels.map(
    (channel) =>
      new OutboxWorker({
        db: store.db,
        channel,
        sender: senders.get(channel),
        log,
        now: () => clock,
        timings: { baseDelayMs: 60_000 },
      }),
  );
  return {
    store,
    twilio,
    log,
    mails: () => (existsSync(mailDir) ? readdirSync(mailDir) : []),
    runAt: async (at: Date) => {
      clock = at;
      for (const worker of workers) await worker.runOnce();
    },
    rows: () =>
      store.db
        .selectFrom("outbox")
        .select(["channel", "status", "attempts", "last_error", "next_attempt_at"])
        .where("kind", "=", "review_request")
        .orderBy("channel")
        .execute(),
  };
}

describe("a review request due in the quiet hours", () => {
  it("is neither sent nor failed at 23:30, and goes at 9:00 the next morning", async () => {
    const job = await finishedJob();
    await job.runAt(halfPastEleven);
    expect(job.twilio.attempts).toEqual([]);
    expect(job.mails()).toEqual([]);
    const waiting = { status: "pending", attempts: 0, last_error: null };
    const morning = nineNextMorning.toISOString();
    expect(await job.rows()).toEqual([
      { channel: "review_email", ...waiting, next_attempt_at: morning },
      { channel: "review_sms", ...waiting, next_attempt_at: morning },
    ]);
    expect(await job.store.db.selectFrom("delivery_attempts").selectAll().execute()).toEqual([]);
    expect(job.log.error).not.toHaveBeenCalled();
    expect(job.log.warn).not.toHaveBeenCalled();

    // Not yet due a minute before nine; due and sent at nine.
    await job.runAt(new Date(nineNextMorning.getTime() - 60_000));
    expect(job.twilio.attempts).toEqual([]);
    await job.runAt(nineNextMorning);
    expect(job.twilio.messages.map((m) => m.to)).toEqual(["+16305550199"]);
    expect(job.mails()).toHaveLength(1);
    expect((await job.rows()).map((row) => row.status)).toEqual(["delivered", "confirming"]);
  });

  it("keeps a retry that falls in the night from counting as an attempt", async () => {
    const job = await finishedJob();
    job.twilio.failNext(1, 503);
    // 19:59 in Chicago: refused, retried a minute later, at 20:00, when it must wait.
    const beforeEight = new Date("2026-11-27T01:59:00Z");
    await job.runAt(beforeEight);
    await job.runAt(new Date(beforeEight.getTime() + 60_000));
    const text = (await job.rows()).find((row) => row.channel === "review_sms");
    expect(text).toMatchObject({
      status: "pending",
      attempts: 1,
      next_attempt_at: nineNextMorning.toISOString(),
    });
    expect(job.twilio.messages).toEqual([]);
    expect(job.log.error).not.toHaveBeenCalled();
  });
});
