import { expect, test } from "@playwright/test";
import { firstPress, labelLines, openAtOnce } from "./first-tap";
import { collageTiles, compareDialog, pairCards, viewer } from "./gallery-helpers";

test("the first tap on a photo opens the viewer, the photo across the screen's width", async ({
  page,
}) => {
  await openAtOnce(page, "/gallery", { cpu: 4 });
  await firstPress(page, collageTiles(page).first());
  await expect(viewer(page)).toBeVisible({ timeout: 15_000 });
  const photo = viewer(page).locator("img").first();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img) => Math.round(img.getBoundingClientRect().width)))
    .toBeGreaterThanOrEqual(388);
});

test("the first tap on a before/after card opens its slider", async ({ page }) => {
  await openAtOnce(page, "/gallery", { cpu: 4 });
  await firstPress(page, page.getByRole("button", { name: "Before & After", exact: true }));
  await expect(pairCards(page).first()).toBeVisible({ timeout: 15_000 });
  await firstPress(page, pairCards(page).first());
  await expect(compareDialog(page)).toBeVisible({ timeout: 15_000 });
});

test("Show More Images stays on one line", async ({ page }) => {
  await page.goto("/gallery");
  const button = page.getByRole("button", { name: /^Show More Images/ });
  const lines = await labelLines(button);
  expect(lines).toBe(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every before/after pair's finished photo shows on a phone", async ({ page, request }) => {
    const manifest = (await (await request.get("/images/portfolio/manifest.json")).json()) as {
      images: { filename: string }[];
    };
    const afters = manifest.images
      .map((image) => image.filename)
      .filter((name) => /^before-after\/after-/.test(name));
    expect(afters.length).toBeGreaterThan(3);
    await page.goto("/gallery");
    const shown = await page
      .locator("img")
      .evaluateAll((imgs: HTMLImageElement[]) =>
        imgs
          .filter((img) => img.getClientRects().length > 0)
          .map((img) => img.currentSrc || img.getAttribute("src") || ""),
      );
    for (const after of afters) {
      const stem = after.replace(/\.[a-z]+$/, "").replace(/^before-after\//, "");
      expect(
        shown.some((src) => src.includes(`/${stem}-`)),
        after,
      ).toBe(true);
    }
  });
});
