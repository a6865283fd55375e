import { expect, test, type Page } from "@playwright/test";
import { firstPress, labelLines, openAtOnce } from "./first-tap";

/** A phone visitor on All Services, acting the moment the page's HTML is there. */

const grid = (page: Page) => page.getByRole("list", { name: "Services" });
const seenCards = (page: Page) => grid(page).locator(":scope > li").filter({ visible: true });
const search = (page: Page) => page.getByRole("searchbox", { name: "Find a service" });
const showMore = (page: Page) => page.getByRole("button", { name: /^Show More Services/ });

test("the first screen's cards have their photos, with alt text, in the HTML", async ({ page }) => {
  await openAtOnce(page, "/all-services", { cpu: 4 });
  const firstCard = seenCards(page).first();
  await expect(firstCard.locator("picture img")).toHaveCount(1);
  await expect(firstCard.locator("picture img")).toHaveAttribute("alt", /.*/);
});

test("a search typed at once keeps every letter and filters, Roofing first", async ({ page }) => {
  await openAtOnce(page, "/all-services", { cpu: 4 });
  await firstPress(page, search(page));
  await page.keyboard.type("roof");
  await expect(search(page)).toHaveValue("roof");
  await expect(page.getByRole("status").filter({ hasText: /found/ })).toHaveText(
    /^[2-9] services found$/,
    { timeout: 15_000 },
  );
  await expect(seenCards(page).first().getByRole("heading")).toHaveText("Roofing");
});

test("a search that matches nothing, typed at once, says so", async ({ page }) => {
  await openAtOnce(page, "/all-services", { cpu: 4 });
  await firstPress(page, search(page));
  await page.keyboard.type("zzzz");
  await expect(page.getByRole("heading", { name: "No services found" })).toBeVisible({
    timeout: 15_000,
  });
});

test("the first tap on Show More shows more", async ({ page }) => {
  await openAtOnce(page, "/all-services", { cpu: 4 });
  await expect(seenCards(page)).toHaveCount(6);
  await showMore(page).scrollIntoViewIfNeeded();
  await firstPress(page, showMore(page));
  await expect(seenCards(page)).toHaveCount(12, { timeout: 15_000 });
});

for (const width of [320, 390]) {
  test(`Show More stays on one line at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/all-services");
    const lines = await labelLines(showMore(page));
    expect(lines).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });
}
