import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import {
  compareDialog,
  galleryHydrated,
  laptop,
  openGallery,
  pairCards,
  phone,
  showBeforeAfter,
  withPairs,
} from "./gallery-helpers";

const slider = (page: Page) => compareDialog(page).getByRole("slider");
const showMore = (page: Page) => page.getByRole("button", { name: /^Show More Transformations/ });

test.describe("Before & After paging", () => {
  test("shows 6 projects at 1366 px, then the rest", async ({ page }) => {
    await page.setViewportSize(laptop);
    await withPairs(page, 8);
    await openGallery(page);
    await showBeforeAfter(page);
    await expect(pairCards(page)).toHaveCount(6);
    await expect(showMore(page)).toHaveText("Show More Transformations (2 remaining)");
    await showMore(page).click();
    await expect(pairCards(page)).toHaveCount(8);
    await expect(showMore(page)).toHaveCount(0);
  });

  test("shows 3 projects at 390 px", async ({ page }) => {
    await page.setViewportSize(phone);
    await withPairs(page, 8);
    await openGallery(page);
    await showBeforeAfter(page);
    await expect(pairCards(page)).toHaveCount(3);
    await expect(showMore(page)).toHaveText("Show More Transformations (5 remaining)");
    // The long label wraps rather than widening the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    await showMore(page).click();
    await expect(pairCards(page)).toHaveCount(6);
    await expect(pairCards(page).nth(3)).toBeFocused();
  });

  test("says so when there are no pairs", async ({ page }) => {
    await page.route("**/images/portfolio/manifest.json", (route) =>
      route.fulfill({ json: { images: [] } }),
    );
    await page.goto("/gallery");
    await galleryHydrated(page);
    await page.getByRole("button", { name: "Before & After", exact: true }).click();
    await expect(page.getByText("No before/after pairs available")).toBeVisible();
    await expect(pairCards(page)).toHaveCount(0);
  });
});

test.describe("Before & After dialog", () => {
  test.use({ viewport: laptop });

  test("slider starts at 50, moves by 5 with arrows, Home and End, hides labels near the edges", async ({
    page,
  }) => {
    await openGallery(page);
    await showBeforeAfter(page);
    await pairCards(page).first().click();
    await expect(compareDialog(page)).toBeVisible();
    await expect(compareDialog(page)).toContainText(
      "Drag the slider or use the left and right arrow",
    );
    await expect(slider(page)).toBeFocused();
    await expect(slider(page)).toHaveAttribute("aria-valuenow", "50");
    const beforeLabel = compareDialog(page).getByText("Before", { exact: true });
    const afterLabel = compareDialog(page).getByText("After", { exact: true });
    await expect(beforeLabel).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(slider(page)).toHaveAttribute("aria-valuenow", "55");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(slider(page)).toHaveAttribute("aria-valuenow", "45");
    await page.keyboard.press("End");
    await expect(slider(page)).toHaveAttribute("aria-valuenow", "100");
    await expect(beforeLabel).toBeHidden();
    await expect(afterLabel).toBeHidden();
    await page.keyboard.press("Home");
    await expect(slider(page)).toHaveAttribute("aria-valuenow", "0");
    await expect(beforeLabel).toBeHidden();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect(slider(page)).toHaveAttribute("aria-valuenow", "15");
    await expect(beforeLabel).toBeVisible();
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(slider(page)).toHaveAttribute("aria-valuenow", "85");
    await expect(afterLabel).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(afterLabel).toBeHidden();
  });

  test("follows a drag, has no axe violations, and closes on Escape", async ({ page }) => {
    await openGallery(page);
    await showBeforeAfter(page);
    await pairCards(page).first().click();
    await expect(slider(page)).toBeVisible();
    await expectNoAxeViolations(page);
    const frame = (await compareDialog(page).getByTestId("compare-before").boundingBox())!;
    await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width * 0.25, frame.y + frame.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(slider(page)).toHaveAttribute("aria-valuenow", "25");
    await page.keyboard.press("Escape");
    await expect(compareDialog(page)).toBeHidden();
    await expect(pairCards(page).first()).toBeFocused();
  });
});
