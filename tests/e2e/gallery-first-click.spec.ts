import { expect, test } from "@playwright/test";
import { firstPress, openAtOnce } from "./first-tap";
import { collageTiles, compareDialog, openGallery, pairCards, viewer } from "./gallery-helpers";

test("a desktop visitor's first click on a before/after card opens its slider", async ({
  page,
}) => {
  await openAtOnce(page, "/gallery");
  await firstPress(page, page.getByRole("button", { name: "Before & After", exact: true }));
  await expect(pairCards(page).first()).toBeVisible({ timeout: 15_000 });
  await firstPress(page, pairCards(page).first());
  await expect(compareDialog(page)).toBeVisible({ timeout: 15_000 });
});

test("at 480 px the first click on Before & After shows its cards with photos", async ({
  page,
}) => {
  await page.setViewportSize({ width: 480, height: 900 });
  await openAtOnce(page, "/gallery");
  await firstPress(page, page.getByRole("button", { name: "Before & After", exact: true }));
  await expect(pairCards(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(pairCards(page).first().locator("img").first()).toBeVisible();
});

test("arrow keys move between photos while the viewer is zoomed", async ({ page }) => {
  await openGallery(page);
  await collageTiles(page).first().click();
  await expect(viewer(page)).toBeVisible();
  const counter = viewer(page).getByTestId("viewer-counter");
  await expect(counter).toHaveText(/^1 of/);
  await viewer(page).getByRole("button", { name: "Zoom in" }).click();
  await expect(viewer(page).getByTestId("viewer-zoom")).toHaveText("125%");
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(/^2 of/);
  await expect(viewer(page).getByTestId("viewer-zoom")).toHaveText("100%");
  await viewer(page).getByRole("button", { name: "Zoom in" }).click();
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(/^1 of/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every one of the gallery's photos is in the page, with its alt text", async ({
    page,
    request,
  }) => {
    const manifest = (await (await request.get("/images/portfolio/manifest.json")).json()) as {
      images: { filename: string; alt: string }[];
    };
    const galleryAlts = manifest.images
      .filter((image) => image.filename.startsWith("gallery/"))
      .map((image) => image.alt);
    expect(galleryAlts.length).toBeGreaterThan(10);
    await page.goto("/gallery");
    const alts = await page
      .locator("img")
      .evaluateAll((imgs) =>
        imgs.filter((img) => img.getClientRects().length > 0).map((img) => img.getAttribute("alt")),
      );
    for (const alt of galleryAlts) expect(alts, alt).toContain(alt);
  });
});
