import type { Page } from "@playwright/test";
import { expect, test } from "./busy-machine";
import { firstPress, holdScripts, openAtOnce, slowCpu } from "./first-tap";
import { collageTiles, viewer } from "./gallery-helpers";

/**
 * A phone visitor's first event of each kind on a CPU slowed four times while the machine
 * is busy: a tap, a scroll, letters typed at once. Each runs ten times in a row, each time
 * on a fresh page, so that a race a slow phone loses shows here.
 */

const rounds = 10;
const cpu = 4;
test.describe.configure({ timeout: 180_000 });

const siteMenu = (page: Page) => page.locator("#site-menu");

test("one tap on the hero's pause button stops the slideshow", async ({ page }) => {
  for (let round = 1; round <= rounds; round++) {
    await openAtOnce(page, "/", { cpu });
    await firstPress(page, page.getByRole("button", { name: "Pause slideshow" }));
    await expect(
      page.getByRole("button", { name: "Play slideshow" }),
      `round ${round}`,
    ).toBeVisible({ timeout: 20_000 });
  }
});

test("ROOF typed at once into All Services' search filters the cards", async ({ page }) => {
  for (let round = 1; round <= rounds; round++) {
    await openAtOnce(page, "/all-services", { cpu });
    const search = page.getByRole("searchbox", { name: "Find a service" });
    await firstPress(page, search);
    await page.keyboard.type("ROOF");
    await expect(search, `round ${round}`).toHaveValue("ROOF");
    await expect(
      page.getByRole("status").filter({ hasText: /found/ }),
      `round ${round}`,
    ).toHaveText(/^[2-9] services found$/, { timeout: 20_000 });
  }
});

test("the share tab opens the social links with one tap", async ({ page }) => {
  for (let round = 1; round <= rounds; round++) {
    await openAtOnce(page, "/faq", { cpu });
    const links = page.getByRole("navigation", { name: /social/i });
    await firstPress(page, page.locator("#social-menu > button"));
    await expect(links, `round ${round}`).toBeVisible({ timeout: 20_000 });
  }
});

test("the menu opens with one tap, and the first scroll closes it", async ({ page }) => {
  for (let round = 1; round <= rounds; round++) {
    await openAtOnce(page, "/", { cpu });
    await firstPress(page, page.getByRole("button", { name: "Open menu" }));
    await expect(siteMenu(page), `round ${round}`).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => window.scrollBy(0, 500));
    await expect(siteMenu(page), `round ${round}`).toBeHidden({ timeout: 20_000 });
  }
});

test("one tap on a question of the FAQ opens its answer", async ({ page }) => {
  for (let round = 1; round <= rounds; round++) {
    await openAtOnce(page, "/faq", { cpu });
    const question = page.getByRole("button", { name: "Do you handle permits?" });
    await firstPress(page, question);
    await expect(question, `round ${round}`).toHaveAttribute("aria-expanded", "true", {
      timeout: 20_000,
    });
  }
});

test("one tap on a gallery photo opens the viewer", async ({ page }) => {
  for (let round = 1; round <= rounds; round++) {
    await openAtOnce(page, "/gallery", { cpu });
    await firstPress(page, collageTiles(page).first());
    await expect(viewer(page), `round ${round}`).toBeVisible({ timeout: 20_000 });
  }
});

test("a scroll made before any script arrived brings up the quick actions", async ({ page }) => {
  // Scrolled while the page's scripts are still on their way: no scroll event is left for
  // the bar's island to wake on, only where the page now stands.
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5));
  await release();
  await expect(page.getByRole("group", { name: /quick actions/i })).toBeVisible({
    timeout: 20_000,
  });
});

test("the first scroll brings up the quick actions", async ({ page }) => {
  for (let round = 1; round <= rounds; round++) {
    await openAtOnce(page, "/", { cpu });
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5));
    await expect(page.getByRole("group", { name: /quick actions/i }), `round ${round}`).toBeVisible(
      { timeout: 20_000 },
    );
  }
});

test("a tap on the hero's pause button before any script arrived stops the slideshow", async ({
  page,
}) => {
  await slowCpu(page, cpu);
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await firstPress(page, page.getByRole("button", { name: "Pause slideshow" }));
  await release();
  await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible({
    timeout: 20_000,
  });
});
