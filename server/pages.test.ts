import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cacheControlFor, findPages } from "./pages";

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
