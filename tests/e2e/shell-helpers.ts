import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";

export const SECTION_OFFSET = 70;

export const phone = { width: 390, height: 844 };

/** Distance from the viewport's top edge to the element's top edge, in CSS pixels. */
export function topOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top);
}

/**
 * Waits until a section rests `SECTION_OFFSET` px below the top edge. Smooth scrolls over a
 * long page take a couple of seconds, more on a busy machine.
 */
export async function expectSectionAtOffset(page: Page, id: string) {
  const section = page.locator(`[id="${id}"]`);
  await expect
    .poll(async () => Math.round(await topOf(section)), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(SECTION_OFFSET - 2);
  await expect
    .poll(async () => Math.round(await topOf(section)), { timeout: 15_000 })
    .toBeLessThanOrEqual(SECTION_OFFSET + 2);
}

/** Resolves once the page has stopped scrolling for a few frames. */
export async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * Islands that hydrate when a visitor reaches for them (`client:interact`), but not the
 * photo that hydrates only if it fails, nor those below the fold that wait to be scrolled to.
 */
const reachable =
  'astro-island[ssr][client="interact"]:not([opts*="whenBroken"]):not([opts*="whenVisible"])';

/**
 * What a visitor's pointer does on its way to a control: it passes over the island, which
 * starts its hydration (decision 088). Dispatched on each island, since some have no box
 * of their own (the quote dialog before it opens).
 */
export async function reachFor(islands: Locator) {
  await islands.evaluateAll((elements) => {
    for (const element of elements) {
      element.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    }
  });
}

/**
 * Reaches for every island of the page and waits until each has taken over its HTML, so
 * later checks see the hydrated page. Astro removes an island's `ssr` attribute once it
 * has hydrated. Islands below the fold (`whenVisible`) wait to be scrolled to.
 */
export async function hydrated(page: Page) {
  // Reached for again on each poll: a pointer that passes before an island's directive is
  // listening (its scripts still arriving) wakes nothing, and a visitor's next move would.
  await expect
    .poll(
      async () => {
        await reachFor(page.locator(reachable));
        return page.locator(reachable).count();
      },
      { timeout: 15_000 },
    )
    .toBe(0);
  // Astro drops `ssr` when hydration is scheduled; the menu says when React has rendered it.
  await expect(page.locator("#social-menu")).toHaveAttribute("data-hydrated", "true");
}

/** Reaches for an island until it has hydrated (see `hydrated` for why more than once). */
export async function reachUntilHydrated(island: Locator, timeout = 15_000) {
  await expect
    .poll(
      async () => {
        await reachFor(island);
        return island.getAttribute("ssr");
      },
      { timeout },
    )
    .toBeNull();
}

/** Reaches for the island holding `locator` and waits until it has hydrated. */
export async function islandHydrated(locator: Locator) {
  await reachUntilHydrated(locator.locator("xpath=ancestor::astro-island[1]"));
}

export { expectNoAxeViolations } from "./axe";

/**
 * Waits until a dialog has finished appearing, as a visitor does before clicking beside
 * it: Radix listens for outside clicks from the task after it opens, and moves focus in.
 */
export async function dialogSettled(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  // Its fade-in. Endless animations elsewhere on the page (a spinner) never finish, and
  // one that is replaced (a carousel's slide) rejects.
  await dialog.evaluate((element) =>
    Promise.allSettled(
      element.ownerDocument
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/**
 * Everything the closed social tab lies over, at each of the given scroll positions: text
 * (a card title, a paragraph...) and controls. Any of them under it is a finding.
 */
export function coveredBySocialTab(positions: number[]) {
  const tab = document.querySelector<HTMLElement>("#social-menu > button");
  if (!tab) throw new Error("no social tab");
  const controls =
    'a[href], button, input, select, textarea, summary, [role="button"], [role="slider"], [tabindex]:not([tabindex="-1"])';
  const findings: string[] = [];
  for (const y of positions) {
    window.scrollTo({ top: y, behavior: "instant" });
    const t = tab.getBoundingClientRect();
    // What the visitor sees of the tab: the part inside the viewport.
    const seen = { left: Math.max(t.left, 0), right: t.right, top: t.top, bottom: t.bottom };
    const overlaps = (r: DOMRect) =>
      r.width > 1 &&
      r.height > 1 &&
      Math.min(r.right, seen.right) - Math.max(r.left, seen.left) > 0.5 &&
      Math.min(r.bottom, seen.bottom) - Math.max(r.top, seen.top) > 0.5;
    const menu = document.getElementById("social-menu");
    for (const control of document.querySelectorAll<HTMLElement>(controls)) {
      if (menu?.contains(control) || !control.checkVisibility({ visibilityProperty: true })) {
        continue;
      }
      if (overlaps(control.getBoundingClientRect())) {
        findings.push(
          `at ${y}px: ${control.tagName} "${control.textContent?.trim().slice(0, 40)}"`,
        );
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || menu?.contains(parent)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // Text for screen readers only sits in a 1 px box that shows nothing.
      const box = parent.getBoundingClientRect();
      if (parent.closest(".sr-only") || box.width <= 1 || box.height <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(overlaps)) {
        findings.push(`at ${y}px: text "${node.textContent.trim().slice(0, 40)}"`);
      }
    }
  }
  return findings;
}

/** The paths a sitemap's `<loc>` addresses name. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
}

const withoutTrailingSlash = (paths: string[]) =>
  paths.map((path) => (path.length > 1 ? path.replace(/\/$/, "") : path));

/** Every page the sitemap lists, as the server gives it (without trailing slash). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get("/sitemap-index.xml")).text();
  const paths: string[] = [];
  for (const sitemap of locs(index)) paths.push(...locs(await (await request.get(sitemap)).text()));
  return withoutTrailingSlash(paths);
}

/**
 * The same paths, read from the build's own sitemap files before any test runs, so that a
 * spec can give each page a test of its own.
 */
export function builtSitemapPaths(buildDir = process.env.BUILD_DIR ?? "build"): string[] {
  const read = (file: string) => readFileSync(join(buildDir, "client", file), "utf8");
  const sitemaps = locs(read("sitemap-index.xml"));
  return withoutTrailingSlash(sitemaps.flatMap((sitemap) => locs(read(basename(sitemap)))));
}

/** Scroll positions every 97 px from the top to the bottom of the page, the bottom included. */
export async function scrollPositions(page: Page): Promise<number[]> {
  const height = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  return Array.from({ length: Math.ceil(height / 97) + 1 }, (_, i) => Math.min(i * 97, height));
}
