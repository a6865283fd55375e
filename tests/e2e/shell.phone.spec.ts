import { expect, test, type Page } from "@playwright/test";
import { firstPress, noIslandHydrated, openAtOnce } from "./first-tap";
import { coveredBySocialTab, scrollPositions } from "./shell-helpers";

/**
 * A phone visitor taps once, right after the page's HTML has arrived, on a CPU four times
 * slower than this machine's: the tap must do what it says without a second one.
 */

const menuButton = (page: Page) => page.getByRole("button", { name: "Open menu" });
const siteMenu = (page: Page) => page.locator("#site-menu");
const shareTab = (page: Page) => page.locator("#social-menu > button");

test.describe("a phone visitor's first tap", () => {
  test("opens the navbar's menu", async ({ page }) => {
    await openAtOnce(page, "/", { cpu: 4 });
    expect(await noIslandHydrated(page)).toBe(true);
    await firstPress(page, menuButton(page));
    await expect(siteMenu(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  test("an open menu closes once the page scrolls", async ({ page }) => {
    await openAtOnce(page, "/", { cpu: 4 });
    await firstPress(page, menuButton(page));
    await expect(siteMenu(page)).toBeVisible({ timeout: 15_000 });
    await page.evaluate(() => window.scrollBy(0, 500));
    await expect(siteMenu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("opens the social links from the share tab", async ({ page }) => {
    await openAtOnce(page, "/faq", { cpu: 4 });
    const links = page.getByRole("navigation", { name: /social/i });
    await expect(links).toBeHidden();
    await firstPress(page, shareTab(page));
    await expect(links).toBeVisible({ timeout: 15_000 });
    await expect(links.getByRole("link", { name: /Facebook/ })).toBeVisible();
  });

  test("pauses the hero's slideshow", async ({ page }) => {
    await openAtOnce(page, "/", { cpu: 4 });
    await firstPress(page, page.getByRole("button", { name: "Pause slideshow" }));
    await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible({
      timeout: 15_000,
    });
  });
});

test.describe("a phone's first screen", () => {
  test("a jump to /#contact lands on the section, navbar over the strip above, form in view", async ({
    page,
  }) => {
    await page.goto("/#contact");
    const section = page.locator("#contact");
    await expect
      .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)), {
        timeout: 15_000,
      })
      .toBe(70);
    await page.waitForTimeout(500);
    // Nothing of the section before shows: the navbar covers the 70 px above the section.
    const navbar = page.locator("header[data-visible]");
    await expect(navbar).toHaveAttribute("data-visible", "true");
    const navBottom = await navbar.evaluate((bar) => bar.getBoundingClientRect().bottom);
    expect(navBottom).toBeGreaterThanOrEqual(64);
    const name = section.getByLabel(/^Full name/);
    const nameBottom = await name.evaluate((field) => field.getBoundingClientRect().bottom);
    expect(nameBottom).toBeLessThanOrEqual(844);
  });

  test("the bottom action bar is centered on the screen", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5));
    const bar = page.getByRole("group", { name: /quick actions/i });
    await expect(bar).toBeVisible({ timeout: 15_000 });
    const box = await bar.boundingBox();
    if (!box) throw new Error("no bar");
    const width = page.viewportSize()?.width ?? 0;
    expect(Math.abs(box.x - (width - box.x - box.width))).toBeLessThanOrEqual(1);
  });

  for (const path of [
    "/services/roofing",
    "/services/kitchen-remodeling",
    "/services/bathroom-remodeling",
    "/services/windows-and-doors",
  ]) {
    test(`${path} offers a quote or a call within its first screen`, async ({ page }) => {
      await page.goto(path);
      const actions = page
        .getByRole("main")
        .getByRole("link", { name: /quote|call/i })
        .or(page.getByRole("main").getByRole("button", { name: /quote|call/i }));
      const tops = await actions.evaluateAll((elements) =>
        elements
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => element.getBoundingClientRect().bottom),
      );
      expect(Math.min(...tops)).toBeLessThanOrEqual(844);
    });
  }
});

test.describe("the share tab on a phone, before anything wakes", () => {
  for (const path of [
    "/",
    "/all-services",
    "/gallery",
    "/contact",
    "/faq",
    "/gc-services",
    "/review",
    "/services/kitchen-remodeling",
    "/services/roofing",
    "/privacy-policy",
  ]) {
    test(`covers no text or control of ${path} at any scroll position`, async ({ page }) => {
      await page.goto(path);
      const positions = await scrollPositions(page);
      expect(await page.evaluate(coveredBySocialTab, positions)).toEqual([]);
    });
  }
});
