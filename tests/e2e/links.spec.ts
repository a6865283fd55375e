import { expect, test } from "@playwright/test";
import { sitemapPaths } from "./shell-helpers";

test.describe("crawlability", () => {
  test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    expect(await response.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap-index\.xml$/m);
  });

  test("the usual sitemap address leads to the sitemap index", async ({ request }) => {
    const response = await request.get("/sitemap.xml", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/sitemap-index.xml");
  });

  test("the sitemap lists every page, and each answers 200", async ({ request }) => {
    const paths = await sitemapPaths(request);
    for (const expected of [
      "/",
      "/all-services",
      "/gallery",
      "/faq",
      "/privacy-policy",
      "/contact",
    ]) {
      expect(paths).toContain(expected);
    }
    expect(paths).not.toContain("/client-review");
    expect(paths).not.toContain("/general-contractor");
    for (const path of paths) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });

  test("no page links to a dead or redirected internal URL", async ({ request }) => {
    const checked = new Map<string, number>();
    for (const page of await sitemapPaths(request)) {
      const html = await (await request.get(page)).text();
      const hrefs = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1] ?? "");
      for (const href of hrefs) {
        const path = new URL(href, "http://site").pathname;
        if (!checked.has(path)) {
          checked.set(path, (await request.get(path, { maxRedirects: 0 })).status());
        }
        expect(checked.get(path), `${page} links to ${href}`).toBe(200);
      }
    }
    expect(checked.size).toBeGreaterThan(10);
  });
});
