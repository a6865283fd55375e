import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listPages, robotsTxt, sitemapXml } from "./sitemap";

describe("sitemap", () => {
  it("lists prerendered pages but not the ones that only redirect", () => {
    const root = mkdtempSync(join(tmpdir(), "sitemap-"));
    for (const dir of ["faq", "client-review", "services/roofing", "assets"]) {
      mkdirSync(join(root, dir), { recursive: true });
      writeFileSync(join(root, dir, "index.html"), "");
    }
    writeFileSync(join(root, "index.html"), "");
    expect(listPages(root)).toEqual(["/", "/faq", "/services/roofing"]);
  });

  it("writes absolute URLs and points robots.txt at the sitemap", () => {
    const xml = sitemapXml(["/", "/faq"], "https://www.example.com");
    expect(xml).toContain("<loc>https://www.example.com/</loc>");
    expect(xml).toContain("<loc>https://www.example.com/faq</loc>");
    expect(robotsTxt("https://www.example.com")).toContain(
      "Sitemap: https://www.example.com/sitemap.xml",
    );
  });
});
