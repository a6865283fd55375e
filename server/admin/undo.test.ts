import { existsSync, readdirSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import {
  adminRoutes,
  type EntryDetail,
  type ReviewRequestPreview,
  type ReviewRequestQueued,
  type StatusChanged,
  type TextQueued,
} from "../../contracts/admin-api";
import { apiRoutes } from "../../contracts/routes";
import { call, signIn } from "../../tests/support/admin";
import { startChannelStandIns } from "../../tests/support/channel-stand-ins";
import { eventually, solvedToken, startTestApp, validContact } from "../../tests/support/server";
import { createTransport, mailAddresses, mailDir } from "../mail/create";
import { channelWorkers } from "../outbox/channel-workers";

/*
 * Issue 52, item 1: nothing reaches a homeowner by one mis-tap. What the inbox queues to one
 * is held while the owner's toast offers Undo, a Completed picked by mistake and switched
 * back sends nothing, and an undo after the message went is refused.
 */

const silent = { info() {}, warn() {}, error() {} };
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const homeowner = "+16305550199";
/** The request at once, reminders about 0.9 s and 1.7 s after it: no clock tricks needed. */
const fast = {
  REVIEW_REQUEST_DELAY_MINUTES: "0",
  REVIEW_QUIET_HOURS: "",
  REVIEW_REMINDER_DAYS: "0.00001,0.00002",
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function inbox(env: Record<string, string>, now?: () => Date, working = true) {
  const standIns = await startChannelStandIns();
  closers.push(standIns.close);
  const channels = ["sms"] as const;
  const t = await startTestApp(
    { ...standIns.env, ACK_EMAIL: "off", ACK_SMS: "off", ...fast, ...env },
    { channels, now },
  );
  closers.push(t.close);
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
  if (working) {
    workers.start();
    closers.push(() => workers.stop());
  }
  const cookie = await signIn(t);
  const quoteRequest = async (fields: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: "POST",
      url: apiRoutes.quoteRequest,
      payload: {
        ...validContact,
        phone: homeowner,
        ...fields,
        captchaToken: await solvedToken(t.app),
      },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { id: string }).id;
  };
  const setStatus = async (id: string, body: Record<string, unknown>) => {
    const response = await call(t, adminRoutes.entry(id), { method: "PATCH", cookie, body });
    workers.wake();
    expect(response.statusCode).toBe(200);
    return response.json() as StatusChanged;
  };
  const reply = async (id: string) => {
    const response = await call(t, adminRoutes.texts(id), {
      method: "POST",
      cookie,
      body: { body: "Saturday at 9 works. - Ironwood" },
    });
    workers.wake();
    expect(response.statusCode).toBe(202);
    return response.json() as TextQueued;
  };
  const undo = (outboxIds: string[], origin?: string | null) =>
    call(t, adminRoutes.undo, { method: "POST", cookie, body: { outboxIds }, origin });
  const textsTo = () => standIns.twilio.messages.filter((m) => m.to === homeowner);
  const reviewMails = () =>
    (existsSync(mailDir(t.config)) ? readdirSync(mailDir(t.config)) : []).filter((name) =>
      name.endsWith(".review_request.eml"),
    );
  const detail = async (id: string) =>
    (await call(t, adminRoutes.entry(id), { cookie })).json() as EntryDetail;
  return { t, cookie, workers, quoteRequest, setStatus, reply, undo, textsTo, reviewMails, detail };
}

describe("a review request from the inbox", () => {
  it("a mis-tapped Completed switched back before the request goes sends the homeowner nothing", async () => {
    const { setStatus, quoteRequest, textsTo, reviewMails, detail } = await inbox({
      INBOX_UNDO_SECONDS: "1",
    });
    const id = await quoteRequest({ smsConsent: "Yes" });
    const completed = await setStatus(id, { status: "completed" });
    expect(completed.undo?.outboxIds.length).toBeGreaterThan(0);
    await setStatus(id, { status: "won" });
    // Past the hold and both reminders' times: nothing went, by text nor by mail.
    await pause(3_000);
    expect(textsTo().filter((m) => /review/i.test(m.body))).toEqual([]);
    expect(reviewMails()).toEqual([]);
    const marks = (await detail(id)).reviewRequest;
    expect(marks?.requestedAt).toBeNull();
    expect(marks?.canceledAt).toEqual(expect.any(String));
  });

  it("Completed without the request queues nothing", async () => {
    const { t, setStatus, quoteRequest, detail } = await inbox({});
    const id = await quoteRequest();
    const completed = await setStatus(id, { status: "completed", reviewRequest: false });
    expect(completed.status).toBe("completed");
    expect(completed.undo).toBeUndefined();
    const rows = await t.store.db
      .selectFrom("outbox")
      .select("id")
      .where("ref_id", "=", id)
      .where("kind", "in", ["review_request", "review_reminder"])
      .execute();
    expect(rows).toEqual([]);
    expect((await detail(id)).reviewRequest).toBeNull();
  });

  it("is held 10 s by default: its rows are not sendable until 10 s after it was queued", async () => {
    // No worker: on the real clock these rows are long due, and would be sent meanwhile.
    const at = new Date("2025-06-03T15:00:00.000Z");
    const { t, cookie, quoteRequest } = await inbox({ INBOX_UNDO_SECONDS: "" }, () => at, false);
    const id = await quoteRequest();
    const sent = await call(t, adminRoutes.reviewRequest(id), { method: "POST", cookie });
    expect(sent.statusCode).toBe(202);
    const { undo } = sent.json() as ReviewRequestQueued;
    expect(undo?.sendsAt).toBe("2025-06-03T15:00:10.000Z");
    expect(undo?.undoUntil).toBe("2025-06-03T15:00:10.000Z");
    const request = await t.store.db
      .selectFrom("outbox")
      .select("next_attempt_at")
      .where("ref_id", "=", id)
      .where("kind", "=", "review_request")
      .executeTakeFirstOrThrow();
    expect(request.next_attempt_at).toBe("2025-06-03T15:00:10.000Z");
  });

  it("undo within the hold cancels the request and its reminders, and the lead's page says so", async () => {
    const { t, cookie, quoteRequest, undo, textsTo, reviewMails, detail, workers } = await inbox({
      INBOX_UNDO_SECONDS: "1",
    });
    const id = await quoteRequest({ smsConsent: "Yes" });
    const sent = await call(t, adminRoutes.reviewRequest(id), { method: "POST", cookie });
    const queued = sent.json() as ReviewRequestQueued;
    expect((await undo(queued.undo?.outboxIds ?? [])).statusCode).toBe(204);
    workers.wake();
    await pause(3_000);
    expect(textsTo()).toEqual([]);
    expect(reviewMails()).toEqual([]);
    expect((await detail(id)).reviewRequest?.canceledAt).toEqual(expect.any(String));
  });

  it("tells when it would go: after the delay, out of the quiet hours, in the site's time zone", async () => {
    // 7:30 PM in Chicago (CDT): two hours later is in the quiet hours, so 9 AM the next day.
    const at = new Date("2025-06-04T00:30:00.000Z");
    const { t, cookie, quoteRequest } = await inbox(
      { REVIEW_REQUEST_DELAY_MINUTES: "120", REVIEW_QUIET_HOURS: "20-9" },
      () => at,
    );
    const id = await quoteRequest({ name: "Dana Whitfield" });
    const preview = async (on: "completed" | "now") =>
      (
        await call(t, adminRoutes.reviewRequestPreview(id, on), { cookie })
      ).json() as ReviewRequestPreview;
    expect(await preview("completed")).toEqual({
      name: "Dana Whitfield",
      sendsAt: "2025-06-04T14:00:00.000Z",
    });
    // By hand it goes at once: 7:30 PM is before the quiet hours.
    expect((await preview("now")).sendsAt).toBe("2025-06-04T00:30:00.000Z");
  });
});

describe("a reply from the inbox", () => {
  it("undo within 10 s cancels a queued reply and nothing reaches the Twilio stand-in", async () => {
    const { reply, undo, textsTo, detail, quoteRequest, workers } = await inbox({
      INBOX_UNDO_SECONDS: "10",
    });
    const id = await quoteRequest({ smsConsent: "No" });
    const queued = await reply(id);
    expect(queued.undo?.outboxIds).toHaveLength(1);
    await pause(1_000);
    expect((await undo(queued.undo?.outboxIds ?? [])).statusCode).toBe(204);
    // Past the 10 s the reply would have waited: the stand-in got nothing.
    await pause(9_500);
    workers.wake();
    await pause(1_000);
    expect(textsTo()).toEqual([]);
    expect((await detail(id)).texting.texts).toEqual([]);
  }, 20_000);

  it("undo after the message went answers 409", async () => {
    const { reply, undo, textsTo, quoteRequest } = await inbox({});
    const id = await quoteRequest({ smsConsent: "No" });
    const queued = await reply(id);
    await eventually(() => textsTo().length === 1, 15_000);
    expect((await undo(queued.undo?.outboxIds ?? [])).statusCode).toBe(409);
  });

  it("moves a new lead to Contacted with the clock, and its undo moves both back", async () => {
    const { reply, undo, detail, quoteRequest } = await inbox({ INBOX_UNDO_SECONDS: "5" });
    const id = await quoteRequest({ smsConsent: "No" });
    const queued = await reply(id);
    const replied = await detail(id);
    expect(replied.status).toBe("contacted");
    expect(replied.minutesToContact).not.toBeNull();
    expect(replied.history.map((event) => [event.change, event.from, event.to])).toContainEqual([
      "status",
      "new",
      "contacted",
    ]);
    expect((await undo(queued.undo?.outboxIds ?? [])).statusCode).toBe(204);
    const undone = await detail(id);
    expect(undone.status).toBe("new");
    expect(undone.minutesToContact).toBeNull();
    expect(undone.history.map((event) => event.change)).toEqual(["created"]);
  });
});

describe("the undo route", () => {
  it("an undo naming the owner's own notification finds nothing to take back (404)", async () => {
    const { t, undo, quoteRequest } = await inbox({ INBOX_UNDO_SECONDS: "5" });
    const id = await quoteRequest();
    const own = await t.store.db
      .selectFrom("outbox")
      .select("id")
      .where("ref_id", "=", id)
      .execute();
    expect(own.length).toBeGreaterThan(0);
    expect((await undo(own.map((row) => row.id))).statusCode).toBe(404);
    expect((await undo(["no-such-row"])).statusCode).toBe(404);
  });

  it("an undo from another site's page is refused (403) and the reply still goes", async () => {
    const { reply, undo, textsTo, quoteRequest } = await inbox({ INBOX_UNDO_SECONDS: "1" });
    const id = await quoteRequest({ smsConsent: "No" });
    const queued = await reply(id);
    const refused = await undo(queued.undo?.outboxIds ?? [], "https://attacker.example");
    expect(refused.statusCode).toBe(403);
    await eventually(() => textsTo().length === 1, 15_000);
  });

  it("an undo without a session is refused (401)", async () => {
    const { t } = await inbox({});
    const response = await call(t, adminRoutes.undo, {
      method: "POST",
      body: { outboxIds: ["x"] },
    });
    expect(response.statusCode).toBe(401);
  });
});
