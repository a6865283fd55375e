import { startChannelStandIns } from "../../tests/support/channel-stand-ins";
import { runSpeedToLead, type SpeedToLead } from "./speed-to-lead";
import { mkdirSync, writeFileSync } from "node:fs";
import { type ApiBenchResult, runApiBench } from "./api";
import { startEmptyPageServer } from "./floor";
import { runAgainstFloor, runLighthouse, sitemapRoutes, type PageResult } from "./lighthouse";
import {
  type FloorPair,
  fcpLimitMs,
  lcpLimitMs,
  limitMisses,
  paintSlackMs,
  scoreSlack,
  tbtSlackMs,
  withinFloor,
} from "./verdict";
import { makeFloorBuild } from "./page-floor";
import { startServer } from "./server";

/**
 * `npm run bench`: Lighthouse scores and transferred bytes per route (mobile profile), each
 * beside its floor (the same page with its scripts removed, measured in turn with it), then
 * the API under load with autocannon. `npm run bench -- --api-only` runs the API part
 * alone (it needs no build), `-- --pages-only` the pages alone, `-- --tls` three routes
 * through the HTTPS front beside the same direct. Prints tables and writes
 * bench/results.json.
 */
// Every page of the sitemap by default; BENCH_ROUTES="/,/faq" measures a subset,
// BENCH_RUNS sets Lighthouse runs per page (the median is kept), BENCH_SECONDS each API run.
if (process.argv.includes("--photos")) {
  // The photo uploads' memory alone (scripts/bench/photos.ts); it needs no build.
  const { runPhotoBench } = await import("./photos");
  await runPhotoBench();
  process.exit(0);
}
if (process.argv.includes("--sms-inbound")) {
  // Issue 36: a homeowner's text to the owner's alert, p95 over 20 texts (goal: 3 s).
  const { runSmsInbound } = await import("./sms-inbound");
  const result = await runSmsInbound();
  console.table([result]);
  const goalMs = 3_000;
  console.log(result["p95 ms"] <= goalMs ? `p95 within ${goalMs} ms` : `p95 over ${goalMs} ms`);
  process.exit(result["p95 ms"] <= goalMs && result.alerted === result.texts ? 0 : 1);
}
if (process.argv.includes("--backup")) {
  // The backup's loss window and restore time (scripts/bench/backup.ts); it needs no build.
  const { runBackupBench } = await import("./backup");
  await runBackupBench();
  process.exit(0);
}
if (process.argv.includes("--phone-upload")) {
  // A 5-photo quote request from a phone on a mobile network (scripts/bench/phone-upload.ts).
  const { runPhoneUploadBench } = await import("./phone-upload");
  await runPhoneUploadBench(process.env.BUILD_DIR ?? "build", 4312);
  process.exit(0);
}
if (process.argv.includes("--tls")) {
  // Three routes through the HTTPS front and direct, in one run (scripts/bench/tls.ts).
  const { runTlsBench } = await import("./tls");
  const routes = process.env.BENCH_ROUTES?.split(",") ?? ["/", "/contact", "/faq"];
  await runTlsBench(process.env.BUILD_DIR ?? "build", routes, Number(process.env.BENCH_RUNS ?? 3));
  process.exit(0);
}
if (process.argv.includes("--inp")) {
  // Each island's first tap or typing on a slow phone, beside the page without script
  // (scripts/bench/inp.ts, issue 56).
  const { runInpBench } = await import("./inp");
  await runInpBench(process.env.BUILD_DIR ?? "build", 4316, Number(process.env.BENCH_RUNS ?? 5));
  process.exit(0);
}
if (process.argv.includes("--inbox")) {
  // The owner's inbox on the phone profile: the list, a lead, its thumbnails (inbox.ts).
  const { runInboxBench } = await import("./inbox");
  await runInboxBench(process.env.BUILD_DIR ?? "build", 4318, Number(process.env.BENCH_RUNS ?? 5));
  process.exit(0);
}
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

