import { afterEach, describe, expect, it } from "vitest";
import { bookingPathShape } from "../../contracts/quote-answer";
import { messages } from "../../contracts/quote-schema";
import { reviewMessages } from "../../contracts/review-schema";
import {
  solvedToken,
  startTestApp,
  type TestApp,
  validContact,
  validReview,
} from "../../tests/support/server";
import { referencePattern } from "../leads/ids";

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function start(env: Record<string, string> = {}, options = {}) {
  harness = await startTestApp(env, options);
  return harness;
}

function post(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", ...headers },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}

async function counts(t: TestApp) {
  const leads = await t.store.db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  const reviews = await t.store.db
    .selectFrom("review_notices")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  const outbox = await t.store.db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return { leads: Number(leads.n), reviews: Number(reviews.n), outbox: Number(outbox.n) };
}

describe("POST /api/contact", () => {
  it("stores a valid lead with its outbox row and answers {success:true,id,booking}", async () => {
    const t = await start();
    const captchaToken = await solvedToken(t.app);
    const response = await post(t, "/api/contact", { ...validContact, captchaToken, website: "" });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    // The lead's booking page (issue 55, decision 252): no ZIP given, so none outside the area.
    expect(body).toEqual({
      success: true,
      id: expect.stringMatching(referencePattern),
      booking: expect.stringMatching(bookingPathShape),
    });
    expect(body.booking).toContain(`/book/${body.id}.`);

    const lead = await t.store.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      id: body.id,
      name: validContact.name,
      email: validContact.email,
      phone: "+16305550199",
      service: validContact.service,
      message: validContact.message,
      sms_consent: "Yes",
      ip: "127.0.0.1",
    });
    const outbox = await t.store.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({
      ref_id: body.id,
      kind: "contact",
      status: "pending",
      attempts: 0,
    });
    expect(t.queued).toBe(1);
  });

  it("keeps unicode and markup exactly as typed (escaping happens when it is shown)", async () => {
    const t = await start({ CAPTCHA_PROVIDER: "off" });
    const message = "Baño + cocina — <script>alert(1)</script> 👍 ünïcødé";
    const response = await post(t, "/api/contact", {
      ...validContact,
      name: "Zoë O'Brien-Núñez",
      message,
    });
    expect(response.statusCode).toBe(200);
    const lead = await t.store.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(lead.name).toBe("Zoë O'Brien-Núñez");
    expect(lead.message).toBe(message);
  });

  it("answers with the field errors of the shared schema and stores nothing", async () => {
    const t = await start();
    const response = await post(t, "/api/contact", {
      name: "",
      email: "",
      phone: "",
      service: "",
      message: "short",
      smsConsent: "No",
      captchaToken: await solvedToken(t.app),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: expect.any(String),
      fieldErrors: {
        name: messages.nameRequired,
        email: messages.contactRequired,
        phone: messages.contactRequired,
        services: messages.servicesRequired,
        message: messages.messageShort,
      },
    });
    const consent = await post(t, "/api/contact", { ...validContact, smsConsent: "Maybe" });
    expect(consent.json().fieldErrors).toEqual({ smsConsent: messages.consentInvalid });
    expect(await counts(t)).toEqual({ leads: 0, reviews: 0, outbox: 0 });
  });

  it("validates before the captcha, so a visitor with a typo keeps the solved captcha", async () => {
    const t = await start();
    const captchaToken = await solvedToken(t.app);
    const typo = await post(t, "/api/contact", { ...validContact, email: "maria@", captchaToken });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().fieldErrors).toEqual({ email: messages.emailInvalid });

    const fixed = await post(t, "/api/contact", { ...validContact, captchaToken });
    expect(fixed.statusCode).toBe(200);
  });

  it("refuses a filled honeypot with a 400 and stores nothing", async () => {
    const t = await start();
    const response = await post(t, "/api/contact", {
      ...validContact,
      website: "http://spam.example",
      captchaToken: await solvedToken(t.app),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: expect.any(String) });
    expect(await counts(t)).toEqual({ leads: 0, reviews: 0, outbox: 0 });
  });
});

