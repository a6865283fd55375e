import { expect, test, type Page } from "@playwright/test";
import {
  collageTiles,
  laptop,
  openGallery,
  pairCards,
  phone,
  showBeforeAfter,
  viewer,
} from "./gallery-helpers";
import { expectNoAxeViolations } from "./shell-helpers";

const zoomLevel = (page: Page) => viewer(page).getByTestId("viewer-zoom");
const counter = (page: Page) => viewer(page).getByTestId("viewer-counter");

test.describe("Gallery page", () => {
  test.use({ viewport: laptop });

  test("switches between the gallery and before/after views", async ({ page }) => {
    await openGallery(page);
    const galleryButton = page.getByRole("button", { name: "Gallery View" });
    const beforeAfterButton = page.getByRole("button", { name: "Before & After", exact: true });
    await expect(galleryButton).toHaveAttribute("aria-pressed", "true");
    await expect(beforeAfterButton).toHaveAttribute("aria-pressed", "false");
    await showBeforeAfter(page);
    await expect(beforeAfterButton).toHaveAttribute("aria-pressed", "true");
    await expect(collageTiles(page)).toHaveCount(0);
    await galleryButton.click();
    await expect(collageTiles(page)).toHaveCount(10);
    await expect(pairCards(page)).toHaveCount(0);
  });

  test("shows 10 images, then 10 more per 'Show More Images' with the remaining count", async ({
    page,
  }) => {
    await openGallery(page);
    await expect(collageTiles(page)).toHaveCount(10);
    const total = await page.evaluate(async () => {
      const response = await fetch("/images/portfolio/manifest.json");
      const manifest = (await response.json()) as { images: { filename: string }[] };
      return manifest.images.filter((image) => image.filename.startsWith("gallery/")).length;
    });
    const showMore = page.getByRole("button", { name: /^Show More Images/ });
    await expect(showMore).toContainText(`(${total - 10} remaining)`);
    await showMore.click();
    await expect(collageTiles(page)).toHaveCount(Math.min(20, total));
    await expect(collageTiles(page).nth(10)).toBeFocused();
    if (total > 20) await expect(showMore).toContainText(`(${total - 20} remaining)`);
  });

  test("prerenders a skeleton of the same tiles, so the collage does not shift", async ({
    page,
  }) => {
    await page.route("**/images/portfolio/manifest.json", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/gallery");
    const skeleton = page.locator("ul[aria-hidden=true] > li");
    await expect(skeleton).toHaveCount(10);
    const skeletonBoxes = await skeleton.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
    );
    await expect(collageTiles(page)).toHaveCount(10);
    const tileBoxes = await page
      .locator("[data-testid=gallery-collage] > li")
      .evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
      );
    expect(tileBoxes).toEqual(skeletonBoxes);
  });

  test("has no axe violations in either view", async ({ page }) => {
    await openGallery(page);
    await expectNoAxeViolations(page);
    await showBeforeAfter(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("Image viewer", () => {
  test.use({ viewport: laptop });

  test("counts, wraps both ways, and follows the arrow keys", async ({ page }) => {
    await openGallery(page);
    await collageTiles(page).first().click();
    await expect(viewer(page)).toBeVisible();
    const total = Number((await counter(page).textContent())!.match(/of (\d+)/)![1]);
    await expect(counter(page)).toHaveText(new RegExp(`^1 of ${total}`));
    await viewer(page).getByRole("button", { name: "Previous image" }).click();
    await expect(counter(page)).toHaveText(new RegExp(`^${total} of ${total}`));
    await viewer(page).getByRole("button", { name: "Next image" }).click();
    await expect(counter(page)).toHaveText(new RegExp(`^1 of ${total}`));
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText(new RegExp(`^2 of ${total}`));
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(counter(page)).toHaveText(new RegExp(`^${total} of ${total}`));
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(viewer(page)).toBeHidden();
    await expect(collageTiles(page).first()).toBeFocused();
  });

  test("zooms by buttons and Ctrl with =, - and 0, hiding prev/next while zoomed", async ({
    page,
  }) => {
    await openGallery(page);
    await collageTiles(page).nth(2).click();
    const next = viewer(page).getByRole("button", { name: "Next image" });
    await expect(zoomLevel(page)).toHaveText("100%");
    await viewer(page).getByRole("button", { name: "Zoom in" }).click();
    await expect(zoomLevel(page)).toHaveText("125%");
    await expect(next).toBeHidden();
    await viewer(page).getByRole("button", { name: "Zoom out" }).click();
    await expect(zoomLevel(page)).toHaveText("100%");
    await expect(next).toBeVisible();
    await page.keyboard.press("Control+=");
    await page.keyboard.press("Control+=");
    await expect(zoomLevel(page)).toHaveText("150%");
    await expect(next).toBeHidden();
    await page.keyboard.press("Control+-");
    await expect(zoomLevel(page)).toHaveText("125%");
    await page.keyboard.press("Control+0");
    await expect(zoomLevel(page)).toHaveText("100%");
    await expect(next).toBeVisible();
    for (let i = 0; i < 4; i++) await page.keyboard.press("Control+-");
    await expect(zoomLevel(page)).toHaveText("50%");
    for (let i = 0; i < 12; i++) await page.keyboard.press("Control+=");
    await expect(zoomLevel(page)).toHaveText("300%");
  });

  test("locks the page behind and restores its scroll position on close", async ({ page }) => {
    await openGallery(page);
    const tile = collageTiles(page).nth(6);
    await tile.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await tile.click();
    await expect(viewer(page)).toBeVisible();
    await page.mouse.wheel(0, 800);
    await page.keyboard.press("Escape");
    await expect(viewer(page)).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});

test.describe("Gallery on a phone", () => {
  test.use({ viewport: phone });

  test("shows the collage and opens the viewer", async ({ page }) => {
    await openGallery(page);
    await expect(collageTiles(page)).toHaveCount(10);
    await collageTiles(page).first().click();
    await expect(viewer(page).getByTestId("viewer-counter")).toContainText("1 of");
    await expectNoAxeViolations(page);
  });
});