const floorRow = (pair: FloorPair) => ({
  route: pair.page.route,
  perf: pair.page.performance,
  "floor perf": pair.floor.performance,
  "TBT ms": pair.page.tbtMs,
  "floor TBT": pair.floor.tbtMs,
  "FCP ms": pair.page.fcpMs,
  "floor FCP": pair.floor.fcpMs,
  "LCP ms": pair.page.lcpMs,
  "floor LCP": pair.floor.lcpMs,
  "HTML B": pair.page.bytes.document,
  "JS KB": kb(pair.page.bytes.script),
  verdict: withinFloor(pair) ? "ok" : "over",
  limit: limitMisses(pair).join(" ") || "ok",
});

let pairs: FloorPair[] = [];
let floor: PageResult | null = null;
if (!apiOnly) {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const port = Number(process.env.BENCH_PORT ?? 4310);
  const server = await startServer(buildDir, port);
  const floorBuild = await makeFloorBuild(buildDir);
  const floorServer = await startServer(floorBuild.dir, port + 1);
  try {
    const routes = chosenRoutes ?? (await sitemapRoutes(server.baseURL));
    console.log(
      `Lighthouse (mobile profile), median of ${runs} runs, ${routes.length} routes, each beside its floor...`,
    );
    pairs = await runAgainstFloor(server.baseURL, floorServer.baseURL, routes, runs);
  } finally {
    await server.stop();
    await floorServer.stop();
    floorBuild.remove();
  }
  // The same measurement of an empty page: what this machine allows any page (floor.ts).
  const emptyServer = await startEmptyPageServer();
  try {
    floor = (await runLighthouse(emptyServer.baseURL, ["/"], runs))[0] ?? null;
  } finally {
    await emptyServer.stop();
  }
  console.log("\nPages (scores 0-100; KB transferred)");
  console.table(pairs.map(({ page }) => tableRow(page)));
  console.log(
    `Each page beside its floor, the same HTML without scripts ("ok": TBT within ${tbtSlackMs} ms, score within ${scoreSlack} points):`,
  );
  console.table(pairs.map(floorRow));
  console.log(`${pairs.filter(withinFloor).length} of ${pairs.length} routes within their floor.`);
  const atLimit = pairs.filter((pair) => limitMisses(pair).length === 0).length;
  console.log(
    `${atLimit} of ${pairs.length} routes at the limit ("limit" ok: FCP <= ${fcpLimitMs} ms, LCP <= ${lcpLimitMs} ms, each within ${paintSlackMs} ms of the floor).`,
  );
  if (floor) {
    console.log("An empty page on this machine, the same way (no stylesheet, no script):");
    console.table([tableRow({ ...floor, route: "(empty page)" })]);
  }
}

let api: ApiBenchResult | null = null;
let speed: SpeedToLead | null = null;
if (!pagesOnly) {
  console.log(`API load (autocannon, ${seconds} s per run, ALTCHA on, SQLite synchronous=FULL)...`);
  // E-mail alone: the owner's notification and nothing else, as before the other channels.
  api = await runApiBench({ seconds, connections: [10, 50], env: { ACK_EMAIL: "off" } });
  // The same load with every channel on, against local stand-ins: fan-out is queued in the
  // lead's transaction, so the API should answer as fast as with e-mail alone.
  const standIns = await startChannelStandIns();
  try {
    const fanOut = await runApiBench({
      seconds,
      connections: [50],
      env: standIns.env,
      channels: "every channel",
      skipHealth: true,
    });
    api = {
      rows: [...api.rows, ...fanOut.rows],
      storedLeads: api.storedLeads + fanOut.storedLeads,
      acknowledgedLeads: api.acknowledgedLeads + fanOut.acknowledgedLeads,
    };
  } finally {
    await standIns.close();
  }
  console.log("\nAPI load");
  console.table(api.rows);
  console.log(
    "Speed to lead: from the API's 200 to the owner's text at the Twilio stand-in, 10 leads a second...",
  );
  speed = await runSpeedToLead({ rate: 10, seconds: Math.max(10, seconds) });
  console.table([speed]);
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
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      pages: pairs.map(({ page }) => page),
      floors: pairs.map(({ floor: pageFloor }) => pageFloor),
      emptyPage: floor,
      api,
      speedToLead: speed,
    },
    null,
    2,
  )}\n`,
);
console.log("Wrote bench/results.json");
