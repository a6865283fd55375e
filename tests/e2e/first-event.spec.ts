import type { Page } from "@playwright/test";
import { expect, test } from "./busy-machine";
import { firstPress, holdScripts, openAtOnce } from "./first-tap";

/**
 * A desktop visitor's first event of each kind, with no hover before it, on a machine
 * whose cores are all busy: a key, a turn of the wheel, a click, letters typed at once.
 * Each runs ten times in a row, each time on a fresh page, so that a race shows.
 */

const rounds = 10;
test.describe.configure({ timeout: 150_000 });

const socialLinks = (page: Page) => page.getByRole("navigation", { name: /social/i });
const socialToggle = (page: Page) => page.locator("#social-menu > button");

test.describe("the social menu", () => {
  test("Escape on its Facebook link closes it, the first time", async ({ page }) => {
    for (let round = 1; round <= rounds; round++) {
      await openAtOnce(page, "/faq");
      const facebook = socialLinks(page).getByRole("link", { name: /Facebook/ });
      await expect(facebook, `round ${round}`).toBeVisible();
      await facebook.focus();
      await page.keyboard.press("Escape");
      await expect(socialLinks(page), `round ${round}`).toBeHidden({ timeout: 15_000 });
      await expect(socialToggle(page), `round ${round}`).toBeFocused();
      await expect(socialToggle(page), `round ${round}`).toHaveAttribute("aria-expanded", "false", {
        timeout: 15_000,
      });
    }
  });

  test("one turn of the mouse wheel closes it", async ({ page }) => {
    for (let round = 1; round <= rounds; round++) {
      await openAtOnce(page, "/");
      await expect(socialLinks(page), `round ${round}`).toBeVisible();
      await page.mouse.wheel(0, 120);
      await expect(socialLinks(page), `round ${round}`).toBeHidden({ timeout: 15_000 });
      // Once awake, the menu still agrees that it is closed.
      await expect(socialToggle(page), `round ${round}`).toHaveAttribute("aria-expanded", "false", {
        timeout: 15_000,
      });
    }
  });

  test("the first click on Yelp Reviews opens its dialog", async ({ page }) => {
    for (let round = 1; round <= rounds; round++) {
      await openAtOnce(page, "/");
      const yelp = socialLinks(page).getByRole("button", { name: /reviews on Yelp/ });
      await expect(yelp, `round ${round}`).toBeVisible();
      await firstPress(page, yelp);
      await expect(
        page.getByRole("dialog", { name: "Our Reviews on Yelp" }),
        `round ${round}`,
      ).toBeVisible({ timeout: 15_000 });
    }
  });
});

test.describe("the home page's reviews", () => {
  const yelpDialog = (page: Page) => page.getByRole("dialog", { name: "Our Reviews on Yelp" });
  const yelpReviews = (page: Page) =>
    page.locator("#reviews").getByRole("button", { name: "Yelp Reviews" });

  test("Yelp Reviews, scrolled to and clicked at once, opens its dialog", async ({ page }) => {
    for (let round = 1; round <= rounds; round++) {
      await openAtOnce(page, "/");
      await yelpReviews(page).evaluate((button) => button.scrollIntoView({ block: "center" }));
      await firstPress(page, yelpReviews(page));
      await expect(yelpDialog(page), `round ${round}`).toBeVisible({ timeout: 15_000 });
    }
  });

  test("a click on Yelp Reviews made before any script arrived opens its dialog", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await yelpReviews(page).evaluate((button) => button.scrollIntoView({ block: "center" }));
    await firstPress(page, yelpReviews(page));
    await release();
    await expect(yelpDialog(page)).toBeVisible({ timeout: 15_000 });
  });
});

test("the first click on the hero's pause button stops the slideshow", async ({ page }) => {
  for (let round = 1; round <= rounds; round++) {
    await openAtOnce(page, "/");
    await firstPress(page, page.getByRole("button", { name: "Pause slideshow" }));
    await expect(
      page.getByRole("button", { name: "Play slideshow" }),
      `round ${round}`,
    ).toBeVisible({ timeout: 15_000 });
  }
});

test("ROOF typed at once into All Services' search filters the cards", async ({ page }) => {
  for (let round = 1; round <= rounds; round++) {
    await openAtOnce(page, "/all-services");
    const search = page.getByRole("searchbox", { name: "Find a service" });
    await firstPress(page, search);
    await page.keyboard.type("ROOF");
    await expect(search, `round ${round}`).toHaveValue("ROOF");
    await expect(
      page.getByRole("status").filter({ hasText: /found/ }),
      `round ${round}`,
    ).toHaveText(/^[2-9] services found$/, { timeout: 15_000 });
  }
});

test("the first click on a question of the FAQ opens its answer", async ({ page }) => {
  for (let round = 1; round <= rounds; round++) {
    await openAtOnce(page, "/faq");
    const question = page.getByRole("button", { name: "Do you handle permits?" });
    await firstPress(page, question);
    await expect(question, `round ${round}`).toHaveAttribute("aria-expanded", "true", {
      timeout: 15_000,
    });
  }
});

test("the first click on 'Contact Us Today' opens the quote dialog", async ({ page }) => {
  for (let round = 1; round <= rounds; round++) {
    await openAtOnce(page, "/faq");
    const link = page.getByRole("link", { name: "Contact Us Today" });
    await link.scrollIntoViewIfNeeded();
    await firstPress(page, link);
    await expect(
      page.getByRole("dialog", { name: "Request a Free Quote" }),
      `round ${round}`,
    ).toBeVisible({ timeout: 15_000 });
  }
});
