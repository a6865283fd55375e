import { expect, type Page } from "@playwright/test";
import { reachUntilHydrated } from "./shell-helpers";

export const phone = { width: 390, height: 844 };
export const laptop = { width: 1366, height: 900 };

export const collageTiles = (page: Page) =>
  page.getByTestId("gallery-collage").getByRole("button", { name: /^View full size/ });
export const pairCards = (page: Page) =>
  page.getByTestId("before-after-grid").getByRole("button", { name: /^Project \d+ Compare/ });
export const viewer = (page: Page) => page.getByRole("dialog", { name: "Project photo viewer" });
export const compareDialog = (page: Page) => page.getByRole("dialog", { name: "Before & After" });

type Entry = { filename: string; id: string };

/**
 * Serves the real manifest with its before/after pairs repeated up to `pairs` projects, so
 * paging can be tested whatever the photo folder holds today.
 */
export async function withPairs(page: Page, pairs: number) {
  await page.route("**/images/portfolio/manifest.json", async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { images: Entry[] };
    const before = manifest.images.find((image) => /before-1\./.test(image.filename))!;
    const after = manifest.images.find((image) => /after-1\./.test(image.filename))!;
    const extra: Entry[] = [];
    const existing = manifest.images.filter((image) => /before-\d+\./.test(image.filename)).length;
    for (let n = existing + 1; n <= pairs; n++) {
      extra.push({ ...before, id: `${before.id}-${n}`, filename: `before-after/before-${n}.jpg` });
      extra.push({ ...after, id: `${after.id}-${n}`, filename: `before-after/after-${n}.jpg` });
    }
    await route.fulfill({ response, json: { images: [...manifest.images, ...extra] } });
  });
}

/** The gallery's island; Astro drops its `ssr` attribute once React has hydrated it. */
export const galleryIsland = (page: Page) =>
  page.locator("astro-island").filter({ has: page.getByTestId("gallery") });

export async function galleryHydrated(page: Page) {
  await reachUntilHydrated(galleryIsland(page));
}

export async function openGallery(page: Page) {
  await page.goto("/gallery");
  await galleryHydrated(page);
  await expect(collageTiles(page).first()).toBeVisible();
}

export async function showBeforeAfter(page: Page) {
  await page.getByRole("button", { name: "Before & After", exact: true }).click();
  await expect(pairCards(page).first()).toBeVisible();
}
