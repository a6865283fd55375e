import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPrefix, authRoutes } from "../../contracts/admin-api";
import { call, signIn } from "../../tests/support/admin";
import { startTestApp, type TestApp } from "../../tests/support/server";

type Route = { method: string; url: string };

/** A concrete URL for a route's pattern: every parameter filled in. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, "7KQ2-M9PX-3RTV").replace("*", "x");

describe("the inbox's guard", () => {
  let t: TestApp;
  const routes: Route[] = [];

  beforeAll(async () => {
    t = await startTestApp(
      {},
      {
        onRoute: (route: RouteOptions) => {
          for (const method of [route.method].flat()) routes.push({ method, url: route.url });
        },
      },
    );
    await t.app.ready();
  });
  afterAll(() => t.close());

  const adminRoutes = () =>
    routes.filter((r) => r.url.startsWith(adminApiPrefix) && r.method !== "HEAD");

  it("answers 401 JSON with no data, uncached, on every /api/admin/ route without a session", async () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(10);
    for (const route of adminRoutes()) {
      const response = await call(t, concrete(route.url), {
        method: route.method as "GET" | "POST" | "PATCH" | "DELETE",
        body: route.method === "GET" ? undefined : { status: "won", body: "x", person: "a@b.c" },
      });
      const what = `${route.method} ${route.url}`;
      expect(response.statusCode, what).toBe(401);
      expect(Object.keys(response.json()), what).toEqual(["error"]);
      expect(response.headers["cache-control"], what).toBe("no-store");
    }
  });

  it("refuses a session cookie it did not issue, and paths it does not know", async () => {
    for (const url of ["/api/admin/session", "/api/admin/nothing-here", "/api/%61dmin/session"]) {
      const response = await call(t, url, { cookie: "session=forged-token-value-000000000000" });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it("answers 403 to a state change from a foreign Origin, or none, even when signed in", async () => {
    const cookie = await signIn(t);
    const allowed = await call(t, "/api/admin/session", { cookie });
    expect(allowed.statusCode).toBe(200);
    for (const origin of ["https://evil.example", "null", null]) {
      for (const [method, url] of [
        ["POST", "/api/admin/erase"],
        ["PATCH", "/api/admin/entries/7KQ2-M9PX-3RTV"],
        ["POST", authRoutes.requestLink],
        ["POST", authRoutes.signOut],
      ] as const) {
        const response = await call(t, url, { method, cookie, origin, body: { person: "x@y.z" } });
        expect(response.statusCode, `${method} ${url} from ${origin}`).toBe(403);
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
    }
    // The session survived the refused sign-out.
    expect((await call(t, "/api/admin/session", { cookie })).statusCode).toBe(200);
  });
});
