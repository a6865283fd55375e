import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { adminRoutes, authRoutes } from "../../contracts/admin-api";
import { call, sessionCookie, signIn } from "../../tests/support/admin";
import { startTestApp, type TestApp } from "../../tests/support/server";
import { softwarePasskey } from "../../tests/support/software-authenticator";

const site = "https://inbox.ironwood.example";
const opened: TestApp[] = [];

async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await startTestApp({ PUBLIC_URL: site, ...env });
  opened.push(t);
  return t;
}

afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

async function register(t: TestApp, cookie: string, origin = site) {
  const passkey = softwarePasskey();
  const options = await call(t, adminRoutes.passkeyOptions, { method: "POST", cookie, body: {} });
  expect(options.statusCode).toBe(200);
  const { challengeId, options: creation } = options.json();
  const response = await call(t, adminRoutes.registerPasskey, {
    method: "POST",
    cookie,
    body: { challengeId, response: passkey.register(creation, origin) },
  });
  return { passkey, response, creation };
}

async function signInWith(t: TestApp, passkey: ReturnType<typeof softwarePasskey>, origin = site) {
  const options = await call(t, authRoutes.passkeyOptions, { method: "POST", body: {} });
  const { challengeId, options: request } = options.json();
  const answer = passkey.signIn(request, origin);
  const response = await call(t, authRoutes.passkeySignIn, {
    method: "POST",
    body: { challengeId, response: answer },
  });
  return { response, request, challengeId, answer };
}

describe("passkeys", () => {
  it("register behind a session and sign in, with PUBLIC_URL's host as the relying party", async () => {
    const t = await app();
    const cookie = await signIn(t, "owner@ironwood.example");
    const { passkey, response, creation } = await register(t, cookie);
    expect(creation.rp).toEqual({ id: "inbox.ironwood.example", name: expect.any(String) });
    expect(creation.user.name).toBe("owner@ironwood.example");
    expect(creation.authenticatorSelection).toMatchObject({ residentKey: "required" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email: "owner@ironwood.example", passkeys: 1 });

    await call(t, authRoutes.signOut, { method: "POST", cookie });
    const { response: signedIn, request } = await signInWith(t, passkey);
    expect(request.rpId).toBe("inbox.ironwood.example");
    expect(request.allowCredentials ?? []).toEqual([]);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ email: "owner@ironwood.example" });
    const session = sessionCookie(signedIn);
    expect(session).not.toBe(cookie);
    const info = await call(t, adminRoutes.session, { cookie: session });
    expect(info.json()).toEqual({ email: "owner@ironwood.example", passkeys: 1 });
  });

  it("refuse an answer made for another origin or relying party, and a replayed one", async () => {
    const t = await app();
    const cookie = await signIn(t);
    const elsewhere = await register(t, cookie, "https://evil.example");
    expect(elsewhere.response.statusCode).toBe(400);
    const { passkey } = await register(t, cookie);

    const phished = await signInWith(t, passkey, "https://inbox-ironwood.example");
    expect(phished.response.statusCode).toBe(400);
    expect(phished.response.cookies).toEqual([]);

    // Signed for a relying party that is not PUBLIC_URL's host.
    const options = await call(t, authRoutes.passkeyOptions, { method: "POST", body: {} });
    const { challengeId, options: request } = options.json();
    const wrongRp = passkey.signIn({ ...request, rpId: "ironwood.example" }, site);
    const refused = await call(t, authRoutes.passkeySignIn, {
      method: "POST",
      body: { challengeId, response: wrongRp },
    });
    expect(refused.statusCode).toBe(400);

    const good = await signInWith(t, passkey);
    expect(good.response.statusCode).toBe(200);
    const replay = await call(t, authRoutes.passkeySignIn, {
      method: "POST",
      body: { challengeId: good.challengeId, response: good.answer },
    });
    expect(replay.statusCode).toBe(400);
  });

  it("sign nobody in once their person is revoked", async () => {
    const t = await app();
    const cookie = await signIn(t, "helper@ironwood.example");
    const { passkey } = await register(t, cookie);
    const { revokeUser } = await import("./accounts");
    await revokeUser(t.store.db, "helper@ironwood.example", new Date());
    const { response } = await signInWith(t, passkey);
    expect(response.statusCode).toBe(400);
  });

  it("take this server's own origin when PUBLIC_URL is unset", async () => {
    const t = await app({ PUBLIC_URL: "", PORT: "4321" });
    const cookie = await signIn(t);
    const local = "http://localhost:4321";
    const refused = await register(t, cookie, site);
    expect(refused.creation.rp.id).toBe("localhost");
    expect(refused.response.statusCode).toBe(400);
    const { response } = await register(t, cookie, local);
    expect(response.statusCode).toBe(201);
  });

  it("leave the database holding session hashes, never the cookie's token", async () => {
    const t = await app();
    const cookie = await signIn(t);
    await register(t, cookie);
    const token = cookie.split("=")[1] ?? "";
    const sessions = await t.store.db.selectFrom("sessions").select("id_hash").execute();
    expect(sessions.map((s) => s.id_hash)).toContain(
      createHash("sha256").update(token).digest("hex"),
    );
    expect(JSON.stringify(sessions)).not.toContain(token);
  });
});
