import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { generateSW } from "workbox-build";

/**
 * The scripts and styles the home page loads first, read from its HTML: stylesheets, plain
 * scripts, and the islands' code named in <astro-island component-url=... renderer-url=...>.
 * A list without any script means the page's markup changed under us: fail the build
 * rather than ship a worker that precaches nothing useful.
 */
export function shellFiles(html) {
  const pattern = /(?:href|src|component-url|renderer-url)="\/(assets\/[^"]+\.(?:js|css))"/g;
  const files = [...new Set([...html.matchAll(pattern)].map((m) => m[1]))];
  if (!files.some((file) => file.endsWith(".js")) || !files.some((file) => file.endsWith(".css"))) {
    throw new Error("service worker: found no island script or stylesheet in the home page");
  }
  return files;
}

/**
 * What the worker caches as it goes. Nothing under /api/ or /admin may enter a cache
 * (contracts/never-cached.ts, decision 196): the page route refuses those paths, decoded as
 * the server routes them, and every other route matches only /assets/ and /images/. Each
 * matcher is copied into /sw.js as its source text, so it names nothing outside itself.
 */
export const runtimeCaching = [
  {
    urlPattern: ({ request, url }) => {
      if (request.mode !== "navigate") return false;
      let path;
      try {
        path = decodeURIComponent(url.pathname);
      } catch {
        path = url.pathname;
      }
      return !/^\/+(?:api|admin)(?:\/|$)/i.test(path);
    },
    handler: "NetworkFirst",
    options: {
      cacheName: "pages",
      networkTimeoutSeconds: 4,
      expiration: { maxEntries: 40 },
    },
  },
  {
    urlPattern: ({ url }) =>
      url.pathname.startsWith("/images/") && url.pathname.endsWith("/manifest.json"),
    handler: "NetworkFirst",
    options: { cacheName: "manifests", networkTimeoutSeconds: 4 },
  },
  {
    urlPattern: ({ url }) => url.pathname.startsWith("/assets/"),
    handler: "CacheFirst",
    options: { cacheName: "assets", expiration: { maxEntries: 120 } },
  },
  {
    urlPattern: ({ url }) => url.pathname.startsWith("/images/"),
    handler: "CacheFirst",
    options: {
      cacheName: "images",
      expiration: { maxEntries: 250, maxAgeSeconds: 60 * 60 * 24 * 60 },
    },
  },
];

/** Imported by /sw.js: deletes an older worker's copies of the inbox when this one takes over. */
const cleanupScript = "sw-cleanup.js";

/**
 * Writes /sw.js after the prerender. Precaches only the app shell (the home page's first
 * scripts and styles, the text face's core cut and the icon sprite), so a first visit on a
 * phone does not download every chunk; other hashed assets are cached the first time they
 * are used.
 * Pages are network-first so visitors see current content, with the last copy as an
 * offline fallback; photos are cache-first because their names carry a content hash.
 * A new worker waits until every tab of the old one is closed (no skipWaiting), so a page
 * never runs a mix of old and new files.
 */
export async function writeServiceWorker(clientDir) {
  await build({
    entryPoints: ["app/lib/service-worker-cleanup.ts"],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    outfile: join(clientDir, cleanupScript),
    logLevel: "warning",
  });
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDir,
    globPatterns: [
      ...shellFiles(readFileSync(join(clientDir, "index.html"), "utf8")),
      "assets/inter-core*.woff2",
      // Every page draws its icons from the sprite, offline too (decision 218).
      "assets/icons.*.svg",
    ],
    globIgnores: ["**/*.br", "**/*.gz", "**/*.map"],
    swDest: `${clientDir}/sw.js`,
    mode: "production",
    sourcemap: false,
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    skipWaiting: false,
    clientsClaim: false,
    dontCacheBustURLsMatching: /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/,
    navigateFallback: undefined,
    runtimeCaching,
    importScripts: [cleanupScript],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}
