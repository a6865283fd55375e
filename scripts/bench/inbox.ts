import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { adminCopy } from "../../content/admin";
import { plainJpeg } from "../../tests/support/images";
import { multipartBody } from "../../tests/support/multipart";
import { launchArgs, phoneContext } from "./inp";
import { startServer } from "./server";

/**
 * `npm run bench -- --inbox` (issues 52 and 56): the owner's inbox on the phone profile
 * (150 ms round trip, 1.6 Mbit/s, CPU 4x), signed in, on a first visit (nothing cached,
 * no service worker yet): the time from the navigation to the list on screen, then from a
 * tap on a lead with 5 photos to its page, and to its 5 thumbnails drawn. Goals: the list
 * within 2.5 s, the lead within 1 s, the thumbnails within 1.5 s.
 */

const phoneNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: (1_638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const photoLead = "Rosa Delgado";
/** The day's other leads: names, since the form takes letters only. */
const otherLeads = ["Dana Whitfield", "Marcus Hale", "Priya Raman", "Tom Becker", "Lena Ortiz"];

/** A quote request as the site's form sends it, with `photos` phone-sized JPEGs. */
async function sendLead(baseURL: string, name: string, index: number, photos: number) {
  const files = await Promise.all(
    Array.from({ length: photos }, async (_, n) => ({
      name: `IMG_20${n}.jpg`,
      bytes: await plainJpeg(2048, 1536, 85, 30 + n),
    })),
  );
  const { body, contentType } = await multipartBody(
    {
      name,
      email: `lead-${index}@example.com`,
      phone: `63055501${String(10 + index)}`,
      service: "Kitchen Remodeling",
      message: "The floor by the sink is cracked and the cabinets are swelling; photos attached.",
      smsConsent: "No",
      type: "contact",
      website: "",
    },
    files,
  );
  const response = await fetch(`${baseURL}/api/contact`, {
    method: "POST",
    headers: { "content-type": contentType },
    body: new Uint8Array(body),
  });
  if (!response.ok) throw new Error(`lead ${index}: ${response.status} ${await response.text()}`);
}

/** Signs a new owner in by an invite, unthrottled, and returns the context's cookies. */
async function ownerSession(browser: Browser, baseURL: string, dataDir: string, buildDir: string) {
  // The build's own tool, which knows the build's migrations (scripts/tool.mjs).
  const printed = execFileSync(
    process.execPath,
    [join(buildDir, "cli", "admin.js"), "invite", "owner@ironwood.example"],
    { env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: baseURL }, encoding: "utf8" },
  );
  const link = /https?:\/\/\S+#invite=\S+/.exec(printed)?.[0];
  if (!link) throw new Error(`no invite link in: ${printed}`);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole("button", { name: adminCopy.continueSignIn.button }).click();
  await page.getByRole("button", { name: adminCopy.passkeyOffer.later }).click();
  await page.getByRole("heading", { level: 1, name: adminCopy.inbox.heading }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The first frame where `check` holds, on the page's clock, kept in `window.__shownAt`. */
const recordFirstFrame = (check: string) => `
(() => {
  const tick = () => {
    let holds = false;
    try { holds = Boolean(${check}); } catch { holds = false; }
    if (holds) window.__shownAt = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

const listShown = `[...document.querySelectorAll("[data-testid=inbox-row] h2 a")].some((a) => a.checkVisibility())`;
const leadShown = `[...document.querySelectorAll("h1")].some((h) => h.textContent.includes(${JSON.stringify(photoLead)}) && h.checkVisibility())`;
const thumbnailsShown = `(() => { const imgs = [...document.querySelectorAll("main button[aria-haspopup=dialog] img")]; return imgs.length >= 5 && imgs.slice(0, 5).every((img) => img.complete && img.naturalWidth > 0 && img.checkVisibility()); })()`;

type InboxRun = { listMs: number; leadMs: number; thumbnailsMs: number };

async function waitForShown(page: Page, what: string) {
  await page
    .waitForFunction(() => "__shownAt" in window, undefined, { timeout: 60_000 })
    .catch(() => {
      throw new Error(`${what} never showed`);
    });
  return (await page.evaluate(
    () => (window as unknown as { __shownAt: number }).__shownAt,
  )) as number;
}

async function runOnce(context: BrowserContext): Promise<InboxRun> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", phoneNetwork);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(recordFirstFrame(listShown));
  await page.goto("/admin", { waitUntil: "commit" });
  // Navigation start is the page clock's zero.
  const listMs = await waitForShown(page, "the list");
  await page.waitForLoadState("networkidle");
  const row = page.getByRole("link", { name: photoLead }).first();
  const box = await row.boundingBox();
  if (!box) throw new Error("the lead's row has no box");
  const tappedAt = await page.evaluate(
    `(() => { delete window.__shownAt; ${recordFirstFrame(leadShown)}; window.__thumbs = null;
      const tick = () => { if (${thumbnailsShown}) window.__thumbs = performance.now(); else requestAnimationFrame(tick); };
      requestAnimationFrame(tick); return performance.now(); })()`,
  );
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  const leadAt = await waitForShown(page, "the lead");
  await page.waitForFunction(
    () => (window as unknown as { __thumbs: number | null }).__thumbs !== null,
    undefined,
    {
      timeout: 60_000,
    },
  );
  const thumbsAt = await page.evaluate(() => (window as unknown as { __thumbs: number }).__thumbs);
  await page.close();
  return {
    listMs,
    leadMs: leadAt - (tappedAt as number),
    thumbnailsMs: thumbsAt - (tappedAt as number),
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;
const show = (values: number[]) =>
  `${(median(values) / 1000).toFixed(2)} (${(Math.max(...values) / 1000).toFixed(2)})`;

export async function runInboxBench(buildDir: string, port: number, runs: number) {
  const origin = `http://localhost:${port}`;
  const server = await startServer(buildDir, port, { PUBLIC_URL: origin });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: launchArgs });
  try {
    for (let index = 0; index < 9; index++)
      await sendLead(
        server.baseURL,
        `${otherLeads[index % otherLeads.length] ?? "Sam Lee"} ${"ABCDEFGHI"[index] ?? "J"}`,
        index,
        0,
      );
    await sendLead(server.baseURL, photoLead, 9, 5);
    // The thumbnails are made when the photos are stored; give the last ones a moment.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const storageState = await ownerSession(browser, origin, server.dataDir, buildDir);
    const results: InboxRun[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ ...phoneContext, baseURL: origin, storageState });
      try {
        results.push(await runOnce(context));
      } finally {
        await context.close();
      }
      console.log(JSON.stringify(results.at(-1)));
    }
    console.log(
      `The inbox on the phone profile, signed in, first visit; median (max) of ${runs}, in s:`,
    );
    console.table([
      {
        step: "navigation to the list on screen",
        seconds: show(results.map((r) => r.listMs)),
        goal: "2.5",
      },
      {
        step: "tap on a lead to its page",
        seconds: show(results.map((r) => r.leadMs)),
        goal: "1.0",
      },
      {
        step: "tap on a lead to 5 thumbnails",
        seconds: show(results.map((r) => r.thumbnailsMs)),
        goal: "1.5",
      },
    ]);
  } finally {
    await browser.close();
    await server.stop();
  }
}
