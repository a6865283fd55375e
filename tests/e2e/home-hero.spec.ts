import { expect, test, type Page } from "@playwright/test";
import { freezeTime, waitForHydration, waitForHydrationFrozen } from "./home-helpers";

const heroImages = (page: Page) => page.locator("#hero-photos img");
const position = (page: Page) => page.locator("#home").getByText(/Photo \d of 6/);

/** Moves the frozen clock on until the page's own time (`performance.now()`) reaches `ms`. */
async function runUntil(page: Page, ms: number) {
  const now = await page.evaluate(() => performance.now());
  expect(now).toBeLessThan(ms);
  await page.clock.runFor(ms - now);
}

/** Waits until the photo of this slide has finished downloading. */
async function photoLoaded(page: Page, index: number) {
  await expect
    .poll(() =>
      page
        .locator(`#hero-photos [data-slide="${index}"] img`)
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
        .catch(() => false),
    )
    .toBe(true);
}

test.describe("Hero", () => {
  test("the first photo is in the prerendered HTML, eager and at high priority", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const hero = html.slice(html.indexOf('id="home"'), html.indexOf('id="services"'));
    const images = hero.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(1);
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toMatch(/fetchpriority="high"/i);
    expect(images[0]).toMatch(/width="\d+"/);
    expect(images[0]).toMatch(/height="\d+"/);
  });

  test("photos load on a staggered schedule and rotate every 6 s, from the page's start", async ({
    page,
  }) => {
    await freezeTime(page);
    await page.goto("/");
    // The slideshow keeps the page's time, however late its script arrives: here, about
    // 1 s in, when photo 1 (due at 0.5 s) is already there.
    await waitForHydrationFrozen(page, "#home");
    await runUntil(page, 1970);
    await expect(heroImages(page)).toHaveCount(2);
    await runUntil(page, 2030);
    await expect(heroImages(page)).toHaveCount(3);
    for (const [count, ms] of [
      [4, 2330],
      [5, 2630],
      [6, 2930],
    ] as const) {
      await runUntil(page, ms);
      await expect(heroImages(page)).toHaveCount(count);
    }
    await expect(heroImages(page).nth(1)).toHaveAttribute("loading", "lazy");
    await expect(heroImages(page).nth(1)).not.toHaveAttribute("fetchpriority", "high");

    await photoLoaded(page, 1);
    await photoLoaded(page, 2);
    await runUntil(page, 5970);
    await expect(position(page)).toHaveText(/Photo 1 of 6/);
    await runUntil(page, 6030);
    await expect(position(page)).toHaveText(/Photo 2 of 6/);
    await runUntil(page, 12_030);
    await expect(position(page)).toHaveText(/Photo 3 of 6/);
  });

  test("with nobody touching the page, the slideshow's script still arrives before its first change", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(
      page.locator("astro-island").filter({ has: page.locator("#home") }),
    ).not.toHaveAttribute("ssr", { timeout: 6000 });
  });

  test("the pause control stops the rotation and play starts it again", async ({ page }) => {
    await freezeTime(page);
    await page.goto("/");
    await waitForHydrationFrozen(page, "#home");
    await page.clock.runFor(3000);
    await photoLoaded(page, 1);

    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await page.clock.runFor(20_000);
    await expect(position(page)).toHaveText(/Photo 1 of 6/);

    await page.getByRole("button", { name: "Play slideshow" }).click();
    await page.clock.runFor(6000);
    await expect(position(page)).toHaveText(/Photo 2 of 6/);
    await expect(page.getByRole("button", { name: "Pause slideshow" })).toBeVisible();
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("it does not rotate or fetch the other photos until asked to", async ({ page }) => {
      await freezeTime(page);
      await page.goto("/");
      await waitForHydrationFrozen(page, "#home");
      const play = page.getByRole("button", { name: "Play slideshow" });
      await expect(play).toBeVisible();

      await page.clock.runFor(30_000);
      await expect(position(page)).toHaveText(/Photo 1 of 6/);
      await expect(heroImages(page)).toHaveCount(1);

      // Pressing play starts the schedule from that moment.
      await play.click();
      await page.clock.runFor(470);
      await expect(heroImages(page)).toHaveCount(1);
      await page.clock.runFor(60);
      await expect(heroImages(page)).toHaveCount(2);
      await photoLoaded(page, 1);
      await page.clock.runFor(1440);
      await expect(heroImages(page)).toHaveCount(2);
      await page.clock.runFor(60);
      await expect(heroImages(page)).toHaveCount(3);
      await page.clock.runFor(3940);
      await expect(position(page)).toHaveText(/Photo 1 of 6/);
      await page.clock.runFor(60);
      await expect(position(page)).toHaveText(/Photo 2 of 6/);
    });
  });

  test("'Get Free Quote' and 'View Our Work' scroll to their sections", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page, "#home");
    const hero = page.locator("#home");

    await hero.getByRole("link", { name: "Get Free Quote" }).click();
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById("contact")?.getBoundingClientRect().top),
      )
      .toBeCloseTo(70, 0);
    await expect(page.locator("#contact")).toBeFocused();

    await page.evaluate(() => window.scrollTo(0, 0));
    await hero.getByRole("link", { name: "View Our Work" }).click();
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById("portfolio")?.getBoundingClientRect().top),
      )
      .toBeCloseTo(70, 0);
    await expect(page.locator("#portfolio")).toBeFocused();
  });
});
