import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { authRoutes } from "../../contracts/admin-api";
import { adminCli } from "../cli/admin";
import { call, invite, sessionCookie, signIn, siteOrigin } from "../../tests/support/admin";
import { decodedBody, eventually, startTestApp, type TestApp } from "../../tests/support/server";

/** Production, the default, needs its public origin (issue 32), the CLI as much as the server. */
const deployed = { PUBLIC_URL: "https://www.ironwood.example" };

const owner = "owner@ironwood.example";
const opened: TestApp[] = [];

async function app(env: Record<string, string> = {}, now?: () => Date): Promise<TestApp> {
  const t = await startTestApp(env, { now });
  opened.push(t);
  return t;
}

afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

async function mailFiles(t: TestApp): Promise<string[]> {
  const dir = join(t.config.DATA_DIR, "mail");
  const names = await readdir(dir).catch(() => []);
  return Promise.all(
    names.filter((n) => n.endsWith(".eml")).map((n) => readFile(join(dir, n), "utf8")),
  );
}

function linkToken(mail: string): string {
  const token = /#link=([A-Za-z0-9_-]+)/.exec(decodedBody(mail))?.[1];
  if (!token) throw new Error("no sign-in link in the mail");
  return token;
}

describe("signing in with an invite", () => {
  it("gives a session once; the used invite is refused", async () => {
    const t = await app();
    const token = await invite(t, owner);
    const first = await call(t, authRoutes.redeemInvite, { method: "POST", body: { token } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ email: owner });
    const cookie = sessionCookie(first);
    expect((await call(t, "/api/admin/session", { cookie })).json()).toEqual({
      email: owner,
      passkeys: 0,
    });

    const again = await call(t, authRoutes.redeemInvite, { method: "POST", body: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: expect.any(String) });
    expect(again.cookies).toEqual([]);
  });

  it("refuses an invite past its 24 hours", async () => {
    let clock = new Date("2026-03-02T09:00:00Z");
    const t = await app({}, () => clock);
    const token = await invite(t, owner, clock);
    clock = new Date("2026-03-03T09:00:01Z");
    const late = await call(t, authRoutes.redeemInvite, { method: "POST", body: { token } });
    expect(late.statusCode).toBe(400);
  });

  it("starts a new session at every sign-in and ends the one the browser held", async () => {
    const t = await app();
    const before = await signIn(t, owner);
    const token = await invite(t, owner);
    const response = await call(t, authRoutes.redeemInvite, {
      method: "POST",
      body: { token },
      cookie: before,
    });
    const after = sessionCookie(response);
    expect(after).not.toBe(before);
    expect((await call(t, "/api/admin/session", { cookie: before })).statusCode).toBe(401);
    expect((await call(t, "/api/admin/session", { cookie: after })).statusCode).toBe(200);
  });

  it("ends the session at sign-out", async () => {
    const t = await app();
    const cookie = await signIn(t, owner);
    const out = await call(t, authRoutes.signOut, { method: "POST", cookie });
    expect(out.statusCode).toBe(204);
    expect(out.cookies[0]).toMatchObject({ name: "session", value: "" });
    expect((await call(t, "/api/admin/session", { cookie })).statusCode).toBe(401);
  });

  it("refuses a revoked person's session at once, and their unused invite", async () => {
    const t = await app();
    const cookie = await signIn(t, owner);
    const pending = await invite(t, owner);
    const env = { ...deployed, DATA_DIR: t.config.DATA_DIR, LOG_LEVEL: "silent" };
    const revoked = await adminCli(["revoke", owner], env);
    expect(revoked.code).toBe(0);
    expect((await call(t, "/api/admin/session", { cookie })).statusCode).toBe(401);
    const late = await call(t, authRoutes.redeemInvite, {
      method: "POST",
      body: { token: pending },
    });
    expect(late.statusCode).toBe(400);
  });
});

describe("a session's lifetime", () => {
  it("lasts 7 days from its last use, and the cookie moves with it", async () => {
    const start = new Date("2026-03-02T09:00:00Z");
    let clock = start;
    const t = await app({}, () => clock);
    const token = await invite(t, owner, clock);
    const response = await call(t, authRoutes.redeemInvite, { method: "POST", body: { token } });
    const cookie = sessionCookie(response);
    const days = (n: number) => new Date(start.getTime() + n * 24 * 3_600_000);

    clock = days(6);
    const used = await call(t, "/api/admin/session", { cookie });
    expect(used.statusCode).toBe(200);
    expect(used.cookies[0]).toMatchObject({ maxAge: 7 * 24 * 60 * 60 });
    // Within the hour, the expiry is not written again.
    clock = new Date(days(6).getTime() + 30 * 60_000);
    expect((await call(t, "/api/admin/session", { cookie })).cookies).toEqual([]);

    clock = days(12);
    expect((await call(t, "/api/admin/session", { cookie })).statusCode).toBe(200);
    clock = days(19.01);
    expect((await call(t, "/api/admin/session", { cookie })).statusCode).toBe(401);
  });
});

