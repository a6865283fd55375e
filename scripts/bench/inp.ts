import { chromium, devices, type Browser } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import { armScript, benchInitScript, readScript, settledScript, watchFor } from "./inp-page";
import { scenarios, type Scenario } from "./inp-scenarios";
import { makeFloorBuild } from "./page-floor";
import { startServer } from "./server";

/**
 * `npm run bench -- --inp` (issue 56): each island's first interaction on a phone-sized
 * page (390x844, touch) with the CPU slowed 4x, the page left alone until the network was
 * idle, then one real tap or typing. Over `BENCH_RUNS` runs (5), each on a fresh page, it
 * reports the Event Timing API's longest interaction (INP, `durationThreshold` 16) and the
 * time from the input (for typing, the last key) to the frame that shows the result, beside
 * the same page with its scripts removed (page-floor.ts), where a native control answers
 * alone. `BENCH_ONLY=menu,roof` keeps the scenarios whose names hold one of the words;
 * `BENCH_NO_FLOOR=1` skips the floor, which a change of script leaves as it was.
 */

export const launchArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const phoneContext = {
  ...devices["Pixel 7"],
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  // A first visit: no service worker answers yet, and none registers mid-measure.
  serviceWorkers: "block" as const,
};

type Run = { inp: number; resultMs: number | null };

/** One fresh page: loaded, left alone, brought where the visitor starts, then one input. */
async function runOnce(
  browser: Browser,
  baseURL: string,
  scenario: Scenario,
  resultTimeoutMs: number,
): Promise<Run> {
  const context = await browser.newContext({ ...phoneContext, baseURL });
  try {
    await context.addInitScript(benchInitScript);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(scenario.route, { waitUntil: "networkidle", timeout: 60_000 });
    if (scenario.before) {
      await scenario.before(page);
      await page.waitForLoadState("networkidle");
    }
    // Left alone until idle: what the page runs once loaded is not the input's cost.
    await page.evaluate(settledScript);
    const target = scenario.target(page);
    const box = await target.boundingBox({ timeout: 10_000 });
    if (!box) throw new Error(`${scenario.name}: the control has no box`);
    if (await page.evaluate(`Boolean(${scenario.result})`)) {
      throw new Error(`${scenario.name}: the result shows before the input`);
    }
    await page.evaluate(armScript);
    const shown = page.evaluate(watchFor(scenario.result, resultTimeoutMs)) as Promise<
      number | null
    >;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    if (scenario.type) await page.keyboard.type(scenario.type, { delay: 120 });
    const shownAt = await shown;
    // Event Timing entries arrive after the frame that ends each interaction, and the
    // island may still be busy then.
    await page.evaluate(settledScript);
    const { inp, inputAt } = (await page.evaluate(readScript)) as {
      inp: number;
      inputAt: number | null;
    };
    const resultMs = shownAt === null || inputAt === null ? null : shownAt - inputAt;
    return { inp, resultMs };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : (sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN);
};

/** "median (max)", in ms; "<16" where no interaction reached the API's threshold. */
function figure(values: (number | null)[]): string {
  const measured = values.filter((value): value is number => value !== null);
  if (measured.length === 0) return "none";
  const show = (ms: number) => (ms < 16 ? "<16" : String(Math.round(ms)));
  const missed = values.length - measured.length;
  return `${show(median(measured))} (${show(Math.max(...measured))})${missed ? ` ${missed} none` : ""}`;
}

export type InpRow = Record<string, string>;

async function measure(browser: Browser, baseURL: string, floorURL: string, runs: number) {
  const only = process.env.BENCH_ONLY?.split(",");
  const chosen = scenarios.filter((s) => !only || only.some((word) => s.name.includes(word)));
  const rows: InpRow[] = [];
  for (const scenario of chosen) {
    const page: Run[] = [];
    const floor: Run[] = [];
    const began = Date.now();
    for (let run = 0; run < runs; run++) {
      page.push(
        await runOnce(browser, baseURL, scenario, 8_000).catch((error: unknown) => {
          console.error(String(error));
          return noFloor;
        }),
      );
      // Without script a control either answers natively, at once, or not at all.
      if (run < floorRuns && !process.env.BENCH_NO_FLOOR) {
        floor.push(await runOnce(browser, floorURL, scenario, 1_000).catch(() => noFloor));
      }
    }
    const row = {
      "first interaction": scenario.name,
      "INP ms": figure(page.map((r) => r.inp)),
      "result ms": figure(page.map((r) => r.resultMs)),
      "floor INP": figure(floor.map((r) => r.inp)),
      "floor result": figure(floor.map((r) => r.resultMs)),
    };
    console.log(JSON.stringify({ ...row, s: Math.round((Date.now() - began) / 1000) }));
    rows.push(row);
  }
  return rows;
}

const noFloor: Run = { inp: 0, resultMs: null };
/** The floor changes little from run to run: three give its median. */
const floorRuns = 3;

export async function runInpBench(buildDir: string, port: number, runs: number) {
  const server = await startServer(buildDir, port);
  const floorBuild = await makeFloorBuild(buildDir);
  const floorServer = await startServer(floorBuild.dir, port + 1);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: launchArgs });
  try {
    console.log(
      `First interactions at 390x844, CPU 4x, median (max) of ${runs} runs, beside the page without script:`,
    );
    const rows = await measure(browser, server.baseURL, floorServer.baseURL, runs);
    console.table(rows);
    mkdirSync("bench", { recursive: true });
    writeFileSync(
      "bench/inp.json",
      `${JSON.stringify({ date: new Date().toISOString(), runs, rows }, null, 2)}\n`,
    );
  } finally {
    await browser.close();
    await server.stop();
    await floorServer.stop();
    floorBuild.remove();
  }
}
