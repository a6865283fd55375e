import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { smsConsentWording } from "../../content/acknowledgement";
import { adminRoutes, type EntryDetail } from "../../contracts/admin-api";
import { apiRoutes } from "../../contracts/routes";
import { call, eraseByKey, signIn } from "../../tests/support/admin";
import { startChannelStandIns } from "../../tests/support/channel-stand-ins";
import {
  decodedBody,
  eventually,
  mailHeaders,
  solvedToken,
  startTestApp,
  validContact,
  validReview,
} from "../../tests/support/server";
import { createTransport, mailAddresses, mailDir } from "../mail/create";
import { channelWorkers } from "../outbox/channel-workers";
import { recordOptOut } from "../texts/opt-outs";

/*
 * Issue 37 end to end: a lead marked completed in the inbox, the review request and its
 * reminders out to the mail folder and the Twilio stand-in, and the homeowner's link.
 */

const silent = { info() {}, warn() {}, error() {} };
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const homeowner = "+16305550199";
/** Reminders about 0.9 s and 1.7 s after the request: no clock tricks needed. */
const fast = {
  REVIEW_REQUEST_DELAY_MINUTES: "0",
  REVIEW_QUIET_HOURS: "",
  REVIEW_REMINDER_DAYS: "0.00001,0.00002",
};

async function reviewing(env: Record<string, string> = fast) {
  const standIns = await startChannelStandIns();
  closers.push(standIns.close);
  const channels = ["sms"] as const;
  const t = await startTestApp({ ...standIns.env, ACK_EMAIL: "off", ...env }, { channels });
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
  workers.start();
  closers.push(() => workers.stop());
  const cookie = await signIn(t);
  const quoteRequest = async (fields: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: "POST",
      url: apiRoutes.quoteRequest,
      payload: { ...validContact, ...fields, captchaToken: await solvedToken(t.app) },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { id: string }).id;
  };
  const complete = async (id: string) => {
    const response = await call(t, adminRoutes.entry(id), {
      method: "PATCH",
      cookie,
      body: { status: "completed" },
    });
    workers.wake();
    return response;
  };
  const reviewMails = () =>
    (existsSync(mailDir(t.config)) ? readdirSync(mailDir(t.config)) : [])
      .filter((name) => name.endsWith(".review_request.eml"))
      .map((name) => readFileSync(join(mailDir(t.config), name), "utf8"));
  const reviewTexts = () =>
    standIns.twilio.messages.filter((m) => m.to === homeowner && /review/i.test(m.body));
  const token = async (id: string) =>
    (
      await t.store.db
        .selectFrom("review_requests")
        .select("token")
        .where("lead_id", "=", id)
        .executeTakeFirstOrThrow()
    ).token;
  const detail = async (id: string) =>
    (await call(t, adminRoutes.entry(id), { cookie })).json() as EntryDetail;
  return { t, standIns, cookie, quoteRequest, complete, reviewMails, reviewTexts, token, detail };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Reviewing = Awaited<ReturnType<typeof reviewing>>;

/** The POST a mail client sends for RFC 8058's one-click unsubscribe. */
function oneClickUnsubscribe(t: Reviewing["t"], url: string) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "List-Unsubscribe=One-Click",
  });
}

