import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeFloorBuild, stripScripts } from "./page-floor";

describe("stripScripts", () => {
  it("removes module, classic and inline scripts, attributes and all", () => {
    const html = [
      '<head><script type="module" src="/assets/a.js"></script>',
      "<script>if (a > b) document.title = '</p>';</script>",
      "<script async data-x='a>b'>run()</script></head>",
      '<body><p>kept</p><script\n  type="module">x()</script></body>',
    ].join("");
    expect(stripScripts(html)).toBe("<head></head><body><p>kept</p></body>");
  });

  it("keeps JSON-LD, which runs nothing", () => {
    const data = '<script type="application/ld+json">{"@type":"FAQPage"}</script>';
    expect(stripScripts(`<head>${data}<script>go()</script></head>`)).toBe(`<head>${data}</head>`);
  });
});

describe("makeFloorBuild", () => {
  it("copies the build with its pages' scripts removed and compressed again", async () => {
    const build = mkdtempSync(join(tmpdir(), "floor-test-"));
    mkdirSync(join(build, "client", "faq"), { recursive: true });
    mkdirSync(join(build, "server"), { recursive: true });
    const page = `<html><body>${"<p>words</p>".repeat(100)}<script>x()</script></body></html>`;
    writeFileSync(join(build, "client", "faq", "index.html"), page);
    writeFileSync(join(build, "client", "faq", "index.html.br"), "stale");
    writeFileSync(join(build, "server", "index.js"), "");
    const floor = await makeFloorBuild(build);
    try {
      const html = readFileSync(join(floor.dir, "client", "faq", "index.html"), "utf8");
      expect(html).not.toContain("<script");
      expect(readFileSync(join(floor.dir, "client", "faq", "index.html.br"), "utf8")).not.toBe(
        "stale",
      );
      expect(existsSync(join(floor.dir, "server", "index.js"))).toBe(true);
      expect(readFileSync(join(build, "client", "faq", "index.html"), "utf8")).toBe(page);
    } finally {
      floor.remove();
    }
    expect(existsSync(floor.dir)).toBe(false);
  });
});