describe("a session's absolute lifetime", () => {
  const start = new Date("2026-03-02T09:00:00Z");
  const days = (n: number) => new Date(start.getTime() + n * 24 * 3_600_000);

  it("a stolen session kept busy every day is refused 30 days after its sign-in", async () => {
    let clock = start;
    const t = await app({}, () => clock);
    const token = await invite(t, owner, clock);
    const response = await call(t, authRoutes.redeemInvite, { method: "POST", body: { token } });
    const cookie = sessionCookie(response);
    for (let day = 1; day < 30; day++) {
      clock = days(day);
      expect((await call(t, "/api/admin/session", { cookie })).statusCode, `day ${day}`).toBe(200);
    }
    // Active yesterday, and 29 days 23 hours after sign-in: still in, its cookie set to end
    // with it, not a week on.
    clock = new Date(days(30).getTime() - 3_600_000);
    const lastHour = await call(t, "/api/admin/session", { cookie });
    expect(lastHour.statusCode).toBe(200);
    expect(lastHour.cookies[0]?.maxAge).toBeLessThanOrEqual(3_600);
    clock = new Date(days(30).getTime() + 1_000);
    const refused = await call(t, "/api/admin/session", { cookie });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: expect.any(String) });
  });

  it("a session left unused for 7 days is refused", async () => {
    let clock = start;
    const t = await app({}, () => clock);
    const token = await invite(t, owner, clock);
    const cookie = sessionCookie(
      await call(t, authRoutes.redeemInvite, { method: "POST", body: { token } }),
    );
    clock = days(7.01);
    expect((await call(t, "/api/admin/session", { cookie })).statusCode).toBe(401);
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/, and not Secure on plain HTTP", async () => {
    const t = await app();
    const response = await call(t, authRoutes.redeemInvite, {
      method: "POST",
      body: { token: await invite(t, owner) },
    });
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({ name: "session", httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.domain).toBeUndefined();
    expect(cookie?.maxAge).toBe(7 * 24 * 60 * 60);
  });

  it("is Secure and __Host- prefixed when PUBLIC_URL is https", async () => {
    const t = await app({ PUBLIC_URL: "https://www.ironwood.example" });
    const response = await call(t, authRoutes.redeemInvite, {
      method: "POST",
      body: { token: await invite(t, owner) },
    });
    expect(response.headers["set-cookie"]).toMatch(
      /^__Host-session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const cookie = sessionCookie(response);
    expect((await call(t, "/api/admin/session", { cookie })).statusCode).toBe(200);
    // The same token under the plain name is not this site's cookie over HTTPS.
    const plain = cookie.replace("__Host-session", "session");
    expect((await call(t, "/api/admin/session", { cookie: plain })).statusCode).toBe(401);
  });

  it("is Secure and __Host- prefixed behind a trusted proxy that speaks HTTPS", async () => {
    const t = await app();
    const response = await t.app.inject({
      method: "POST",
      url: authRoutes.redeemInvite,
      headers: {
        origin: "http://localhost:3000",
        "content-type": "application/json",
        "x-forwarded-proto": "https",
      },
      payload: JSON.stringify({ token: await invite(t, owner) }),
    });
    expect(response.cookies[0]).toMatchObject({ name: "__Host-session", secure: true });
  });
});

