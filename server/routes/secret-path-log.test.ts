import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { authRoutes } from "../../contracts/admin-api";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { apiRoutes, reviewRequestLink, reviewRequestLinkPattern } from "../../contracts/routes";
import { invite } from "../../tests/support/admin";
import { capturedLog, type LogLine } from "../../tests/support/hostile";
import { startTestApp, type TestApp, validContact } from "../../tests/support/server";
import { storeLead } from "../leads/store";

/**
 * Issue 50, item 6: a path or query that carries a secret is a credential, and the request
 * log is read by more people, and kept longer, than the links it would leak. The signed
 * photo links have their own test (photo-link-log.test.ts).
 */

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

function expectNowhere(lines: LogLine[], secret: string) {
  const logged = lines.map((line) => JSON.stringify(line));
  expect(logged.length).toBeGreaterThan(0);
  for (const line of logged) expect(line).not.toContain(secret);
}

async function reviewRequestToken(t: TestApp): Promise<string> {
  const leadId = await storeLead(t.store.db, quoteRequestSchema.parse(validContact), {
    ip: "203.0.113.9",
    userAgent: "test",
    now: new Date(),
  });
  const token = "Rv7kQ2mZx9LpW4nB8cT1yH6d";
  await t.store.db
    .insertInto("review_requests")
    .values({ lead_id: leadId, token, created_at: new Date().toISOString() })
    .execute();
  return token;
}

describe("the request log and the paths that carry a secret", () => {
  it("an attacker who reads the request log finds no review token to replay", async () => {
    const { logger, lines } = capturedLog();
    const t = await startTestApp({}, { logger });
    closers.push(() => t.close());
    const token = await reviewRequestToken(t);
    lines.length = 0;

    const visited = await t.app.inject({ method: "GET", url: reviewRequestLink(token) });
    expect(visited.statusCode).toBe(302);
    expect(visited.headers.location).toContain(token);
    // The unsubscribe page, its one-click form and the "opened" report carry it too.
    const unsubscribe = `${apiRoutes.reviewUnsubscribe}?t=${token}`;
    expect((await t.app.inject({ method: "GET", url: unsubscribe })).statusCode).toBe(200);
    const oneClick = await t.app.inject({
      method: "POST",
      url: unsubscribe,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBeLessThan(400);
    const opened = await t.app.inject({
      method: "POST",
      url: apiRoutes.reviewOpened,
      payload: { token },
    });
    expect(opened.statusCode).toBeLessThan(400);

    expectNowhere(lines, token);
    const urls = lines.flatMap((line) => {
      const req = line.req as { url?: string } | undefined;
      return req?.url ? [req.url] : [];
    });
    expect(urls).toContain(reviewRequestLinkPattern);
  });

  it("an attacker who reads the request log finds no invite or sign-in token to replay", async () => {
    const { logger, lines } = capturedLog();
    const t = await startTestApp({}, { logger });
    closers.push(() => t.close());
    const token = await invite(t, "owner@ironwood.example");
    lines.length = 0;
    // The link's token rides in the page's fragment, which no browser sends; the page then
    // posts it in a body, which the log never holds.
    for (const url of [authRoutes.redeemInvite, authRoutes.redeemLink]) {
      await t.app.inject({ method: "POST", url, payload: { token } });
    }
    expectNowhere(lines, token);
  });

  it("an attacker who reads the request log finds no booking token or calendar secret to replay", async () => {
    // Any route whose parameter is named as a secret is logged by its pattern: the
    // /book/<token> and /calendar/<secret>.ics links to come are covered before they exist.
    const { logger, lines } = capturedLog();
    const app = Fastify({ loggerInstance: logger });
    closers.push(() => app.close());
    app.get("/book/:token", async () => "booked");
    app.get("/calendar/:secret.ics", async () => "calendar");
    app.get("/api/leads/:id", async () => "lead");
    const secret = "s3cr3tCalendarFeedKey0123456789";
    expect((await app.inject(`/book/${secret}`)).statusCode).toBe(200);
    expect((await app.inject(`/calendar/${secret}.ics`)).statusCode).toBe(200);
    expect((await app.inject("/api/leads/L-1234")).statusCode).toBe(200);
    expectNowhere(lines, secret);
    const urls = lines.map((line) => (line.req as { url?: string } | undefined)?.url);
    expect(urls).toContain("/book/:token");
    expect(urls).toContain("/calendar/:secret.ics");
    // A path that names no secret is logged as it was asked for.
    expect(urls).toContain("/api/leads/L-1234");
  });
});
