import { afterEach, describe, expect, it } from "vitest";
import { authRoutes } from "../../contracts/admin-api";
import { call, signIn } from "../../tests/support/admin";
import { startTestApp, type TestApp } from "../../tests/support/server";

const opened: TestApp[] = [];

async function app(): Promise<TestApp> {
  const t = await startTestApp();
  opened.push(t);
  return t;
}

afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

describe("signing out", () => {
  it("the next person at a shared computer finds no inbox answer in its HTTP cache", async () => {
    const t = await app();
    const cookie = await signIn(t);
    const out = await call(t, authRoutes.signOut, { method: "POST", cookie });
    expect(out.statusCode).toBe(204);
    expect(out.headers["clear-site-data"]).toBe('"cache"');
  });

  it("a tab whose session already ended is told the same", async () => {
    const t = await app();
    const out = await call(t, authRoutes.signOut, { method: "POST" });
    expect(out.statusCode).toBe(204);
    expect(out.headers["clear-site-data"]).toBe('"cache"');
  });

  it("never wipes the site's storage: the service worker and visitors' drafts stay", async () => {
    const t = await app();
    const out = await call(t, authRoutes.signOut, { method: "POST", cookie: await signIn(t) });
    const cleared = String(out.headers["clear-site-data"] ?? "");
    expect(cleared).not.toMatch(/"storage"|"\*"|"executionContexts"/);
  });
});
