import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  expectSectionAtOffset,
  hydrated,
  phone,
  scrollSettled,
  SECTION_OFFSET,
  topOf,
} from "./shell-helpers";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

/** Follows a link to `to` from the current page, as a visitor with a stale link would. */
async function followLink(page: Page, to: string) {
  await page.evaluate((path) => {
    const link = document.createElement("a");
    link.href = path;
    link.textContent = "stale link";
    document.body.append(link);
  }, to);
  await page.getByRole("link", { name: "stale link" }).click();
}

test.describe("redirects", () => {
  test("an unknown address typed into the browser lands on the home page", async ({ page }) => {
    for (const path of ["/no-such-page", "/services/no-such-service/extra", "/deep/path/here"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator("#home")).toBeVisible();
    }
  });

  test("old addresses land on their new pages", async ({ page }) => {
    await page.goto("/client-review");
    await expect(page).toHaveURL(/\/review$/);
    await page.goto("/general-contractor");
    await expect(page).toHaveURL(/\/gc-services$/);
  });

  test("following a link to an unknown path goes home", async ({ page }) => {
    await page.goto("/faq");
    await hydrated(page);
    await followLink(page, "/no-such-page");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#home")).toBeVisible();
  });

  test("following a link to an old address goes to its new page", async ({ page }) => {
    await page.goto("/faq");
    await hydrated(page);
    await followLink(page, "/general-contractor");
    await expect(page).toHaveURL(/\/gc-services$/);
    await followLink(page, "/client-review");
    await expect(page).toHaveURL(/\/review$/);
  });

  test("on a plain static host, the not-found page redirects unknown paths home", async ({
    page,
  }) => {
    // A static host answers unknown paths with the build's 404.html; the page must send
    // the visitor home on its own.
    const fallback = readFileSync(join(clientDir, "404.html"), "utf8");
    await page.route("**/static-host/unknown", (route) =>
      route.fulfill({ status: 404, contentType: "text/html", body: fallback }),
    );
    await page.goto("/static-host/unknown");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("on a plain static host, an old address's own page forwards to the new one", async ({
    page,
  }) => {
    const html = readFileSync(join(clientDir, "general-contractor", "index.html"), "utf8");
    await page.route("**/general-contractor", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: html }),
    );
    await page.goto("/general-contractor");
    await expect(page).toHaveURL(/\/gc-services$/);
  });
});

test.describe("scrolling on route changes", () => {
  test("a new page starts at the top", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const footer = page.locator("footer");
    await footer.scrollIntoViewIfNeeded();
    await scrollSettled(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await footer.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.locator("footer").scrollIntoViewIfNeeded();
    await scrollSettled(page);
    await page.locator("footer").getByRole("link", { name: "General Contractor" }).click();
    await expect(page).toHaveURL(/\/gc-services$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("back returns to where the visitor was", async ({ page }) => {
    await page.goto("/faq");
    await hydrated(page);
    await page.locator("footer").scrollIntoViewIfNeeded();
    await scrollSettled(page);
    const before = await page.evaluate(() => window.scrollY);
    await page.locator("footer").getByRole("link", { name: "General Contractor" }).click();
    await expect(page).toHaveURL(/\/gc-services$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  });

  test("back to the home page returns to the section the visitor was reading", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/");
    await hydrated(page);
    const about = page.locator("#about-heading");
    // Read down the page as a visitor does, a wheel turn at a time.
    while ((await topOf(about)) > 300) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(50);
    }
    await scrollSettled(page);
    const before = Math.round(await topOf(about));
    await page.goto("/faq");
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => Math.round(await topOf(about))).toBe(before);
  });

  test("/#section opens the home page at that section, 70 px below the top", async ({ page }) => {
    for (const id of ["reviews", "about"]) {
      await page.goto(`/#${id}`);
      await hydrated(page);
      await expectSectionAtOffset(page, id);
    }
  });

  test("/#section still lands on its section when a box above it takes its height during the glide", async ({
    page,
  }) => {
    // A photo or an island above the section that takes its size late, as on a busy CI
    // run where /#about stood 580 px down: the page grows while it glides.
    await page.addInitScript(() => {
      addEventListener("DOMContentLoaded", () =>
        setTimeout(() => {
          const late = document.createElement("div");
          late.style.height = "500px";
          document.querySelector("main")?.prepend(late);
        }, 300),
      );
    });
    await page.goto("/#about");
    await expectSectionAtOffset(page, "about");
  });

  test("a link from another page to /#section scrolls there smoothly after the page opens", async ({
    page,
  }) => {
    await page.goto("/faq");
    await hydrated(page);
    await page.locator("footer").scrollIntoViewIfNeeded();
    await scrollSettled(page);
    // Every position the next page scrolls through, from its very start.
    await page.addInitScript(() => {
      const w = window as unknown as { scrolls: number[] };
      w.scrolls = [];
      window.addEventListener("scroll", () => w.scrolls.push(window.scrollY), { passive: true });
    });
    await page.locator("footer").getByRole("link", { name: "Reviews", exact: true }).click();
    await expect(page).toHaveURL(/\/#reviews$/);
    await expectSectionAtOffset(page, "reviews");
    const scrolls = await page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls);
    const finalY = await page.evaluate(() => window.scrollY);
    // The new page opens at the top, then glides down to the section: it passes through
    // positions short of it rather than jumping there at once.
    expect(scrolls.length).toBeGreaterThan(1);
    expect(scrolls.some((y) => y > 0 && y < finalY - 2)).toBe(true);
  });

  test("honours reduced motion by jumping straight to the section", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/faq");
    await hydrated(page);
    await page.locator("footer").getByRole("link", { name: "About Us", exact: true }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expectSectionAtOffset(page, "about");
    await context.close();
  });

  test("the section offset clears the navigation bar", async ({ page }) => {
    await page.goto("/#about");
    await hydrated(page);
    await expectSectionAtOffset(page, "about");
    const header = page.locator("header[data-visible]");
    const box = await header.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(SECTION_OFFSET);
    expect(await topOf(page.locator("#about"))).toBeGreaterThanOrEqual(SECTION_OFFSET - 2);
  });
});