describe("a completed job's review request", () => {
  it("e-mails and texts the request, then two reminders on schedule", async () => {
    const { t, cookie, quoteRequest, complete, reviewMails, reviewTexts, detail } =
      await reviewing();
    const id = await quoteRequest();
    const completedAt = Date.now();
    expect((await complete(id)).statusCode).toBe(200);
    await eventually(() => reviewMails().length === 3 && reviewTexts().length === 3);
    const first = reviewMails()[0] ?? "";
    const headers = mailHeaders(first);
    expect(headers.get("list-unsubscribe")?.[0]).toMatch(
      /^<https:\/\/example-contractor\.com\/api\/review-requests\/unsubscribe\?t=[\w-]+>$/,
    );
    expect(headers.get("list-unsubscribe-post")).toEqual(["List-Unsubscribe=One-Click"]);
    expect(decodedBody(first)).toMatch(/https:\/\/example-contractor\.com\/r\/[\w-]+/);
    expect(reviewTexts()[0]?.body).toMatch(
      /https:\/\/example-contractor\.com\/r\/[\w-]+.*Reply STOP to opt out$/,
    );
    // Never early: 0.00001 and 0.00002 days are 864 ms and 1728 ms after the request.
    const times = reviewTexts().map((m) => m.receivedAt.getTime() - completedAt);
    expect(times[1]).toBeGreaterThanOrEqual(864);
    expect(times[2]).toBeGreaterThanOrEqual(1728);
    // Each text joins the lead's thread, as the homeowner's phone shows it.
    const thread = async () =>
      (await detail(id)).texting.texts.filter((text) => text.kind === "review");
    await eventually(async () => (await thread()).length === 3);
    expect((await thread()).map((text) => [text.direction, text.body])).toEqual(
      reviewTexts().map((m) => ["out", m.body]),
    );
    // The outbox marks a row delivered just after the stand-in has its text: wait for the mark.
    await eventually(async () => (await detail(id)).reviewRequest?.reminders === 2);
    const marks = (await detail(id)).reviewRequest;
    expect(marks?.requestedAt).not.toBeNull();
    expect(marks?.reminders).toBe(2);
    expect((await detail(id)).status).toBe("completed");
    const listed = async (status: string) =>
      (
        (await call(t, `${adminRoutes.inbox}?status=${status}`, { cookie })).json() as {
          items: { id: string }[];
        }
      ).items.map((item) => item.id);
    expect(await listed("review_requested")).toEqual([id]);
    expect(await listed("reminded")).toEqual([id]);
    expect(await listed("opened")).toEqual([]);
    expect(await listed("completed")).toEqual([id]);
  });

  it("sends no reminder once the homeowner acted on /review; a visit alone does not count", async () => {
    const { t, quoteRequest, complete, reviewMails, token, detail } = await reviewing();
    const id = await quoteRequest();
    await complete(id);
    await eventually(() => reviewMails().length === 1);
    const link = await t.app.inject({ method: "GET", url: `/r/${await token(id)}` });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe(`/review?from=request&t=${await token(id)}`);
    const visited = await t.store.db.selectFrom("review_requests").selectAll().executeTakeFirst();
    expect(visited?.visited_at).not.toBeNull();
    expect(visited?.opened_at).toBeNull();
    const opened = await call(t, apiRoutes.reviewOpened, {
      method: "POST",
      body: { token: await token(id) },
    });
    expect(opened.statusCode).toBe(204);
    await pause(2_500);
    expect(reviewMails()).toHaveLength(1);
    expect((await detail(id)).reviewRequest?.openedAt).not.toBeNull();
  });

  it("unsubscribes on the one-click POST, never on a GET", async () => {
    const { t, quoteRequest, complete, reviewMails, reviewTexts, token } = await reviewing();
    const id = await quoteRequest();
    await complete(id);
    await eventually(() => reviewMails().length === 1);
    const url = `${apiRoutes.reviewUnsubscribe}?t=${await token(id)}`;
    const get = await t.app.inject({ method: "GET", url });
    expect(get.statusCode).toBe(200);
    expect(get.body).toMatch(/<button type="submit"/);
    const row = () => t.store.db.selectFrom("review_requests").selectAll().executeTakeFirst();
    expect((await row())?.unsubscribed_at).toBeNull();
    const post = await oneClickUnsubscribe(t, url);
    expect(post.statusCode).toBe(200);
    expect((await row())?.unsubscribed_at).not.toBeNull();
    await pause(2_500);
    expect(reviewMails()).toHaveLength(1);
    expect(reviewTexts().length).toBeLessThanOrEqual(1);
  });

  it("marks nothing for a forged token on any way in, and tells it nothing", async () => {
    const { t, quoteRequest, complete, reviewMails, token } = await reviewing();
    const id = await quoteRequest();
    await complete(id);
    await eventually(() => reviewMails().length === 1);
    const real = await token(id);
    const forged = "Z".repeat(real.length);
    const row = () => t.store.db.selectFrom("review_requests").selectAll().executeTakeFirst();

    const link = await t.app.inject({ method: "GET", url: `/r/${forged}` });
    expect(link.statusCode).toBe(302);
    // Plain /review: no mark that would hide Yelp, no token to report.
    expect(link.headers.location).toBe("/review");
    const opened = await call(t, apiRoutes.reviewOpened, {
      method: "POST",
      body: { token: forged },
    });
    // The same answer as for a real token: a guess learns nothing.
    expect(opened.statusCode).toBe(204);
    const url = `${apiRoutes.reviewUnsubscribe}?t=${forged}`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    const post = await oneClickUnsubscribe(t, url);
    expect(post.statusCode).toBe(404);

    const after = await row();
    expect(after?.visited_at).toBeNull();
    expect(after?.opened_at).toBeNull();
    expect(after?.unsubscribed_at).toBeNull();
  });

  it("texts no one who said STOP, and no one whose consent predates the review wording", async () => {
    const { t, quoteRequest, complete, reviewMails, reviewTexts, detail } = await reviewing();
    const stopped = await quoteRequest();
    await recordOptOut(
      t.store.db,
      homeowner,
      { source: "keyword", keyword: "STOP", twilio_opt_out_type: null },
      new Date(),
    );
    await complete(stopped);
    await eventually(() => reviewMails().length === 3);
    expect(reviewTexts()).toHaveLength(0);
    // The thread shows the owner each text a STOP kept back.
    await eventually(async () => (await detail(stopped)).texting.texts.length === 3);
    expect((await detail(stopped)).texting.texts.map((text) => [text.kind, text.state])).toEqual(
      Array.from({ length: 3 }, () => ["review", "opted_out"]),
    );

    await t.store.db.deleteFrom("text_opt_outs").execute();
    const old = await quoteRequest();
    const oldWording = smsConsentWording.replace(/, and once the job is finished[^.]*/, "");
    await t.store.db
      .updateTable("leads")
      .set({ sms_consent_text: oldWording })
      .where("id", "=", old)
      .execute();
    await complete(old);
    await eventually(() => reviewMails().length === 6);
    await pause(300);
    expect(reviewTexts()).toHaveLength(0);
  });

  it("sends no reminder text after a STOP, and never texts a number Twilio reports 21610", async () => {
    const { t, standIns, quoteRequest, complete, reviewMails, reviewTexts } = await reviewing();
    const id = await quoteRequest();
    await complete(id);
    await eventually(() => reviewTexts().length === 1);
    await recordOptOut(
      t.store.db,
      homeowner,
      { source: "keyword", keyword: "STOP", twilio_opt_out_type: null },
      new Date(),
    );
    await eventually(() => reviewMails().length === 3);
    await pause(300);
    expect(reviewTexts()).toHaveLength(1);

    await t.store.db.deleteFrom("text_opt_outs").execute();
    standIns.twilio.rejectTo(homeowner, 21610, "Attempt to send to unsubscribed recipient");
    const again = await quoteRequest();
    await complete(again);
    await eventually(async () => {
      const row = await t.store.db.selectFrom("text_opt_outs").selectAll().executeTakeFirst();
      return row?.source === "twilio";
    });
  });

  it("sends nothing when the person was erased, and refuses completed for a review notice", async () => {
    const { t, cookie, quoteRequest, reviewMails, reviewTexts } = await reviewing({
      ...fast,
      REVIEW_REQUEST_DELAY_MINUTES: "0.02",
    });
    const id = await quoteRequest();
    await call(t, adminRoutes.entry(id), {
      method: "PATCH",
      cookie,
      body: { status: "completed" },
    });
    const erased = await eraseByKey(t, cookie, validContact.email);
    expect(erased.statusCode).toBe(200);
    await pause(2_500);
    expect(reviewMails()).toHaveLength(0);
    expect(reviewTexts()).toHaveLength(0);

    const notice = await t.app.inject({
      method: "POST",
      url: apiRoutes.reviewNotice,
      payload: { ...validReview, captchaToken: await solvedToken(t.app) },
    });
    const noticeId = (notice.json() as { id: string }).id;
    const refused = await call(t, adminRoutes.entry(noticeId), {
      method: "PATCH",
      cookie,
      body: { status: "completed" },
    });
    expect(refused.statusCode).toBe(400);
  });

  it("lets the owner send one by hand, with automatic requests off", async () => {
    const { t, cookie, quoteRequest, complete, reviewMails } = await reviewing({
      ...fast,
      REVIEW_REQUESTS: "off",
    });
    const id = await quoteRequest();
    await complete(id);
    await pause(500);
    expect(reviewMails()).toHaveLength(0);
    const sent = await call(t, adminRoutes.reviewRequest(id), { method: "POST", cookie, body: {} });
    expect(sent.statusCode).toBe(202);
    // The rows come back for the owner's Undo (issue 52): the request and two reminders, twice.
    expect(sent.json()).toEqual({
      channels: ["email", "text"],
      undo: {
        outboxIds: expect.arrayContaining([expect.any(String)]),
        sendsAt: expect.any(String),
        undoUntil: expect.any(String),
      },
    });
    expect((sent.json() as { undo: { outboxIds: string[] } }).undo.outboxIds).toHaveLength(6);
    await eventually(() => reviewMails().length >= 1);
  });
});
