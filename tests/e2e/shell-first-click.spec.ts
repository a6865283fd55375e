import { expect, test } from "@playwright/test";
import { firstPress, noIslandHydrated, openAtOnce } from "./first-tap";

/**
 * A desktop visitor's first click lands on a page whose islands have not woken, with no
 * hover before it to wake them: the click must do what it says all the same.
 */

test.describe("a desktop visitor's first click", () => {
  test("on the navbar's phone icon asks before dialling", async ({ page }) => {
    await openAtOnce(page, "/");
    expect(await noIslandHydrated(page)).toBe(true);
    const asked = new Promise<string>((resolve) => {
      page.once("dialog", (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      });
    });
    await firstPress(page, page.getByRole("link", { name: /^Call \(630\)/ }).first());
    expect(await asked).toBe("Call (630) 555-0142?");
  });
});

test.describe("the social menu on a wide screen", () => {
  test("is open in the HTML itself, before any script runs", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    await page.goto("/faq");
    const links = page.getByRole("navigation", { name: /social/i });
    await expect(links).toBeVisible();
    await expect(links.getByRole("link", { name: /Instagram/ })).toBeVisible();
    await context.close();
  });

  test("is closed in the HTML on a phone, before any script runs", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto("/faq");
    await expect(page.getByRole("navigation", { name: /social/i })).toBeHidden();
    await expect(page.locator("#social-menu > button")).toBeVisible();
    await context.close();
  });

  test("its toggle closes it on the first click, before hydration", async ({ page }) => {
    await openAtOnce(page, "/faq");
    const links = page.getByRole("navigation", { name: /social/i });
    await expect(links).toBeVisible();
    await firstPress(page, page.locator("#social-menu > button"));
    await expect(links).toBeHidden({ timeout: 15_000 });
  });
});

test.describe("every sub-page's header", () => {
  for (const path of [
    "/all-services",
    "/gallery",
    "/faq",
    "/contact",
    "/gc-services",
    "/review",
    "/privacy-policy",
    "/services/roofing",
    "/services/kitchen-remodeling",
  ]) {
    test(`${path} carries the logo and the company's name, linking home`, async ({ page }) => {
      await page.goto(path);
      const brand = page.getByRole("banner").getByRole("link", { name: /Ironwood/ });
      await expect(brand).toBeVisible();
      await expect(brand).toHaveAttribute("href", "/");
      await expect(brand.locator("svg")).toBeVisible();
      await expect(brand).toContainText("Ironwood");
    });
  }
});

test.describe("the social menu's first screen", () => {
  for (const width of [800, 1024, 1240, 1280, 1366]) {
    test(`at ${width} px it covers no text before the visitor scrolls`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/", "/all-services", "/services/roofing", "/gc-services", "/faq"]) {
        await page.goto(path);
        const covered = await page.evaluate(() => {
          const menu = document.getElementById("social-menu");
          const nav = menu?.querySelector("nav");
          if (!menu || !nav) throw new Error("no social menu");
          const box = nav.getBoundingClientRect();
          if (box.width === 0) return [];
          const found: string[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!node.textContent?.trim() || !parent || menu.contains(parent)) continue;
            if (!parent.checkVisibility({ visibilityProperty: true })) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const hit = [...range.getClientRects()].some(
              (r) =>
                r.width > 1 &&
                r.right > box.left &&
                r.left < box.right &&
                r.bottom > box.top &&
                r.top < box.bottom,
            );
            if (hit) found.push(node.textContent.trim().slice(0, 40));
          }
          return found;
        });
        expect(covered, path).toEqual([]);
      }
    });
  }

  test("it starts open from 1280 px and closed below", async ({ page }) => {
    const links = page.getByRole("navigation", { name: /social/i });
    await page.setViewportSize({ width: 1279, height: 800 });
    await page.goto("/faq");
    await expect(links).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/faq");
    await expect(links).toBeVisible();
  });
});
