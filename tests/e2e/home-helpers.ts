import { expect, type Page } from "@playwright/test";
import { reachFor } from "./shell-helpers";

/**
 * Waits until the island holding the element, and every island inside it, has hydrated
 * (Astro removes an island's `ssr` attribute then): a static section such as `#services`
 * waits for the carousel it holds. Islands below the fold
 * hydrate when they come into view, the others when a visitor reaches for them, so the
 * element is scrolled to and reached for first, as a visitor would, and its controls work
 * from then on.
 */
export async function waitForHydration(page: Page, selector: string) {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      await reachFor(islandsOf(page, selector));
      return page.evaluate(hydratedOrNextShown, selector);
    })
    .toBe(true);
}

/** The islands holding or inside the element that wait to be reached for. */
const islandsOf = (page: Page, selector: string) => {
  const element = page.locator(selector).first();
  return element
    .locator('xpath=ancestor-or-self::astro-island[@client="interact"][1]')
    .or(element.locator('astro-island[client="interact"]'));
};

/**
 * True once no island holding or inside the element waits to hydrate. Otherwise brings the
 * next waiting island's top to the top of the screen, as a visitor scrolls to it: a tall
 * section's inner island can sit below the first screen of it, and blocks drawn on the way
 * there shift it. A photo's island hydrates only if the photo fails, so it is not waited for.
 */
function hydratedOrNextShown(selector: string): boolean {
  const element = document.querySelector(selector);
  if (!element) return false;
  const waiting =
    element.closest("astro-island[ssr]") ??
    element.querySelector('astro-island[ssr]:not([opts*="whenBroken"])');
  if (!waiting) return true;
  // An island is `display: contents`, and its <noscript> has no box: its first child that
  // has one is scrolled to.
  const shown = [...waiting.children].find((child) => child.getClientRects().length > 0);
  (shown ?? waiting).scrollIntoView({ block: "start" });
  return false;
}

/** How long a frozen clock takes to reach an idle callback while timers are pending. */
const idleMs = 50;

/**
 * The same under a frozen clock: islands hydrate from idle callbacks and timers, so time
 * moves on in 20 ms steps until it has, then to the next idle moment. Timers the island
 * starts may therefore be up to 70 ms old when this returns.
 */
export async function waitForHydrationFrozen(page: Page, selector: string) {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      await reachFor(islandsOf(page, selector));
      if (await page.evaluate(hydratedOrNextShown, selector)) return true;
      await page.clock.runFor(20);
      return false;
    })
    .toBe(true);
  // The directive hands clicks to a hydrated island once the page is next idle (decision
  // 202), an idle callback that a frozen clock holds back: let that moment come.
  await page.clock.runFor(idleMs);
}

/** Freezes timers from the first script on, so the test moves time itself. */
export async function freezeTime(page: Page) {
  const start = new Date("2025-03-03T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** Distance in px between the element's top and the viewport's top. */
export function topOf(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (sel) => document.querySelector(sel)?.getBoundingClientRect().top ?? Number.NaN,
    selector,
  );
}

/** Expects a smooth scroll to settle with the element 70 px below the viewport's top. */
export async function expectScrolledTo(page: Page, selector: string) {
  await expect
    .poll(async () => Math.round(await topOf(page, selector)), { timeout: 5000 })
    .toBe(70);
}

export { expectNoAxeViolations } from "./axe";
