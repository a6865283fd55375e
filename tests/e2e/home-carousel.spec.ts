import { expect, test, type Page } from "@playwright/test";
import { freezeTime, waitForHydrationFrozen } from "./home-helpers";

const carousel = (page: Page) => page.getByRole("region", { name: "Featured services" });
const dot = (page: Page, n: number) =>
  carousel(page).getByRole("button", { name: `Show service ${n} of 8` });

async function expectCurrent(page: Page, n: number) {
  await expect(dot(page, n)).toHaveAttribute("aria-current", "true");
}

async function openCarousel(page: Page) {
  await page.goto("/");
  // The carousel's own island, which hydrates once scrolled into view; the section
  // around it is static and would not wait for it.
  await waitForHydrationFrozen(page, '[aria-roledescription="carousel"]');
  // Keep the pointer off the carousel: resting on it pauses autoplay.
  await page.mouse.move(1, 1);
}

test.describe("Services carousel", () => {
  test("is a labelled carousel of the first 8 services with dots", async ({ page }) => {
    await page.goto("/");
    const region = carousel(page);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const slides = region.getByRole("group");
    await expect(slides).toHaveCount(8);
    await expect(slides.first()).toHaveAccessibleName("1 of 8");
    await expect(slides.first()).toHaveAttribute("aria-roledescription", "slide");
    await expect(slides.first().getByRole("button")).toHaveText("Additions");
    await expect(slides.last().getByRole("button")).toHaveText("Basements");
    for (let n = 1; n <= 8; n++) await expect(dot(page, n)).toBeVisible();
  });

  test("advances every 3 s and wraps from the last service to the first", async ({ page }) => {
    await freezeTime(page);
    await openCarousel(page);
    await expectCurrent(page, 1);
    // The autoplay arms its timer once the island has settled, which a loaded machine may
    // do a moment after hydration: find the first advance in 100 ms steps, then time the next.
    let waited = 0;
    while ((await dot(page, 2).getAttribute("aria-current")) !== "true" && waited < 4000) {
      await page.clock.runFor(100);
      waited += 100;
    }
    expect(waited).toBeGreaterThanOrEqual(2900);
    await expectCurrent(page, 2);
    await page.clock.runFor(2900);
    await expectCurrent(page, 2);
    await page.clock.runFor(100);
    await expectCurrent(page, 3);

    await dot(page, 8).click();
    await page.mouse.move(1, 1);
    await expectCurrent(page, 8);
    await page.clock.runFor(3000);
    await expectCurrent(page, 1);
    await expect(carousel(page).getByRole("group").first()).toBeInViewport();
  });

  test("the arrows move one service and wrap both ways", async ({ page }) => {
    await freezeTime(page);
    await openCarousel(page);
    await carousel(page).getByRole("button", { name: "Previous service" }).click();
    await expectCurrent(page, 8);
    await carousel(page).getByRole("button", { name: "Next service" }).click();
    await expectCurrent(page, 1);
  });

  test("the pause control stops autoplay and play resumes it", async ({ page }) => {
    await freezeTime(page);
    await openCarousel(page);
    await carousel(page).getByRole("button", { name: "Pause carousel" }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(10_000);
    await expectCurrent(page, 1);

    await carousel(page).getByRole("button", { name: "Play carousel" }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(3000);
    await expectCurrent(page, 2);
  });

  test("pauses while the pointer rests on it", async ({ page }) => {
    await freezeTime(page);
    await openCarousel(page);
    await carousel(page).getByRole("group").first().hover();
    await page.clock.runFor(10_000);
    await expectCurrent(page, 1);
    await page.mouse.move(1, 1);
    await page.clock.runFor(3000);
    await expectCurrent(page, 2);
  });

  test("pauses while keyboard focus is in it", async ({ page }) => {
    await freezeTime(page);
    await openCarousel(page);
    await page.locator("#services-heading").click();
    await page.keyboard.press("Tab");
    await expect(carousel(page).getByRole("button", { name: "Additions" })).toBeFocused();
    await page.clock.runFor(10_000);
    await expectCurrent(page, 1);

    await page.locator("#services-heading").click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(3000);
    await expectCurrent(page, 2);
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("it stands still until the visitor presses play", async ({ page }) => {
      await freezeTime(page);
      await openCarousel(page);
      await expect(carousel(page).getByRole("button", { name: "Play carousel" })).toBeVisible();
      await page.clock.runFor(15_000);
      await expectCurrent(page, 1);
    });
  });
});

test.describe("Services carousel on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** A real touch gesture through the browser's input pipeline, in even steps. */
  async function swipe(page: Page, fromX: number, toX: number, y: number) {
    const cdp = await page.context().newCDPSession(page);
    const steps = 8;
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: [{ x: fromX, y }],
    });
    for (let i = 1; i <= steps; i++) {
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: fromX + ((toX - fromX) * i) / steps, y }],
      });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  }

  async function slideMiddle(page: Page) {
    const box = await carousel(page).getByRole("group").first().boundingBox();
    if (!box) throw new Error("first slide has no box");
    return box.y + box.height / 2;
  }

  test("a swipe left shows the next service, a swipe right the previous one", async ({ page }) => {
    await freezeTime(page);
    await openCarousel(page);
    const y = await slideMiddle(page);

    await swipe(page, 320, 120, y);
    await expectCurrent(page, 2);
    await page.clock.runFor(1000);
    await expect(carousel(page).getByRole("group").nth(1)).toBeInViewport({ ratio: 0.8 });

    await swipe(page, 80, 300, y);
    await expectCurrent(page, 1);
    await page.clock.runFor(1000);
    await swipe(page, 80, 300, y);
    await expectCurrent(page, 8);
  });

  // Under the frozen clock a drag has no speed, so only its distance can decide.
  test("a drag of 50 px or more moves on; a shorter one springs back", async ({ page }) => {
    await freezeTime(page);
    await openCarousel(page);
    const y = await slideMiddle(page);
    await swipe(page, 250, 220, y);
    await page.clock.runFor(1000);
    await expectCurrent(page, 1);

    await swipe(page, 250, 190, y);
    await page.clock.runFor(1000);
    await expectCurrent(page, 2);
  });
});