describe("sign-in links", () => {
  it("answer a known and an unknown address alike, and mail only the invited", async () => {
    const t = await app();
    await invite(t, owner);
    const known = await call(t, authRoutes.requestLink, { method: "POST", body: { email: owner } });
    const unknown = await call(t, authRoutes.requestLink, {
      method: "POST",
      body: { email: "stranger@example.com" },
    });
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(202);
      expect(response.body).toBe("{}");
      expect(response.cookies).toEqual([]);
    }
    const strip = (h: Record<string, unknown>) => {
      // The date, and how many requests this IP has left, are not about the address.
      const { date: _date, "x-ratelimit-remaining": _left, ...rest } = h;
      return rest;
    };
    expect(strip(known.headers)).toEqual(strip(unknown.headers));

    await eventually(async () => (await mailFiles(t)).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const mails = await mailFiles(t);
    expect(mails).toHaveLength(1);
    const mail = decodedBody(mails[0] ?? "");
    expect(mail).toMatch(/^To: owner@ironwood\.example$/m);
    expect(mail).toContain("http://localhost:3000/admin#link=");
    expect(mail).toContain("15 minutes");
    // A revoked address gets nothing either, though it was invited once.
    await adminCli(["revoke", owner], {
      ...deployed,
      DATA_DIR: t.config.DATA_DIR,
      LOG_LEVEL: "silent",
    });
    const revoked = await call(t, authRoutes.requestLink, {
      method: "POST",
      body: { email: owner },
    });
    expect(revoked.statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailFiles(t)).toHaveLength(1);
  });

  it("sign in once, within 15 minutes", async () => {
    let clock = new Date("2026-03-02T09:00:00Z");
    const t = await app({}, () => clock);
    await invite(t, owner, clock);
    await call(t, authRoutes.requestLink, {
      method: "POST",
      body: { email: "Owner@Ironwood.example " },
    });
    await eventually(async () => (await mailFiles(t)).length === 1);
    const token = linkToken((await mailFiles(t))[0] ?? "");

    const used = await call(t, authRoutes.redeemLink, { method: "POST", body: { token } });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ email: owner });
    const replay = await call(t, authRoutes.redeemLink, { method: "POST", body: { token } });
    expect(replay.statusCode).toBe(400);

    // A second link, opened too late.
    await call(t, authRoutes.requestLink, { method: "POST", body: { email: owner } });
    await eventually(async () => (await mailFiles(t)).length === 2);
    const second = (await mailFiles(t)).map(linkToken).find((tok) => tok !== token) ?? "";
    clock = new Date("2026-03-02T09:15:01Z");
    const late = await call(t, authRoutes.redeemLink, { method: "POST", body: { token: second } });
    expect(late.statusCode).toBe(400);
    // An invite is not a sign-in link, nor the other way round.
    const inviteToken = await invite(t, owner, clock);
    const crossed = await call(t, authRoutes.redeemLink, {
      method: "POST",
      body: { token: inviteToken },
    });
    expect(crossed.statusCode).toBe(400);
  });

  it("are limited per address and per IP, whatever RATE_LIMIT_MAX says", async () => {
    const t = await app({ RATE_LIMIT_MAX: "1000" });
    await invite(t, owner);
    const ask = (email: string) =>
      call(t, authRoutes.requestLink, { method: "POST", body: { email } });
    const known = [];
    const unknown = [];
    for (let i = 0; i < 4; i++) known.push((await ask(owner)).statusCode);
    for (let i = 0; i < 4; i++) unknown.push((await ask("stranger@example.com")).statusCode);
    expect(known).toEqual([202, 202, 202, 429]);
    expect(unknown).toEqual(known);
    const limited = await ask(owner);
    expect(limited.json()).toEqual({ success: false, error: expect.any(String) });
    expect(limited.headers["cache-control"]).toBe("no-store");

    // Ten requests from one IP in all, whichever addresses they name: nine so far.
    const more = [];
    for (let i = 0; i < 3; i++) more.push((await ask(`person${i}@example.com`)).statusCode);
    expect(more).toEqual([202, 429, 429]);
  });
});

describe("sign-in links asked for from several addresses", () => {
  /** A link request from `ip`, as a trusted proxy on this machine reports it. */
  const askFrom = (t: TestApp, ip: string, email: string) =>
    t.app.inject({
      method: "POST",
      url: authRoutes.requestLink,
      headers: {
        origin: siteOrigin(t),
        "content-type": "application/json",
        "x-forwarded-for": ip,
      },
      payload: JSON.stringify({ email }),
    });

  it("an attacker naming the owner's address from other client addresses does not block the owner's own request", async () => {
    const t = await app({ RATE_LIMIT_MAX: "1000" });
    await invite(t, owner);
    const attacker = "203.0.113.7";
    const spent = [];
    for (let i = 0; i < 4; i++) spent.push((await askFrom(t, attacker, owner)).statusCode);
    // The attacker's own address is still limited, for the owner's address as for another.
    expect(spent).toEqual([202, 202, 202, 429]);
    for (const ip of ["203.0.113.8", "203.0.113.9", "203.0.113.10"]) {
      expect((await askFrom(t, ip, owner)).statusCode).toBe(202);
    }
    const stranger = [];
    for (let i = 0; i < 4; i++) {
      stranger.push((await askFrom(t, attacker, "stranger@example.com")).statusCode);
    }
    expect(stranger).toEqual([202, 202, 202, 429]);

    const own = await askFrom(t, "198.51.100.20", owner);
    expect(own.statusCode).toBe(202);
    expect(own.body).toBe("{}");
    const unknown = await askFrom(t, "198.51.100.21", "nobody@example.com");
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe("{}");
    // Three from the attacker, three from its neighbours, and the owner's own.
    await eventually(async () => (await mailFiles(t)).length === 7);
  });
});