describe("captcha on submissions (ALTCHA)", () => {
  it("answers 403 when the token is missing", async () => {
    const t = await start();
    const response = await post(t, "/api/contact", validContact);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      error: expect.stringMatching(/verification/i),
    });
    expect((await counts(t)).leads).toBe(0);
  });

  it("answers 403 for an invalid token: garbage, a wrong answer, a forged signature", async () => {
    const t = await start();
    const good = JSON.parse(Buffer.from(await solvedToken(t.app), "base64").toString());
    const wrongAnswer = structuredClone(good);
    wrongAnswer.solution.counter += 1;
    wrongAnswer.solution.derivedKey = "00".repeat(32);
    const forged = structuredClone(good);
    forged.challenge.parameters.cost = 1;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

    for (const captchaToken of [
      "not base64 at all!",
      encode({ hello: "world" }),
      encode(wrongAnswer),
      encode(forged),
    ]) {
      const response = await post(t, "/api/contact", { ...validContact, captchaToken });
      expect(response.statusCode, captchaToken).toBe(403);
      expect(response.json().success).toBe(false);
    }
    expect((await counts(t)).leads).toBe(0);
  });

  it("answers 403 for a solved challenge that has expired", async () => {
    let clock = new Date("2026-03-02T10:00:00Z");
    const t = await start({ ALTCHA_EXPIRES_SECONDS: "600" }, { now: () => clock });
    const captchaToken = await solvedToken(t.app);
    clock = new Date(clock.getTime() + 601_000);
    const response = await post(t, "/api/contact", { ...validContact, captchaToken });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatch(/expired/i);
  });

  it("accepts a solved challenge once and refuses it replayed", async () => {
    const t = await start();
    const captchaToken = await solvedToken(t.app);
    const first = await post(t, "/api/contact", { ...validContact, captchaToken });
    const again = await post(t, "/api/contact", { ...validContact, captchaToken });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toMatch(/already used/i);
    expect((await counts(t)).leads).toBe(1);
  });

  it("serves fresh, uncached challenges that expire", async () => {
    const t = await start({ ALTCHA_EXPIRES_SECONDS: "300" });
    const a = await t.app.inject({ method: "GET", url: "/api/captcha/challenge" });
    const b = await t.app.inject({ method: "GET", url: "/api/captcha/challenge" });
    expect(a.headers["cache-control"]).toBe("no-store");
    const challenge = a.json();
    expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt * 1000 - Date.now()).toBeGreaterThan(290_000);
    expect(challenge.parameters.expiresAt * 1000 - Date.now()).toBeLessThanOrEqual(300_000);
    expect(b.json().parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  it("tells the browser which widget to show, without secrets", async () => {
    const t = await start();
    const response = await t.app.inject({ method: "GET", url: "/api/captcha/config" });
    expect(response.json()).toEqual({ provider: "altcha", challengeUrl: "/api/captcha/challenge" });
  });

  it("with CAPTCHA_PROVIDER=off accepts a submission without a token", async () => {
    const t = await start({ CAPTCHA_PROVIDER: "off" });
    expect((await t.app.inject({ url: "/api/captcha/config" })).json()).toEqual({
      provider: "off",
    });
    expect((await t.app.inject({ url: "/api/captcha/challenge" })).statusCode).toBe(404);
    expect((await post(t, "/api/contact", validContact)).statusCode).toBe(200);
  });
});

describe("POST /api/review-completion", () => {
  it("stores the notice with its review count and queues the notification", async () => {
    const t = await start();
    const response = await post(
      t,
      "/api/review-completion",
      { ...validReview, captchaToken: await solvedToken(t.app) },
      { "user-agent": "TestBrowser/1.0" },
    );
    expect(response.statusCode).toBe(200);
    const { id } = response.json();
    expect(id).toMatch(referencePattern);
    const notice = await t.store.db
      .selectFrom("review_notices")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(notice).toMatchObject({
      id,
      client_name: "Tom Becker",
      client_phone: "+16305550123",
      review_platforms: '["google","yelp"]',
      review_count: 2,
      user_agent: "TestBrowser/1.0",
    });
    const outbox = await t.store.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ ref_id: id, kind: "review_completion", status: "pending" });
  });

  it("answers field errors keyed by the payload's names", async () => {
    const t = await start();
    const response = await post(t, "/api/review-completion", {
      client_name: "T",
      client_phone: "12",
      review_platforms: [],
      captchaToken: await solvedToken(t.app),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      client_name: messages.nameShort,
      client_phone: messages.phoneInvalid,
      review_platforms: reviewMessages.platformsRequired,
    });
  });

  it("requires the captcha too", async () => {
    const t = await start();
    expect((await post(t, "/api/review-completion", validReview)).statusCode).toBe(403);
  });
});

