import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cacheControlFor, findPages, serviceTemplate } from "./pages";

describe("cacheControlFor", () => {
  it("marks hashed assets immutable, including their compressed copies", () => {
    const immutable = "public, max-age=31536000, immutable";
    expect(cacheControlFor("/assets/entry.client-BDn9JFRa.js")).toBe(immutable);
    expect(cacheControlFor("/assets/entry.client-BDn9JFRa.js.br")).toBe(immutable);
    expect(cacheControlFor("/images/portfolio/kitchen-1a2b3c4d5e-960.avif")).toBe(immutable);
  });

  it("revalidates HTML and unhashed files", () => {
    expect(cacheControlFor("/index.html")).toBe("no-cache");
    expect(cacheControlFor("/sw.js")).toBe("no-cache");
    expect(cacheControlFor("/images/portfolio/manifest.json")).toBe("no-cache");
    expect(cacheControlFor("/favicon.svg")).toBe("no-cache");
  });
});

describe("findPages", () => {
  it("maps each index.html to its URL", () => {
    const root = mkdtempSync(join(tmpdir(), "pages-"));
    mkdirSync(join(root, "services", "roofing"), { recursive: true });
    mkdirSync(join(root, "assets"));
    writeFileSync(join(root, "index.html"), "");
    writeFileSync(join(root, "services", "roofing", "index.html"), "");
    writeFileSync(join(root, "assets", "index.html"), "");
    expect(Object.fromEntries(findPages(root))).toEqual({
      "/": "index.html",
      "/services/roofing": "services/roofing/index.html",
    });
  });
});

describe("serviceTemplate", () => {
  const head =
    '<title>_template | Shop</title><meta name="description" content="Any job.">' +
    '<link rel="canonical" href="https://example.test/services/_template">' +
    '<meta property="og:title" content="_template | Shop">' +
    '<meta property="og:description" content="Any job.">' +
    '<meta property="og:url" content="https://example.test/services/_template">';
  const body = '<h1 class="text-h1">_template</h1>';
  const words = {
    title: "Tile & Stone | Shop",
    heading: "Tile & Stone",
    description: 'Say "hello" <now>',
    canonical: "https://example.test/services/tile-stone",
  };

  it("writes the page's words into the title, h1, description and canonical link, escaped", () => {
    const fill = serviceTemplate(`<html><head>${head}</head><body>${body}</body></html>`);
    const html = fill(words);
    expect(html).toContain("<title>Tile &amp; Stone | Shop</title>");
    expect(html).toContain('<h1 class="text-h1">Tile &amp; Stone</h1>');
    expect(html).toContain('<meta name="description" content="Say &quot;hello&quot; &lt;now&gt;">');
    expect(html).toContain(
      '<link rel="canonical" href="https://example.test/services/tile-stone">',
    );
    expect(html).toContain(
      '<meta property="og:url" content="https://example.test/services/tile-stone">',
    );
    expect(html).not.toContain("_template");
  });

  it("keeps the page out of search results even if the template forgot to", () => {
    const fill = serviceTemplate(`<html><head>${head}</head><body>${body}</body></html>`);
    expect(fill(words)).toContain('<meta name="robots" content="noindex"></head>');
  });

  it("refuses a template that lost, or doubled, an element it fills in", () => {
    expect(() => serviceTemplate(`<html><head>${head}</head><body></body></html>`)).toThrow(/h1/);
    expect(() =>
      serviceTemplate(`<html><head>${head}</head><body>${body}${body}</body></html>`),
    ).toThrow(/has 2/);
  });
});
