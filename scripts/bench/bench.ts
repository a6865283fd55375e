import { mkdirSync, writeFileSync } from "node:fs";
import { runLighthouse, type PageResult } from "./lighthouse";
import { runLoad, type LoadResult } from "./load";
import { startServer } from "./server";

/**
 * `npm run bench`: Lighthouse scores and transferred bytes per route (mobile profile), then
 * a bounded API load test. Prints tables and writes bench/results.json.
 */
const allRoutes = [
  "/",
  "/all-services",
  "/gallery",
  "/faq",
  "/privacy-policy",
  "/contact",
  "/gc-services",
  "/services/kitchen-remodeling",
  "/services/bathroom-remodeling",
  "/services/roofing",
  "/review",
];

// BENCH_ROUTES="/,/faq" measures a subset.
const routes = process.env.BENCH_ROUTES?.split(",") ?? allRoutes;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

const lead = () => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({
    name: "Bench Visitor",
    email: "bench@example.com",
    phone: "",
    service: "Kitchen Remodeling",
    message: "Load test request, please ignore.",
    smsConsent: "No",
    type: "contact",
    website: "",
  }),
});

const server = await startServer(
  process.env.BUILD_DIR ?? "build",
  Number(process.env.BENCH_PORT ?? 4310),
);
let pages: PageResult[] = [];
let load: LoadResult[] = [];
try {
  console.log("Lighthouse (mobile profile) per route...");
  pages = await runLighthouse(server.baseURL, routes);
  console.log("API load (bounded: 20 s or 5000 requests per endpoint)...");
  load = [
    await runLoad({
      name: "GET /api/health",
      url: `${server.baseURL}/api/health`,
      concurrency: 32,
      maxRequests: 5000,
      maxSeconds: 20,
    }),
    await runLoad({
      name: "GET / (HTML)",
      url: `${server.baseURL}/`,
      concurrency: 32,
      maxRequests: 5000,
      maxSeconds: 20,
    }),
    await runLoad({
      name: "POST /api/contact",
      url: `${server.baseURL}/api/contact`,
      init: lead,
      concurrency: 16,
      maxRequests: 2000,
      maxSeconds: 20,
    }),
  ];
} finally {
  await server.stop();
}

console.log("\nPages (scores 0-100; KB transferred)");
console.table(
  pages.map((p) => ({
    route: p.route,
    perf: p.performance,
    a11y: p.accessibility,
    bp: p.bestPractices,
    seo: p.seo,
    "LCP ms": p.lcpMs,
    "TBT ms": p.tbtMs,
    CLS: p.cls,
    "total KB": kb(p.bytes.total),
    "JS KB": kb(p.bytes.script),
    "CSS KB": kb(p.bytes.stylesheet),
    "img KB": kb(p.bytes.image),
    "font KB": kb(p.bytes.font),
  })),
);
console.log("API load");
console.table(
  load.map(({ statuses, ...rest }) => ({ ...rest, statuses: JSON.stringify(statuses) })),
);

mkdirSync("bench", { recursive: true });
writeFileSync(
  "bench/results.json",
  `${JSON.stringify({ date: new Date().toISOString(), pages, load }, null, 2)}\n`,
);
console.log("Wrote bench/results.json");
