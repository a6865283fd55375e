import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/architecture.md is what comments point at, so it must hold what they cite: every
 * `docs/architecture.md §N` names a section it has, every test and file it names exists,
 * and nothing cites the design document that lives outside the repository instead.
 */

const docPath = "docs/architecture.md";
const doc = readFileSync(docPath, "utf8");
/** The page with its line breaks undone, so a citation wrapped over two lines reads whole. */
const flat = doc.replace(/\s+/g, " ");

const sections = [...doc.matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1]));

/** Where citations may stand: source and docs, never the build, the cache or the photos. */
const roots = ["app", "server", "scripts", "tests", "docs", "deploy", "content", "public"];
const rootFiles = [
  "README.md",
  ".size-limit.js",
  "astro.config.ts",
  "eslint.config.js",
  "playwright.config.ts",
];
/** Made by the build, or the photographers' credits (a studio is named R ARCHI-TECTURE). */
const skipped = new Set(["app/generated", "public/images", "content/photos"].map((p) => join(p)));
const readable = /\.(ts|tsx|mjs|js|astro|md)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(path) ? [] : filesUnder(path);
    return readable.test(entry.name) ? [path] : [];
  });
}

const sources = [...roots.flatMap(filesUnder), ...rootFiles.filter((file) => existsSync(file))];

/** Each `path` › "title", "title" citation of a test; a title may be cut short with "…". */
function testCitations(): { file: string; title: string }[] {
  const found: { file: string; title: string }[] = [];
  for (const [, file = "", titles = ""] of flat.matchAll(
    /`([\w./-]+\.(?:ts|tsx))` ›((?: "[^"]+",?)+)/g,
  )) {
    for (const [, title = ""] of titles.matchAll(/"([^"]+)"/g)) found.push({ file, title });
  }
  return found;
}

/** Every `path` the page names inside the repository: a file or a folder (ending in /). */
function pathCitations(): string[] {
  const top = new Set([...roots, ...readdirSync(".")]);
  const named = [...flat.matchAll(/`(\.?[\w-]+(?:\/[\w.[\]-]*)*(?:\.\w+)?)`/g)].map(
    (match) => match[1] ?? "",
  );
  return [...new Set(named)].filter(
    (path) => top.has(path.split("/")[0] ?? "") && (path.includes("/") || path.includes(".")),
  );
}

describe(docPath, () => {
  it("numbers its sections 1, 2, 3… in order", () => {
    expect(sections.length).toBeGreaterThan(5);
    expect(sections).toEqual(sections.map((_, index) => index + 1));
  });

  it("cites tests", () => {
    expect(testCitations().length).toBeGreaterThan(80);
  });

  it.each(testCitations())("$file › $title exists", ({ file, title }) => {
    expect(existsSync(file), `${file}: moved or deleted? Cite where it is now`).toBe(true);
    const source = readFileSync(file, "utf8");
    // Cut at an ellipsis or a %-placeholder: the rest is a template or the page's shorthand.
    const parts = title
      .split(/…|%[sdij]/)
      .map((part) => part.trim())
      .filter(Boolean);
    for (const part of parts) expect(source, `${file}: "${part}"`).toContain(part);
  });

  it.each(pathCitations())("names %s, which exists", (path) => {
    expect(existsSync(path)).toBe(true);
  });
});

describe("citations of the architecture", () => {
  // In a file that names the page, every § is one of its sections: a comment may wrap
  // between "docs/architecture.md" and "§N", and a README names the page once, then §N.
  const cited = sources
    .filter((file) => file !== docPath)
    .flatMap((file) => {
      const text = readFileSync(file, "utf8");
      if (!text.includes("architecture.md")) return [];
      return [...text.matchAll(/§(\d+)/g)].map((match) => ({ file, section: Number(match[1]) }));
    });

  it("are made from the code", () => {
    expect(cited.length).toBeGreaterThan(20);
  });

  it("name a section the page has", () => {
    const missing = cited.filter(({ section }) => !sections.includes(section));
    expect(missing).toEqual([]);
  });

  it("never point at the design document outside the repository", () => {
    // Decision records keep their words as written (docs/decisions/README.md).
    const outside = new RegExp(`\\b${"ARCHI"}TECTURE\\b`);
    const citing = sources
      .filter((file) => !file.startsWith(join("docs", "decisions")))
      .filter((file) => outside.test(readFileSync(file, "utf8")));
    expect(citing).toEqual([]);
  });
});
