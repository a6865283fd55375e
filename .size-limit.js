import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * JavaScript budgets per page (ARCHITECTURE section 8: what a page loads before the visitor
 * scrolls or touches it): the islands that hydrate on their own (`client:idle`, and
 * `client:interact`, which falls back to idle), every module they import statically, and
 * the scripts that run before hydration. `client:visible` islands wait until they are
 * scrolled to, and dynamic imports (dialogs, viewer, captcha) until first use. Read from the built
 * HTML, so a new shared chunk cannot slip past. An empty list fails: it would mean the
 * islands' markup changed under us.
 */
const client = join(process.env.BUILD_DIR ?? "build", "client");
const staticImport = /(?:^|[;}\s])import\s*(?:[^"'()]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

function withImports(file, seen = new Set()) {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  for (const [, spec] of readFileSync(file, "utf8").matchAll(staticImport)) {
    withImports(join(dirname(file), spec), seen);
  }
  return seen;
}

function pageScripts(path) {
  const html = readFileSync(join(client, path, "index.html"), "utf8");
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\bclient="visible"/.test(tag));
  const urls = islands
    .flatMap((tag) => [
      ...tag.matchAll(/(?:component-url|renderer-url|before-hydration-url)="\/([^"]+\.js)"/g),
    ])
    .map((m) => join(client, m[1]));
  if (urls.length === 0) throw new Error(`size-limit: no island scripts found in ${path}`);
  const files = new Set();
  for (const url of urls) withImports(url, files);
  return [...files];
}

function sitemapPages() {
  const xml = readdirSync(client)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .map((name) => readFileSync(join(client, name), "utf8"))
    .join("");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

const pages = sitemapPages();
if (pages.length === 0) throw new Error("size-limit: the sitemap lists no pages");

const stylesheets = [
  ...readFileSync(join(client, "index.html"), "utf8").matchAll(
    /<link rel="stylesheet" href="\/(assets\/[^"]+\.css)"/g,
  ),
].map((m) => join(client, m[1]));

// ARCHITECTURE section 8 says 150 KB for home, 100 KB elsewhere. The two pages whose form
// is in the first screen load it on idle and are over that: docs/decisions/087.
const budgets = { "/": "150 kB", "/contact": "135 kB", "/review": "125 kB" };

export default [
  ...pages.map((path) => ({
    name: `${path}: JavaScript before a scroll or touch (gzip)`,
    path: pageScripts(path),
    limit: budgets[path] ?? "100 kB",
    gzip: true,
  })),
  { name: "Site CSS (gzip)", path: stylesheets, limit: "20 kB", gzip: true },
];
