import { expect, test, type Page } from "@playwright/test";
import { firstPress, noIslandHydrated, openAtOnce } from "./first-tap";

const grid = (page: Page) => page.getByRole("list", { name: "Services" });
const seenCards = (page: Page) => grid(page).locator(":scope > li").filter({ visible: true });

test("a desktop visitor's first click on Show More shows 8 more", async ({ page }) => {
  await openAtOnce(page, "/all-services");
  expect(await noIslandHydrated(page)).toBe(true);
  const showMore = page.getByRole("button", { name: /^Show More Services/ });
  await showMore.scrollIntoViewIfNeeded();
  await firstPress(page, showMore);
  await expect(seenCards(page)).toHaveCount(16, { timeout: 15_000 });
});

test("a desktop visitor's first click on a card opens its details", async ({ page }) => {
  await openAtOnce(page, "/all-services");
  await firstPress(page, grid(page).getByRole("link", { name: "Roofing" }));
  await expect(page.getByRole("dialog", { name: "Roofing" })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/all-services$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`every one of the 19 services can be reached at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/all-services");
      const links = page
        .getByRole("navigation", { name: "Every service we offer" })
        .getByRole("link");
      await expect(links).toHaveCount(19);
      // The cards of the first page lead to their pages too.
      const cardLinks = seenCards(page).getByRole("heading").getByRole("link");
      for (const href of await cardLinks.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute("href")),
      )) {
        expect(href).toMatch(/^\/services\/[a-z-]+$/);
      }
      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute("href")),
      );
      expect(new Set(hrefs).size).toBe(19);
      for (const href of hrefs) expect(href).toMatch(/^\/services\/[a-z-]+$/);
      // What needs a script to work is not offered.
      await expect(page.getByRole("searchbox")).toBeHidden();
      await expect(page.getByRole("button", { name: /^Show More/ })).toBeHidden();
      await links.filter({ hasText: "Roofing" }).click();
      await expect(page).toHaveURL(/\/services\/roofing$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Roofing");
    });
  }
});
