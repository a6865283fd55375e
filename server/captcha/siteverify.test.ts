import { afterEach, describe, expect, it } from "vitest";
import {
  type HttpStub,
  startHttpStub,
  startTestApp,
  type TestApp,
  validContact,
} from "../../tests/support/server";

let stub: HttpStub | undefined;
let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  await stub?.close();
  harness = stub = undefined;
});

const secret = "test-secret";

/**
 * A stand-in for Google's and Cloudflare's siteverify: a form POST of secret, response
 * and remoteip, answered with {success, "error-codes"}. Each good token works once.
 */
async function siteverifyStub() {
  const used = new Set<string>();
  stub = await startHttpStub(({ body }, response) => {
    const form = new URLSearchParams(body);
    const token = form.get("response") ?? "";
    const answer = (value: object, status = 200) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
    if (token === "hang") return;
    if (token === "crash") return answer({ error: "boom" }, 500);
    if (token === "null") return response.end("null");
    if (token === "html") return response.end("<html>Service Unavailable</html>");
    if (token === "wrong-shape") return answer({ success: "true" });
    if (form.get("secret") !== secret) {
      return answer({ success: false, "error-codes": ["invalid-input-secret"] });
    }
    if (!token) return answer({ success: false, "error-codes": ["missing-input-response"] });
    if (!token.startsWith("good-")) {
      return answer({ success: false, "error-codes": ["invalid-input-response"] });
    }
    if (used.has(token)) return answer({ success: false, "error-codes": ["timeout-or-duplicate"] });
    used.add(token);
    // good-<id>[:hostname[:action]]: where the widget was solved, and for which action.
    const [, hostname = "localhost", action] = token.split(":");
    return answer({ success: true, challenge_ts: new Date().toISOString(), hostname, action });
  });
  return stub;
}

for (const provider of ["recaptcha", "turnstile"] as const) {
  const upper = provider.toUpperCase();

  describe(`${provider} siteverify`, () => {
    async function start(env: Record<string, string> = {}) {
      const verify = await siteverifyStub();
      harness = await startTestApp({
        CAPTCHA_PROVIDER: provider,
        [`${upper}_SITE_KEY`]: "site-key-123",
        [`${upper}_SECRET`]: secret,
        [`${upper}_VERIFY_URL`]: verify.url,
        ...env,
      });
      return { t: harness, verify };
    }

    const submit = (t: TestApp, captchaToken?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.7" },
        payload: JSON.stringify({ ...validContact, captchaToken }),
      });

    it("publishes the site key, never the secret", async () => {
      const { t } = await start();
      const config = await t.app.inject({ url: "/api/captcha/config" });
      expect(config.json()).toEqual({ provider, siteKey: "site-key-123" });
      expect(config.body).not.toContain(secret);
    });

    it("accepts a token the provider confirms, sending secret, response and remoteip", async () => {
      const { t, verify } = await start();
      const response = await submit(t, "good-1");
      expect(response.statusCode).toBe(200);
      expect(response.json().success).toBe(true);
      const form = new URLSearchParams(verify.requests[0]!.body);
      expect(verify.requests[0]!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
      expect(Object.fromEntries(form)).toEqual({
        secret,
        response: "good-1",
        remoteip: "198.51.100.7",
      });
    });

    it("refuses a missing, invalid or reused token with 403", async () => {
      const { t } = await start();
      expect((await submit(t)).statusCode).toBe(403);
      expect((await submit(t, "forged")).statusCode).toBe(403);
      expect((await submit(t, "good-2")).statusCode).toBe(200);
      const reused = await submit(t, "good-2");
      expect(reused.statusCode).toBe(403);
      expect(reused.json()).toEqual({ success: false, error: expect.stringMatching(/expired/i) });
      const leads = await t.store.db.selectFrom("leads").selectAll().execute();
      expect(leads).toHaveLength(1);
    });

    it("answers 503, not 403, when the provider cannot be asked or rejects our secret", async () => {
      const { t } = await start();
      for (const token of ["hang", "crash"]) {
        const response = await submit(t, token);
        expect(response.statusCode, token).toBe(503);
        expect(response.json()).toEqual({ success: false, error: expect.any(String) });
      }
      await harness?.close();
      await stub?.close();
      const wrongSecret = await start({ [`${upper}_SECRET`]: "wrong" });
      expect((await submit(wrongSecret.t, "good-3")).statusCode).toBe(503);
    });

    it("answers 503, never 500, to a null or malformed siteverify answer", async () => {
      const { t } = await start();
      for (const token of ["null", "html", "wrong-shape"]) {
        const response = await submit(t, token);
        expect(response.statusCode, token).toBe(503);
        expect(response.json()).toEqual({ success: false, error: expect.any(String) });
      }
    });

    it("refuses a token solved on another site's hostname", async () => {
      const { t } = await start({ CAPTCHA_HOSTNAMES: "www.ironwood.example,ironwood.example" });
      expect((await submit(t, "good-4:evil.example")).statusCode).toBe(403);
      expect((await submit(t, "good-5:localhost")).statusCode).toBe(403);
      expect((await submit(t, "good-6:WWW.Ironwood.example")).statusCode).toBe(200);
      expect((await submit(t, "good-7:ironwood.example")).statusCode).toBe(200);
    });

    it("refuses a token given for another action when CAPTCHA_ACTION is set", async () => {
      const { t } = await start({ CAPTCHA_ACTION: "quote" });
      expect((await submit(t, "good-8:localhost:login")).statusCode).toBe(403);
      expect((await submit(t, "good-9:localhost")).statusCode).toBe(403);
      expect((await submit(t, "good-10:localhost:quote")).statusCode).toBe(200);
    });
  });
}
