import { launch, Launcher } from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

export type PageResult = {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: {
    total: number;
    script: number;
    stylesheet: number;
    image: number;
    document: number;
    font: number;
  };
};

/**
 * Features of the desktop browser switched off on top of chrome-launcher's list: Chromium
 * 156 starts its address bar's web UI in two renderers of their own for every new window,
 * and Lighthouse opens a window for every run, so on a two-core machine their start-up
 * competed with the page being measured. A phone's Chrome starts no such renderers.
 */
const browserUiFeatures = [
  "PreloadTopChromeWebUI",
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  "WebUIOmniboxFullPopup",
];

/**
 * The flags the Lighthouse command line starts Chrome with (chrome-launcher's defaults),
 * headless, with `browserUiFeatures` added to its one `--disable-features` list: Chrome
 * keeps only the last such list on its command line, so a second one would undo the first.
 */
export function chromeFlags(): string[] {
  const defaults = Launcher.defaultFlags();
  const disable = "--disable-features=";
  const listed = defaults.find((flag) => flag.startsWith(disable))?.slice(disable.length);
  const features = [...(listed ? listed.split(",") : []), ...browserUiFeatures];
  return [
    ...defaults.filter((flag) => !flag.startsWith(disable)),
    `${disable}${features.join(",")}`,
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
  ];
}

function category(score: number | null | undefined): number {
  return Math.round((score ?? 0) * 100);
}

/** Every page the site asks search engines to index: the sitemap index, then its sitemaps. */
export async function sitemapRoutes(baseURL: string): Promise<string[]> {
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  const get = async (path: string) => (await fetch(new URL(path, baseURL))).text();
  const routes: string[] = [];
  for (const sitemap of locs(await get("/sitemap-index.xml")))
    routes.push(...locs(await get(sitemap)));
  return routes;
}

type Lhr = Parameters<typeof computeMedianRun>[0][number];
type Chrome = Awaited<ReturnType<typeof launch>>;

/** What a run may add to Chrome's start: flags, and variables such as a HOME of its own. */
export type ChromeOptions = { flags?: string[]; env?: Record<string, string> };

/** Debian's Chromium, started as the Lighthouse command line starts it (`chromeFlags`). */
function launchChrome({ flags = [], env = {} }: ChromeOptions = {}): Promise<Chrome> {
  return launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    ignoreDefaultFlags: true,
    chromeFlags: [...chromeFlags(), ...flags],
    envVars: { ...process.env, ...env },
  });
}

/**
 * One Lighthouse run of Lighthouse's default mobile profile (simulated mid-range phone:
 * 4x CPU slowdown, about 1.6 Mbps). A run Lighthouse could not finish scores 0 and says
 * why; it measures nothing of the page, so it is said and run again rather than counted.
 */
async function measure(chrome: Chrome, url: string, route: string): Promise<[PageResult, Lhr]> {
  for (let failures = 0; ; failures += 1) {
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
    const unscored = runner.lhr.categories.performance?.score == null;
    const error = runner.lhr.runtimeError?.code ?? (unscored ? "no performance score" : null);
    if (!error) return [pageResult(route, runner.lhr), runner.lhr];
    console.warn(`  lighthouse ${url}: run failed (${error}), running it again`);
    if (failures >= 3) throw new Error(`Lighthouse failed ${failures + 1} times on ${url}`);
  }
}

function pageResult(route: string, lhr: Lhr): PageResult {
  const { categories, audits } = lhr;
  const summary = audits["resource-summary"]?.details;
  const items =
    summary && "items" in summary
      ? (summary.items as { resourceType: string; transferSize: number }[])
      : [];
  const bytesOf = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    route,
    performance: category(categories.performance?.score),
    accessibility: category(categories.accessibility?.score),
    bestPractices: category(categories["best-practices"]?.score),
    seo: category(categories.seo?.score),
    fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    bytes: {
      total: bytesOf("total"),
      script: bytesOf("script"),
      stylesheet: bytesOf("stylesheet"),
      image: bytesOf("image"),
      document: bytesOf("document"),
      font: bytesOf("font"),
    },
  };
}

/**
 * Lighthouse's own choice of median run: the one nearest the median first paint and the
 * median time to interactive, so the figures reported belong to one load. (The median
 * score alone picks the first run whenever the scores tie.)
 */
function median(runs: [PageResult, Lhr][]): PageResult {
  const reports = runs.map(([, lhr]) => lhr);
  const chosen = runs[reports.indexOf(computeMedianRun(reports))]?.[0];
  if (!chosen) throw new Error("no Lighthouse run to take the median of");
  return chosen;
}

/** Each route `runs` times in one Chrome, keeping each route's median run. */
export async function runLighthouse(
  baseURL: string,
  routes: readonly string[],
  runs = 3,
): Promise<PageResult[]> {
  const chrome = await launchChrome();
  try {
    const results: PageResult[] = [];
    for (const route of routes) {
      const attempts: [PageResult, Lhr][] = [];
      for (let run = 0; run < runs; run += 1) {
        attempts.push(await measure(chrome, new URL(route, baseURL).toString(), route));
      }
      results.push(median(attempts));
      console.log(`  lighthouse ${route}: performance -> ${results.at(-1)?.performance}`);
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/**
 * Each route and its floor (the same HTML without scripts, served from `floorURL`),
 * alternately, `runs` times each in one Chrome: page, floor, page, floor... so both meet
 * the same moments of a busy machine. Returns each side's median run.
 */
export async function runAgainstFloor(
  siteURL: string,
  floorURL: string,
  routes: readonly string[],
  runs = 3,
  chromeOptions: ChromeOptions = {},
): Promise<{ page: PageResult; floor: PageResult }[]> {
  const chrome = await launchChrome(chromeOptions);
  try {
    const results: { page: PageResult; floor: PageResult }[] = [];
    for (const route of routes) {
      const page: [PageResult, Lhr][] = [];
      const floor: [PageResult, Lhr][] = [];
      for (let run = 0; run < runs; run += 1) {
        page.push(await measure(chrome, new URL(route, siteURL).toString(), route));
        floor.push(await measure(chrome, new URL(route, floorURL).toString(), route));
      }
      const result = { page: median(page), floor: median(floor) };
      results.push(result);
      console.log(
        `  ${route}: performance ${result.page.performance} (floor ${result.floor.performance}), TBT ${result.page.tbtMs} ms (floor ${result.floor.tbtMs} ms)`,
      );
    }
    return results;
  } finally {
    chrome.kill();
  }
}
