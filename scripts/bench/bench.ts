import { mkdirSync, writeFileSync } from "node:fs";
import { type ApiBenchResult, runApiBench } from "./api";
import { startEmptyPageServer } from "./floor";
import { runLighthouse, sitemapRoutes, type PageResult } from "./lighthouse";
import { startServer } from "./server";

/**
 * `npm run bench`: Lighthouse scores and transferred bytes per route (mobile profile), then
 * the API under load with autocannon. `npm run bench -- --api-only` runs the API part
 * alone (it needs no build), `-- --pages-only` the pages alone. Prints tables and writes
 * bench/results.json.
 */
// Every page of the sitemap by default; BENCH_ROUTES="/,/faq" measures a subset,
// BENCH_RUNS sets Lighthouse runs per page (the median is kept), BENCH_SECONDS each API run.
const chosenRoutes = process.env.BENCH_ROUTES?.split(",");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const apiOnly = process.argv.includes("--api-only");
const pagesOnly = process.argv.includes("--pages-only");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

const tableRow = (p: PageResult) => ({
  route: p.route,
  perf: p.performance,
  a11y: p.accessibility,
  bp: p.bestPractices,
  seo: p.seo,
  "FCP ms": p.fcpMs,
  "LCP ms": p.lcpMs,
  "TBT ms": p.tbtMs,
  CLS: p.cls,
  "total KB": kb(p.bytes.total),
  "JS KB": kb(p.bytes.script),
  "CSS KB": kb(p.bytes.stylesheet),
  "img KB": kb(p.bytes.image),
  "font KB": kb(p.bytes.font),
});

let pages: PageResult[] = [];
let floor: PageResult | null = null;
if (!apiOnly) {
  const server = await startServer(
    process.env.BUILD_DIR ?? "build",
    Number(process.env.BENCH_PORT ?? 4310),
  );
  try {
    const routes = chosenRoutes ?? (await sitemapRoutes(server.baseURL));
    console.log(`Lighthouse (mobile profile), median of ${runs} runs, ${routes.length} routes...`);
    pages = await runLighthouse(server.baseURL, routes, runs);
  } finally {
    await server.stop();
  }
  // The same measurement of an empty page: what this machine allows any page (floor.ts).
  const floorServer = await startEmptyPageServer();
  try {
    floor = (await runLighthouse(floorServer.baseURL, ["/"], runs))[0] ?? null;
  } finally {
    await floorServer.stop();
  }
  console.log("\nPages (scores 0-100; KB transferred)");
  console.table(pages.map(tableRow));
  if (floor) {
    console.log("An empty page on this machine, the same way (no stylesheet, no script):");
    console.table([tableRow({ ...floor, route: "(empty page)" })]);
  }
}

let api: ApiBenchResult | null = null;
if (!pagesOnly) {
  console.log(`API load (autocannon, ${seconds} s per run, ALTCHA on, SQLite synchronous=FULL)...`);
  api = await runApiBench({ seconds, connections: [10, 50] });
  console.log("\nAPI load");
  console.table(api.rows);
  console.log(
    `Leads acknowledged with 200: ${api.acknowledgedLeads}; found in the database afterwards: ${api.storedLeads}`,
  );
  if (api.storedLeads < api.acknowledgedLeads) {
    console.error("Some acknowledged leads are missing from the database.");
    process.exitCode = 1;
  }
}

mkdirSync("bench", { recursive: true });
writeFileSync(
  "bench/results.json",
  `${JSON.stringify({ date: new Date().toISOString(), pages, floor, api }, null, 2)}\n`,
);
console.log("Wrote bench/results.json");
