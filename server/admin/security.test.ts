import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { adminRoutes, authRoutes, type SecurityInfo } from "../../contracts/admin-api";
import { routes } from "../../contracts/routes";
import { call, signIn, siteOrigin } from "../../tests/support/admin";
import {
  createTestDatabase,
  skipPostgres,
  type TestDatabase,
} from "../../tests/support/postgres-test-database";
import {
  decodedBody,
  eventually,
  startSmtpServer,
  startTestApp,
  type SmtpStub,
  type TestApp,
} from "../../tests/support/server";
import { softwarePasskey } from "../../tests/support/software-authenticator";

const site = "https://inbox.ironwood.example";
const owner = "owner@ironwood.example";
const intruder = "helper@ironwood.example";
const androidChrome =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";

/** A request as a browser sends it: the site's Origin, its user agent, JSON. */
function fromBrowser(
  t: TestApp,
  url: string,
  { method, cookie, body }: { method: "POST" | "DELETE"; cookie?: string; body?: unknown },
) {
  return t.app.inject({
    method,
    url,
    headers: {
      origin: siteOrigin(t),
      "user-agent": androidChrome,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function addPasskey(t: TestApp, cookie: string) {
  const passkey = softwarePasskey();
  const options = await call(t, adminRoutes.passkeyOptions, { method: "POST", cookie, body: {} });
  const { challengeId, options: creation } = options.json();
  const response = await fromBrowser(t, adminRoutes.registerPasskey, {
    method: "POST",
    cookie,
    body: { challengeId, response: passkey.register(creation, site) },
  });
  expect(response.statusCode).toBe(201);
  return passkey;
}

async function passkeySignIn(t: TestApp, passkey: ReturnType<typeof softwarePasskey>) {
  const options = await call(t, authRoutes.passkeyOptions, { method: "POST", body: {} });
  const { challengeId, options: request } = options.json();
  return call(t, authRoutes.passkeySignIn, {
    method: "POST",
    body: { challengeId, response: passkey.signIn(request, site) },
  });
}

async function security(t: TestApp, cookie: string): Promise<SecurityInfo> {
  const response = await call(t, adminRoutes.security, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const databases: { name: string; skip: boolean }[] = [
  { name: "SQLite", skip: false },
  { name: "PostgreSQL", skip: skipPostgres },
];

describe.each(databases)("the Security screen's API on $name", ({ name, skip }) => {
  const opened: TestApp[] = [];
  const databases: TestDatabase[] = [];

  afterEach(async () => {
    for (const t of opened.splice(0)) await t.close();
    for (const database of databases.splice(0)) await database.drop();
  });

  /** The app on a database of its own: every test starts with nobody signed in. */
  async function app(): Promise<TestApp> {
    let env: Record<string, string> = { PUBLIC_URL: site };
    if (name === "PostgreSQL") {
      const database = await createTestDatabase("security");
      databases.push(database);
      env = { ...env, DATABASE_URL: database.url, ALTCHA_HMAC_KEY: "shared-".repeat(8) };
    }
    const t = await startTestApp(env);
    opened.push(t);
    return t;
  }

  it.skipIf(skip)(
    "an attacker without a session can neither list nor remove passkeys and sessions",
    async () => {
      const t = await app();
      const cookie = await signIn(t, owner);
      await addPasskey(t, cookie);
      const before = await security(t, cookie);
      const [key] = before.passkeys;
      const [session] = before.sessions;
      if (!key || !session) throw new Error("nothing to aim at");

      const attempts = [
        await call(t, adminRoutes.security),
        await call(t, adminRoutes.passkey(key.id), { method: "DELETE" }),
        await call(t, adminRoutes.sessionById(session.id), { method: "DELETE" }),
        await call(t, adminRoutes.sessionById(session.id), {
          method: "DELETE",
          cookie: "session=forged-token-value-000000000000",
        }),
      ];
      for (const response of attempts) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
      // Signed in, but from another site: the Origin check refuses it before anything else.
      const crossSite = await call(t, adminRoutes.sessionById(session.id), {
        method: "DELETE",
        cookie,
        origin: "https://evil.example",
      });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json()).toEqual({ error: expect.any(String) });
      expect(await security(t, cookie)).toEqual(before);
    },
  );

  it.skipIf(skip)(
    "an attacker signed in to another account can neither see nor remove the owner's passkeys and sessions",
    async () => {
      const t = await app();
      const ownerCookie = await signIn(t, owner);
      const ownerKey = await addPasskey(t, ownerCookie);
      const mine = await security(t, ownerCookie);
      const attacker = await signIn(t, intruder);

      const theirs = await security(t, attacker);
      expect(theirs.passkeys).toEqual([]);
      expect(theirs.sessions).toHaveLength(1);
      expect(theirs.sessions.map((s) => s.id)).not.toContain(mine.sessions[0]?.id);

      for (const url of [
        adminRoutes.passkey(mine.passkeys[0]?.id ?? ""),
        adminRoutes.sessionById(mine.sessions[0]?.id ?? ""),
        // A credential id itself is no id here, nor is a session's hash.
        adminRoutes.passkey(ownerKey.credentialId),
      ]) {
        const response = await call(t, url, { method: "DELETE", cookie: attacker });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
      expect(await security(t, ownerCookie)).toEqual(mine);
      expect((await passkeySignIn(t, ownerKey)).statusCode).toBe(200);
    },
  );

  it.skipIf(skip)(
    "a session signed out from the list is refused at once, and signing out this one ends it",
    async () => {
      const t = await app();
      const phone = await signIn(t, owner);
      const laptop = await signIn(t, owner);
      const listed = await security(t, phone);
      expect(listed.sessions).toHaveLength(2);
      expect(listed.sessions.filter((s) => s.current)).toHaveLength(1);
      const other = listed.sessions.find((s) => !s.current);
      const here = listed.sessions.find((s) => s.current);
      if (!other || !here) throw new Error("two sessions expected");
      expect(other).toMatchObject({ device: expect.any(String), signedInAt: expect.any(String) });

      const removed = await call(t, adminRoutes.sessionById(other.id), {
        method: "DELETE",
        cookie: phone,
      });
      expect(removed.statusCode).toBe(204);
      expect(removed.cookies).toEqual([]);
      expect((await call(t, adminRoutes.session, { cookie: laptop })).statusCode).toBe(401);
      expect((await security(t, phone)).sessions.map((s) => s.id)).toEqual([here.id]);
      const again = await call(t, adminRoutes.sessionById(other.id), {
        method: "DELETE",
        cookie: phone,
      });
      expect(again.statusCode).toBe(404);

      const self = await call(t, adminRoutes.sessionById(here.id), {
        method: "DELETE",
        cookie: phone,
      });
      expect(self.statusCode).toBe(204);
      expect(self.cookies[0]).toMatchObject({ name: "__Host-session", value: "" });
      expect((await call(t, adminRoutes.session, { cookie: phone })).statusCode).toBe(401);
    },
  );

  it.skipIf(skip)("a removed passkey signs nobody in", async () => {
    const t = await app();
    const cookie = await signIn(t, owner);
    const passkey = await addPasskey(t, cookie);
    const { passkeys } = await security(t, cookie);
    expect(passkeys).toEqual([
      {
        id: expect.any(String),
        device: "Chrome on Android",
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);
    const removed = await call(t, adminRoutes.passkey(passkeys[0]?.id ?? ""), {
      method: "DELETE",
      cookie,
    });
    expect(removed.statusCode).toBe(204);
    expect((await security(t, cookie)).passkeys).toEqual([]);
    const refused = await passkeySignIn(t, passkey);
    expect(refused.statusCode).toBe(400);
    expect(refused.cookies).toEqual([]);
  });
});

describe("the notice of a new passkey", () => {
  let smtp: SmtpStub;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(
      {
        PUBLIC_URL: site,
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SMTP_INSECURE: "true",
        MAIL_FROM: "website@ironwood.example",
      },
      { now: () => new Date("2026-03-02T20:15:00Z") },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("an attacker who adds a passkey to a stolen session is reported to the account at once: the device, the time, and where to remove it", async () => {
    const cookie = await signIn(t, owner);
    await addPasskey(t, cookie);
    await eventually(() => smtp.mails.length === 1);
    const [mail] = smtp.mails;
    expect(mail?.to).toEqual([owner]);
    const body = decodedBody(mail?.raw ?? "");
    expect(body).toContain("Chrome on Android");
    // 20:15 UTC is 2:15 PM in Naperville in March, before daylight saving.
    expect(body).toContain("Monday, March 2, 2026 at 2:15 PM CST");
    expect(body).toContain(`${site}${routes.adminSecurity}`);
    expect(body).not.toMatch(/#(link|invite)=/);
  });
});
