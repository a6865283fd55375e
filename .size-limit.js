import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * JavaScript budgets per page (docs/architecture.md §9), read from the built HTML so a new
 * shared chunk cannot slip past:
 * - before a scroll or touch: the scripts that run before hydration, and the islands that
 *   hydrate on their own (`client:idle`, `client:load`, `client:interact` with a time);
 * - at the first touch: every island but those waiting to be scrolled to
 *   (`whenVisible`) or for a photo to fail (`whenBroken`).
 * Each island counts with every module it imports statically; dynamic imports (dialogs,
 * viewer, captcha) wait for first use. An empty list fails: it would mean the islands'
 * markup changed under us.
 */
const client = join(process.env.BUILD_DIR ?? "build", "client");
const staticImport = /(?:^|[;}\s])import\s*(?:[^"'()]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const dynamicImport = /\bimport\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g;

function withImports(file, seen = new Set(), pattern = staticImport) {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  for (const [, spec] of readFileSync(file, "utf8").matchAll(pattern)) {
    withImports(join(dirname(file), spec), seen);
  }
  return seen;
}

// The page script arrives after the first paint on every page (decision 222): it counts
// with its imports, static and dynamic, though it comes by dynamic import itself.
function withAfterPaint(file, seen) {
  if (seen.has(file) || !existsSync(file)) return;
  seen.add(file);
  for (const [, spec] of readFileSync(file, "utf8").matchAll(staticImport)) {
    withImports(join(dirname(file), spec), seen);
  }
  for (const [, spec] of readFileSync(file, "utf8").matchAll(dynamicImport)) {
    withImports(join(dirname(file), spec), seen);
  }
}

const onItsOwn = (tag) =>
  /\bclient="(?:idle|load|only)"/.test(tag) ||
  (/\bclient="interact"/.test(tag) && /&quot;by&quot;/.test(tag));
const atFirstTouch = (tag) => !/&quot;(?:whenVisible|whenBroken)&quot;/.test(tag);

function pageScripts(path, counts) {
  const html = readFileSync(join(client, path, "index.html"), "utf8");
  const tags = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => m[0]);
  const pageScript = html.match(
    /<template id="page-script"><script type="module" src="\/([^"]+\.js)"/,
  );
  if (!pageScript) throw new Error(`size-limit: no page script held in ${path}`);
  const urls = tags
    .filter(counts)
    .flatMap((tag) => [...tag.matchAll(/(?:component-url|renderer-url)="\/([^"]+\.js)"/g)])
    .map((m) => join(client, m[1]));
  const files = new Set();
  withAfterPaint(join(client, pageScript[1]), files);
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

// docs/architecture.md §9 says 150 KB for home, 100 KB elsewhere, during load. What the
// first touch brings is React and the island touched: the forms' pages carry the most
// (about 117 and 107 KB), then All Services with its search ranking (about 101.5 KB,
// match-sorter included, decision 099), each with a little room so growth is noticed. The
// form's page and All Services rose 1 kB with the visit's source (decision 217).
const touchBudgets = {
  "/": "150 kB",
  "/contact": "121 kB",
  "/review": "110 kB",
  "/all-services": "106 kB",
};

export default [
  ...pages.map((path) => ({
    name: `${path}: JavaScript before a scroll or touch (gzip)`,
    path: pageScripts(path, onItsOwn),
    limit: path === "/" ? "150 kB" : "100 kB",
    gzip: true,
  })),
  ...pages.map((path) => ({
    name: `${path}: JavaScript at the first touch (gzip)`,
    path: pageScripts(path, atFirstTouch),
    limit: touchBudgets[path] ?? "100 kB",
    gzip: true,
  })),
  { name: "Site CSS (gzip)", path: stylesheets, limit: "20 kB", gzip: true },
];
