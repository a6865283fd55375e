import { expect, test } from "@playwright/test";

const pages = [
  "/",
  "/all-services",
  "/gallery",
  "/faq",
  "/privacy-policy",
  "/review",
  "/contact",
  "/gc-services",
  "/services/kitchen-remodeling",
  "/services/bathroom-remodeling",
  "/services/roofing",
  "/services/windows-and-doors",
];

test.describe("HTTP contract", () => {
  for (const path of pages) {
    test(`${path} is prerendered HTML with status 200`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      expect(response.headers()["cache-control"]).toBe("no-cache");
      const html = await response.text();
      expect(html).toMatch(/<h1[\s>]/);
    });
  }

  test("old URLs answer 301 to their new home", async ({ request }) => {
    const moved = [
      ["/client-review", "/review"],
      ["/general-contractor", "/gc-services"],
    ] as const;
    for (const [from, to] of moved) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers()["location"] ?? "", "http://x").pathname).toBe(to);
    }
  });

  test("unknown paths redirect home", async ({ request }) => {
    for (const path of ["/no-such-page", "/services/No_Such_Service", "/deep/path/here"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers()["location"]).toMatch(/\/$/);
    }
  });

  test("unknown API paths answer JSON, never HTML", async ({ request }) => {
    const response = await request.get("/api/no-such-endpoint");
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
  });

  test("hashed assets are immutable and compressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!, { headers: { "accept-encoding": "br" } });
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe("br");
  });

  test("the icon sprite the islands name is a hashed asset like the others", async ({
    request,
  }) => {
    // Pages carry their own symbols (decision 225); the service worker keeps the sprite
    // for an island's icon that a page has no copy of.
    const worker = await (await request.get("/sw.js")).text();
    const sprite = worker.match(/\bassets\/icons\.[\w-]+\.svg/)?.[0];
    expect(sprite).toBeTruthy();
    const response = await request.get(`/${sprite!}`, { headers: { "accept-encoding": "br" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/svg+xml");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe("br");
  });

  test("health answers ok", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
