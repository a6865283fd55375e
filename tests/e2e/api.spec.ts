import { expect, test } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { bookingPathShape } from "../../contracts/quote-answer";
import { solvedToken } from "./captcha-token";
import { storedLeads } from "./forms-helpers";

/** The lead API through the production server, the way a browser's script calls it. */

const lead = {
  name: "Priya Raman",
  email: "priya@example.com",
  phone: "6305550142",
  service: "Basement Finishing",
  message: "Finishing a basement of about 900 square feet.",
  smsConsent: "No",
  type: "contact",
  website: "",
};

test.describe("lead API", () => {
  test("a lead with a solved ALTCHA is stored, listed by npm run leads and written as .eml", async ({
    request,
  }) => {
    const config = await request.get("/api/captcha/config");
    expect(await config.json()).toEqual({
      provider: "altcha",
      challengeUrl: "/api/captcha/challenge",
    });

    const response = await request.post("/api/contact", {
      data: { ...lead, captchaToken: await solvedToken(request) },
    });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      id: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      // The lead's own page to book its estimate visit (issue 55, decision 252).
      booking: expect.stringMatching(bookingPathShape),
    });
    expect(body.booking).toMatch(new RegExp(`^/book/${body.id}\\.`));

    const eml = join(process.env.E2E_DATA_DIR ?? "", "mail", `${body.id}.contact.eml`);
    await expect.poll(() => existsSync(eml)).toBe(true);
    const mail = readFileSync(eml, "utf8");
    expect(mail).toMatch(new RegExp(`^X-Lead-ID: ${body.id}`, "m"));
    expect(mail).toContain("Priya Raman");

    await expect
      .poll(() => storedLeads().find((row) => row.id === body.id)?.delivery)
      .toMatchObject({ status: "delivered", attempts: 1 });
    expect(storedLeads().find((row) => row.id === body.id)).toMatchObject({
      type: "contact",
      name: lead.name,
      email: lead.email,
      // Stored as E.164, so an erasure request matches it in any format.
      phone: `+1${lead.phone}`,
      service: lead.service,
      message: lead.message,
      smsConsent: "No",
    });
  });

  test("a review-completion notice is accepted with a solved ALTCHA", async ({ request }) => {
    const response = await request.post("/api/review-completion", {
      data: {
        client_name: "Tom Becker",
        client_phone: "6305550123",
        review_platforms: ["google"],
        message: "Posted on Google.",
        captchaToken: await solvedToken(request),
      },
    });
    expect(response.status()).toBe(200);
    const { id } = await response.json();
    expect(storedLeads().find((row) => row.id === id)).toMatchObject({
      type: "review",
      reviewPlatforms: ["google"],
      reviewCount: 1,
    });
  });

  test("refusals are JSON with the contract's status codes", async ({ request }) => {
    const cases: { data: unknown; headers: Record<string, string>; status: number }[] = [
      { data: lead, headers: {}, status: 403 },
      { data: "{not json", headers: { "content-type": "application/json" }, status: 400 },
      {
        data: "name=Priya",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        status: 415,
      },
      { data: { ...lead, message: "x".repeat(100 * 1024) }, headers: {}, status: 413 },
      { data: { ...lead, name: "" }, headers: {}, status: 400 },
    ];
    for (const { data, headers, status } of cases) {
      const response = await request.post("/api/contact", { data, headers });
      expect(response.status()).toBe(status);
      expect(response.headers()["content-type"]).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ success: false, error: expect.any(String) });
    }
  });

  test("pages and answers carry the security headers", async ({ request }) => {
    for (const path of ["/", "/contact", "/api/health"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["x-frame-options"]).toBe("DENY");
    }
  });
});
