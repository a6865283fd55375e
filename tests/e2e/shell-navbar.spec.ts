import { expect, test, type Page } from "@playwright/test";
import { expectSectionAtOffset, hydrated, phone, scrollSettled } from "./shell-helpers";

const navbar = (page: Page) => page.locator("header[data-visible]");

/** True when the bar is on screen: its bottom edge below the viewport's top edge. */
async function onScreen(page: Page): Promise<boolean> {
  return navbar(page).evaluate((el) => el.getBoundingClientRect().bottom > 1);
}

async function expectShown(page: Page) {
  await expect(navbar(page)).toHaveAttribute("data-visible", "true");
  await expect.poll(() => onScreen(page)).toBe(true);
}

async function expectHidden(page: Page) {
  await expect(navbar(page)).toHaveAttribute("data-visible", "false");
  await expect.poll(() => onScreen(page)).toBe(false);
}

/** Records, in the page, when the bar last hid and when the mouse last left it. */
async function recordVisibility(page: Page) {
  await navbar(page).evaluate((bar) => {
    const log = ((window as unknown as { navLog: { leftAt: number; hiddenAt: number } }).navLog = {
      leftAt: 0,
      hiddenAt: 0,
    });
    new MutationObserver(() => {
      if (bar.dataset.visible === "false") log.hiddenAt = performance.now();
    }).observe(bar, { attributes: true, attributeFilter: ["data-visible"] });
    window.addEventListener("pointermove", (event) => {
      if (!log.leftAt && event.clientY > bar.getBoundingClientRect().bottom) {
        log.leftAt = performance.now();
      }
    });
  });
}

function visibilityLog(page: Page) {
  return page.evaluate(
    () => (window as unknown as { navLog: { leftAt: number; hiddenAt: number } }).navLog,
  );
}

async function scrollDown(page: Page, pixels = 900) {
  await page.mouse.move(600, 500);
  await page.mouse.wheel(0, pixels);
  await scrollSettled(page);
}

test.describe("navbar on wide screens", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
  });

  test("links to the six sections, the phone and 'Get Quote'", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Services", "Portfolio", "Reviews", "About", "Contact"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "#contact");
    await expect(nav.getByRole("link", { name: /^Call / })).toHaveAttribute(
      "href",
      /^tel:\+1\d{10}$/,
    );
  });

  test("hides on scroll down, shows on scroll up and at the top", async ({ page }) => {
    await expectShown(page);
    await scrollDown(page);
    await expectHidden(page);
    await page.mouse.wheel(0, -200);
    await expectShown(page);
    await scrollDown(page);
    await expectHidden(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expectShown(page);
  });

  test("shows when the mouse comes within 50 px of the top edge, hides 300 ms after it leaves", async ({
    page,
  }) => {
    await scrollDown(page);
    await expectHidden(page);
    await page.mouse.move(600, 120);
    await page.waitForTimeout(100);
    expect(await navbar(page).getAttribute("data-visible")).toBe("false");
    await page.mouse.move(600, 40, { steps: 3 });
    await expectShown(page);
    await recordVisibility(page);
    await page.mouse.move(600, 500, { steps: 3 });
    await expectHidden(page);
    // Timers never fire early, so the grace period is measurable even on a busy machine.
    const { leftAt, hiddenAt } = await visibilityLog(page);
    expect(hiddenAt - leftAt).toBeGreaterThanOrEqual(290);
  });

  test("after a section link is clicked, stays 2 s under the resting pointer, then hides", async ({
    page,
  }) => {
    await recordVisibility(page);
    const started = await page.evaluate(() => performance.now());
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Portfolio", exact: true })
      .click();
    await expectHidden(page);
    const { hiddenAt } = await visibilityLog(page);
    expect(hiddenAt - started).toBeGreaterThanOrEqual(1_990);
  });

  test("shows when something in it receives keyboard focus", async ({ page }) => {
    await scrollDown(page);
    await expectHidden(page);
    const scrollY = await page.evaluate(() => window.scrollY);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Portfolio" })
      .evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await expectShown(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  });

  test("section links scroll to their section with the 70 px offset", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "About", exact: true }).click();
    await expectSectionAtOffset(page, "about");
    await expect(page).toHaveURL(/\/$/);
    await page.mouse.move(600, 20);
    await nav.getByRole("link", { name: "Get Quote" }).click();
    await expectSectionAtOffset(page, "contact");
  });

  test("the phone icon asks before dialling", async ({ page }) => {
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /^Call / })
      .click();
    // The dialog's event can reach the test just after the click resolves, on a busy machine.
    await expect.poll(() => asked).toMatch(/^Call \(\d{3}\) \d{3}-\d{4}\?$/);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("navbar on phones", () => {
  test.use({ viewport: phone });

  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
  });

  test("the menu toggle opens and closes the section links", async ({ page }) => {
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(menu.getByRole("link", { name: "Reviews" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 700);
    await expect(menu).toBeHidden();
  });

  test("a menu link closes the menu and scrolls to its section", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Portfolio" }).last().click();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expectSectionAtOffset(page, "portfolio");
  });

  test("hides on scroll down and shows on scroll up", async ({ page }) => {
    await expectShown(page);
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
    await expectHidden(page);
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
    await expectShown(page);
  });
});
