import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminRoutes, authRoutes, type EntryDetail } from "../../contracts/admin-api";
import { call, sessionCookie, signIn } from "../../tests/support/admin";
import {
  createTestDatabase,
  skipPostgres,
  type TestDatabase,
} from "../../tests/support/postgres-test-database";
import { startTestApp, type TestApp } from "../../tests/support/server";
import { softwarePasskey } from "../../tests/support/software-authenticator";
import { storeLead } from "../leads/store";
import { revokeUser } from "./accounts";

/** Two instances behind a load balancer on one PostgreSQL: a session is everyone's. */
describe.skipIf(skipPostgres)("the inbox on two instances and one PostgreSQL", () => {
  let database: TestDatabase | undefined;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase("inbox");
    const env = {
      DATABASE_URL: database.url,
      ALTCHA_HMAC_KEY: "shared-".repeat(8),
      PUBLIC_URL: "https://inbox.ironwood.example",
    };
    a = await startTestApp(env);
    b = await startTestApp(env);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it("honor one session, one passkey and one sign-out on both", async () => {
    const cookie = await signIn(a, "owner@ironwood.example");
    expect((await call(b, adminRoutes.session, { cookie })).json()).toEqual({
      email: "owner@ironwood.example",
      passkeys: 0,
    });

    // A passkey registered through A, with B's challenge answered at A, signs in at B.
    const passkey = softwarePasskey();
    const creation = (
      await call(b, adminRoutes.passkeyOptions, { method: "POST", cookie, body: {} })
    ).json();
    const registered = await call(a, adminRoutes.registerPasskey, {
      method: "POST",
      cookie,
      body: {
        challengeId: creation.challengeId,
        response: passkey.register(creation.options, "https://inbox.ironwood.example"),
      },
    });
    expect(registered.statusCode).toBe(201);
    const request = (await call(a, authRoutes.passkeyOptions, { method: "POST", body: {} })).json();
    const signedIn = await call(b, authRoutes.passkeySignIn, {
      method: "POST",
      body: {
        challengeId: request.challengeId,
        response: passkey.signIn(request.options, "https://inbox.ironwood.example"),
      },
    });
    expect(signedIn.statusCode).toBe(200);
    const second = sessionCookie(signedIn);

    // A change made through B is what A shows.
    const id = await storeLead(
      a.store.db,
      {
        name: "Maria Lopez",
        email: "maria@example.com",
        phone: "6305550199",
        service: "Kitchens",
        message: "Hi.",
        smsConsent: "No",
        type: "contact",
      },
      { ip: null, userAgent: null, now: new Date() },
    );
    await call(b, adminRoutes.entry(id), {
      method: "PATCH",
      cookie: second,
      body: { status: "contacted" },
    });
    const detail = (await call(a, adminRoutes.entry(id), { cookie })).json() as EntryDetail;
    expect(detail.status).toBe("contacted");

    // Signed out at B: refused at A at once.
    await call(b, authRoutes.signOut, { method: "POST", cookie });
    expect((await call(a, adminRoutes.session, { cookie })).statusCode).toBe(401);
    expect((await call(a, adminRoutes.session, { cookie: second })).statusCode).toBe(200);

    // Revoked: every session ends on both.
    await revokeUser(a.store.db, "owner@ironwood.example", new Date());
    expect((await call(a, adminRoutes.session, { cookie: second })).statusCode).toBe(401);
    expect((await call(b, adminRoutes.session, { cookie: second })).statusCode).toBe(401);
  });
});
