import { expect, type Locator, type Page } from "@playwright/test";

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
 * Waits until the page's islands that hydrate on their own (not when scrolled into view)
 * have taken over their HTML, so clicks reach their handlers. Astro removes an island's
 * `ssr` attribute once it has hydrated.
 */
export async function hydrated(page: Page) {
  await expect
    .poll(() => page.locator('astro-island[ssr]:not([client="visible"])').count(), {
      timeout: 15_000,
    })
    .toBe(0);
}

/** Waits until the island holding `locator` has hydrated. */
export async function islandHydrated(locator: Locator) {
  await expect(locator.locator("xpath=ancestor::astro-island[1]")).not.toHaveAttribute("ssr");
}

export { expectNoAxeViolations } from "./axe";
