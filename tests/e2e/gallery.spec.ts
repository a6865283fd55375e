import { expect, test, type Page, type Route } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { leadPhotoDrawnAt, photosAskedAt, photosLoaded } from "./lead-photo-helpers";
import {
  collageTiles,
  galleryHydrated,
  galleryIsland,
  laptop,
  openGallery,
  pairCards,
  phone,
  showBeforeAfter,
  viewer,
} from "./gallery-helpers";

const zoomLevel = (page: Page) => viewer(page).getByTestId("viewer-zoom");
const counter = (page: Page) => viewer(page).getByTestId("viewer-counter");

/** Each box of the collage's tiles, to compare the layout at two moments. */
const tileBoxes = (page: Page) =>
  page
    .locator("[data-testid=gallery-collage] > li")
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));

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

  test("says so when 'Show More Images' outruns the rest of the photos", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/images/portfolio/manifest.json", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/gallery");
    await galleryHydrated(page);
    // The first ten are in the HTML; only the next ten wait for the manifest.
    await expect(collageTiles(page)).toHaveCount(10);
    await page.getByRole("button", { name: /^Show More Images/ }).click();
    const loading = page.getByText("Loading project photos...");
    await expect(loading).toBeVisible();
    release();
    await expect(collageTiles(page)).toHaveCount(20);
    await expect(collageTiles(page).nth(10)).toBeFocused();
    await expect(loading).toBeHidden();
  });

  test("prerenders the first ten photos, and no tile moves when the island and the rest arrive", async ({
    page,
  }) => {
    // Hold the island's script and the manifest, so the page is measured as the HTML alone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route("**/images/portfolio/manifest.json", hold);
    await page.route("**/assets/gallery.*.js", hold);
    await page.goto("/gallery");
    await expect(galleryIsland(page)).toHaveAttribute("ssr");
    await expect(collageTiles(page)).toHaveCount(10);
    await expect(collageTiles(page).first().locator("img")).toHaveJSProperty("complete", true);
    const prerendered = await tileBoxes(page);

    const manifest = page.waitForResponse("**/images/portfolio/manifest.json");
    release();
    await galleryHydrated(page);
    await manifest;
    await expect(collageTiles(page)).toHaveCount(10);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await tileBoxes(page)).toEqual(prerendered);
  });

  test("has no axe violations in either view", async ({ page }) => {
    await openGallery(page);
    await expectNoAxeViolations(page);
    await showBeforeAfter(page);
    // Label in Name included: each card's name begins with what the card shows.
    await expectNoAxeViolations(page);
  });
});

test.describe("Image viewer", () => {
  test.use({ viewport: laptop });

  test("counts, wraps both ways, and follows the arrow keys", async ({ page }) => {
    await openGallery(page);
    await collageTiles(page).first().click();
    await expect(viewer(page)).toBeVisible();
    const total = Number(/^1 of (\d+)$/.exec((await counter(page).textContent())!)![1]);
    expect(total).toBeGreaterThan(10);
    await expect(counter(page)).toHaveText(`1 of ${total}`);
    await viewer(page).getByRole("button", { name: "Previous image" }).click();
    await expect(counter(page)).toHaveText(`${total} of ${total}`);
    await viewer(page).getByRole("button", { name: "Next image" }).click();
    await expect(counter(page)).toHaveText(`1 of ${total}`);
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText(`2 of ${total}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(counter(page)).toHaveText(`${total} of ${total}`);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(viewer(page)).toBeHidden();
    await expect(collageTiles(page).first()).toBeFocused();
  });

  test("reads the counter and the caption apart, counter first", async ({ page }) => {
    await openGallery(page);
    const alt = await collageTiles(page).nth(1).locator("img").getAttribute("alt");
    await collageTiles(page).nth(1).click();
    await expect(counter(page)).toHaveText(/^2 of \d+$/);
    const status = viewer(page).getByTestId("viewer-status");
    const lines = (await status.innerText()).split("\n").map((line) => line.trim());
    expect(lines.filter(Boolean)).toEqual([await counter(page).innerText(), alt]);
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

test.describe("Gallery's first view", () => {
  test.use({ viewport: laptop });

  test("is in the HTML: one eager photo at high priority, the rest lazy and sized", async ({
    request,
  }) => {
    const html = await (await request.get("/gallery")).text();
    const tags = html.match(/<img\b[^>]*>/g) ?? [];
    // Ten collage photos and at least one before/after card.
    expect(tags.length).toBeGreaterThan(10);
    for (const tag of tags) {
      expect(tag, tag.slice(0, 120)).toMatch(/\swidth="\d+"/);
      expect(tag, tag.slice(0, 120)).toMatch(/\sheight="\d+"/);
    }
    const eager = tags.filter((tag) => /fetchpriority="high"/i.test(tag));
    expect(eager).toHaveLength(1);
    expect(eager[0]).toMatch(/loading="eager"/);
    expect(tags.filter((tag) => /loading="lazy"/.test(tag))).toHaveLength(tags.length - 1);
  });

  test("asks for none of its other photos until the lead photo is drawn, then shows them", async ({
    page,
  }) => {
    await page.goto("/gallery");
    await expect(collageTiles(page)).toHaveCount(10);
    const drawnAt = await leadPhotoDrawnAt(collageTiles(page).locator("img"));
    const others = collageTiles(page).locator("img:not([fetchpriority])");
    // The first screen's other photos come, drawn where they were laid out.
    await expect.poll(() => photosLoaded(others), { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    await expect(others.first()).toBeVisible();
    const askedAt = await photosAskedAt(others);
    expect(askedAt.length).toBeGreaterThanOrEqual(5);
    for (const time of askedAt) expect(time).toBeGreaterThan(drawnAt);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows the first photos and the first before/after cards", async ({ page }) => {
      await page.goto("/gallery");
      await expect(collageTiles(page)).toHaveCount(10);
      const photo = collageTiles(page).first().locator("img");
      await expect(photo).toBeVisible();
      await expect(photo).toHaveJSProperty("complete", true);
      expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // No photo waits for a script that will not run.
      for (const each of await collageTiles(page).locator("img").all()) {
        await expect(each).toBeVisible();
      }
      await expect(pairCards(page).first()).toBeVisible();
      // What needs JavaScript is left out rather than shown doing nothing.
      await expect(page.getByRole("button", { name: /^Show More/ })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Gallery View" })).toBeHidden();
    });
  });
});
