import { expect, test, type Page } from "@playwright/test";
import { freezeTime, waitForHydration, waitForHydrationFrozen } from "./home-helpers";

const heroImages = (page: Page) => page.locator("#hero-photos img");
const position = (page: Page) => page.locator("#home").getByText(/Photo \d of 6/);

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

  test("photos load on a staggered schedule and rotate every 6 s", async ({ page }) => {
    await freezeTime(page);
    await page.goto("/");
    await waitForHydrationFrozen(page, "#home");
    await expect(heroImages(page)).toHaveCount(1);

    // The hero's timers may be up to 20 ms old here (see waitForHydrationFrozen), so each
    // check sits 30 ms either side of the moment it tests. Elapsed time in comments.
    await page.clock.runFor(470); // 470-490
    await expect(heroImages(page)).toHaveCount(1);
    await page.clock.runFor(40); // 510-530
    await expect(heroImages(page)).toHaveCount(2);
    await page.clock.runFor(1460); // 1970-1990
    await expect(heroImages(page)).toHaveCount(2);
    await page.clock.runFor(40); // 2010-2030
    await expect(heroImages(page)).toHaveCount(3);
    for (const count of [4, 5, 6]) {
      await page.clock.runFor(300); // 2310-2330, 2610-2630, 2910-2930
      await expect(heroImages(page)).toHaveCount(count);
    }
    await expect(heroImages(page).nth(1)).toHaveAttribute("loading", "lazy");
    await expect(heroImages(page).nth(1)).not.toHaveAttribute("fetchpriority", "high");

    await photoLoaded(page, 1);
    await photoLoaded(page, 2);
    await expect(position(page)).toHaveText(/Photo 1 of 6/);
    await page.clock.runFor(3030); // 5940-5960
    await expect(position(page)).toHaveText(/Photo 1 of 6/);
    await page.clock.runFor(70); // 6010-6030
    await expect(position(page)).toHaveText(/Photo 2 of 6/);
    await page.clock.runFor(6000);
    await expect(position(page)).toHaveText(/Photo 3 of 6/);
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

      await play.click();
      await page.clock.runFor(500);
      await expect(heroImages(page)).toHaveCount(2);
      await photoLoaded(page, 1);
      await page.clock.runFor(5500);
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
