import type { AstroIntegration } from "astro";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** A bundled module's static imports of its sibling chunks, as Vite writes them minified. */
const staticImport = /(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g;

/**
 * Every file a module needs before it runs: itself and its static imports, all the way
 * down, in the order they are found. Dynamic imports (`import("./x.js")`) are left out:
 * they wait for the screen that needs them.
 */
export function moduleGraph(entries: string[], read: (file: string) => string | null): string[] {
  const found: string[] = [];
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (found.includes(file)) continue;
    const source = read(file);
    if (source === null) continue;
    found.push(file);
    for (const match of source.matchAll(staticImport)) if (match[1]) queue.push(match[1]);
  }
  return found;
}

/** The islands' code a page names: each `<astro-island>`'s component and renderer. */
export function islandEntries(html: string): string[] {
  const urls = /\s(?:component|renderer)-url="\/assets\/([\w.-]+\.js)"/g;
  const entries = new Set<string>();
  for (const island of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const match of island[0].matchAll(urls)) if (match[1]) entries.add(match[1]);
  }
  return [...entries];
}

/** The page with a `modulepreload` link for each file, before `</head>`. */
export function withPreloads(html: string, files: string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" href="/assets/${file}">`).join("");
  return html.replace("</head>", `${links}</head>`);
}

/**
 * An island hydrated on load (`client:load`, the owner's inbox) fetches its code in rounds:
 * the island's file, then the chunks it imports, then theirs, a round trip each, 150 ms on
 * a phone (issue 56, decision 248). Named in the head, every file comes in the first round.
 * Only the pages listed get this: the public pages' islands wait for a visitor (decision
 * 088) and must ask for nothing before the paint (decision 225).
 */
export function islandPreloads(pages: string[]): AstroIntegration {
  return {
    name: "island-preloads",
    hooks: {
      "astro:build:done": ({ dir }) => {
        const client = fileURLToPath(dir);
        const read = (file: string) => {
          const path = join(client, "assets", file);
          return existsSync(path) ? readFileSync(path, "utf8") : null;
        };
        for (const page of pages) {
          const path = join(client, page);
          const html = readFileSync(path, "utf8");
          const files = moduleGraph(islandEntries(html), read);
          if (files.length === 0) throw new Error(`island preloads: no island code in ${page}`);
          writeFileSync(path, withPreloads(html, files));
        }
      },
    },
  };
}
