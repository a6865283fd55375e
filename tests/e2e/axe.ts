import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Zero WCAG 2.2 AA violations on the page, or on the parts named by `include`.
 * Label in Name (2.5.3) is held to as well: axe files it as experimental and skips it
 * unless asked.
 */
export async function expectNoAxeViolations(page: Page, include?: string | string[]) {
  // A colour still easing from one state to the next (a toggle just pressed) is not what a
  // visitor reads: judge the page once its CSS transitions have settled.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } });
  for (const selector of [include ?? []].flat()) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/**
 * Axe at a phone's and a laptop's width, then back to the phone's, where the owner's specs
 * go on: the inbox is worked from a phone first.
 */
export async function axeAtBothWidths(page: Page) {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
}