describe("bad input never gets a 5xx, an HTML page or a stack trace", () => {
  const big = "x".repeat(100 * 1024);
  const cases: {
    name: string;
    body: string | object;
    headers?: Record<string, string>;
    status: number;
  }[] = [
    { name: "invalid JSON", body: '{"name": "Maria",', status: 400 },
    { name: "empty body", body: "", status: 400 },
    { name: "a JSON array", body: [validContact], status: 400 },
    { name: "a JSON string", body: '"hello"', status: 400 },
    { name: "JSON null", body: "null", status: 400 },
    { name: "a prototype-poisoning key", body: '{"__proto__":{"admin":true}}', status: 400 },
    {
      name: "wrong content type",
      body: JSON.stringify(validContact),
      headers: { "content-type": "text/plain" },
      status: 415,
    },
    {
      name: "form encoding",
      body: "name=Maria",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      status: 415,
    },
    { name: "a 100 KB string", body: { ...validContact, message: big }, status: 413 },
    {
      name: "a 20 KB message (under the body limit)",
      body: { ...validContact, message: "y".repeat(20_000) },
      status: 400,
    },
    { name: "a number for the name", body: { ...validContact, name: 42 }, status: 400 },
    { name: "an object for the email", body: { ...validContact, email: { $gt: "" } }, status: 400 },
    {
      name: "an array for the service",
      body: { ...validContact, service: ["Kitchens"] },
      status: 400,
    },
    { name: "a boolean for smsConsent", body: { ...validContact, smsConsent: true }, status: 400 },
    { name: "a missing name", body: { ...validContact, name: undefined }, status: 400 },
    { name: "missing everything", body: {}, status: 400 },
    { name: "the wrong type", body: { ...validContact, type: "admin" }, status: 400 },
    {
      name: "<script> as the name",
      body: { ...validContact, name: "<script>alert(1)</script>" },
      status: 400,
    },
    {
      name: "CRLF in the name",
      body: { ...validContact, name: "Eve\r\nBcc: victim@example.com" },
      status: 400,
    },
    {
      name: "CRLF in the email",
      body: { ...validContact, email: "eve@example.com\r\nBcc: victim@example.com" },
      status: 400,
    },
    {
      name: "a number for the captcha token",
      body: { ...validContact, captchaToken: 7 },
      status: 400,
    },
    {
      name: "platforms as a string",
      body: { ...validReview, review_platforms: "google" },
      status: 400,
    },
  ];

  for (const { name, body, headers, status } of cases) {
    it(`${name} -> ${status} JSON`, async () => {
      const t = await start({ CAPTCHA_PROVIDER: "off" });
      const url = name.startsWith("platforms") ? "/api/review-completion" : "/api/contact";
      const response = await post(t, url, body, headers);
      expect(response.statusCode).toBe(status);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      const json = response.json();
      expect(json).toMatchObject({ success: false, error: expect.any(String) });
      expect(response.body).not.toMatch(/at .+\.(ts|js):\d+|stack/i);
      expect(await counts(t)).toEqual({ leads: 0, reviews: 0, outbox: 0 });
    });
  }

  it("a request without a content type -> 415 JSON", async () => {
    const t = await start({ CAPTCHA_PROVIDER: "off" });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: "name=Maria",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe("rate limit", () => {
  it("allows RATE_LIMIT_MAX submissions a minute per IP across both forms, then 429", async () => {
    const t = await start({ CAPTCHA_PROVIDER: "off", RATE_LIMIT_MAX: "3" });
    const statuses: number[] = [];
    for (const url of ["/api/contact", "/api/review-completion", "/api/contact", "/api/contact"]) {
      const payload = url === "/api/contact" ? validContact : validReview;
      statuses.push((await post(t, url, payload)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await post(t, "/api/contact", validContact);
    expect(limited.json()).toEqual({ success: false, error: expect.stringMatching(/too many/i) });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

    // Another visitor, behind the trusted local proxy, has a budget of their own.
    const other = await post(t, "/api/contact", validContact, { "x-forwarded-for": "203.0.113.9" });
    expect(other.statusCode).toBe(200);
  });

  it("gives challenges a budget of six times RATE_LIMIT_MAX a minute", async () => {
    const t = await start({ RATE_LIMIT_MAX: "1" });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await t.app.inject({ url: "/api/captcha/challenge" })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it("cannot be dodged with a forged X-Forwarded-For when no proxy is trusted", async () => {
    const t = await start({ CAPTCHA_PROVIDER: "off", RATE_LIMIT_MAX: "2", TRUST_PROXY: "false" });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const forged = { "x-forwarded-for": `198.51.100.${i}` };
      statuses.push((await post(t, "/api/contact", validContact, forged)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe("health", () => {
  it("answers ok while the database answers, 503 when it does not", async () => {
    const t = await start({ CAPTCHA_PROVIDER: "off" });
    expect((await t.app.inject({ url: "/api/health" })).json()).toEqual({ status: "ok" });
    await t.store.close();
    const health = await t.app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(503);
    const submission = await post(t, "/api/contact", validContact);
    expect(submission.statusCode).toBe(503);
    expect(submission.json()).toEqual({ success: false, error: expect.any(String) });
    await t.app.close();
    harness = undefined;
  });
});
