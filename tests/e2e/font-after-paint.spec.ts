import { expect, test, type Page } from "@playwright/test";

/**
 * Decision 221: the first page of a visit is drawn in the text face's metric-matched
 * fallback, and the face is fetched once that page has loaded, so it never holds the first
 * paint, never shares the line with the lead photo and never moves text. The visit's next
 * pages are drawn in the face from their first paint, and a browser without script
 * preloads it as before.
 */
const fontFile = /\/assets\/inter-core\.[\w-]+\.woff2$/;

/** Waits until the page has fetched the text face; says when, and how the body is drawn. */
function afterTheFace(page: Page) {
  return page.evaluate(async () => {
    const font = () =>
      performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".woff2"));
    await new Promise<void>((resolve) => {
      const check = () => (font() ? resolve() : setTimeout(check, 50));
      check();
    });
    await document.fonts.ready;
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    return {
      loaded: navigation?.loadEventStart ?? NaN,
      painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      fontRequested: font()?.startTime ?? NaN,
      bodyFont: getComputedStyle(document.body).fontFamily,
      faceLoaded: [...document.fonts].some(
        (face) => face.family.includes("Inter Variable") && face.status === "loaded",
      ),
    };
  });
}

test("a visit's first page is drawn in the fallback and fetches the face once loaded", async ({
  browser,
}) => {
  for (const path of ["/contact", "/services/kitchen-remodeling", "/"]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font") fonts.push(new URL(r.url()).pathname);
    });
    await page.goto(path);
    const seen = await afterTheFace(page);
    expect(seen.fontRequested, path).toBeGreaterThanOrEqual(seen.loaded);
    expect(seen.fontRequested, path).toBeGreaterThanOrEqual(seen.painted);
    expect(seen.bodyFont, path).toMatch(/^"Inter Fallback"/);
    expect(seen.faceLoaded, path).toBe(true);
    expect(fonts.length, path).toBe(1);
    expect(
      fonts.every((font) => fontFile.test(font)),
      path,
    ).toBe(true);
    await context.close();
  }
});

test("the next page of the visit is drawn in the text face from its first paint", async ({
  page,
}) => {
  await page.goto("/faq");
  await afterTheFace(page);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("font-held"))).toBe("");
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const { fontFamily } = getComputedStyle(document.body);
      sessionStorage.setItem("test:first-font", fontFamily);
    });
  });
  await page.goto("/contact");
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("test:first-font")))
    .toMatch(/^"Inter Variable"/);
});

test("Back to a page drawn in the fallback draws it in the fallback again", async ({ page }) => {
  await page.goto("/faq");
  await afterTheFace(page);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("font-held"))).toBe("");
  await page.goto("/contact");
  expect(
    await page.evaluate(() => document.documentElement.hasAttribute("data-font-fallback")),
  ).toBe(false);
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
  const family = await page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily);
  expect(family).toMatch(/^"Inter Fallback"/);
});

test("nothing on a phone's first screen moves while a first page loads", async ({ browser }) => {
  for (const path of ["/contact", "/faq", "/services/kitchen-remodeling", "/gallery", "/"]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          shifts.push((entry as PerformanceEntry & { value: number }).value);
        }
      }).observe({ type: "layout-shift", buffered: true });
      Object.assign(window, { layoutShifts: shifts });
    });
    await page.goto(path);
    await afterTheFace(page);
    const shift = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    );
    expect(shift, path).toBeLessThan(0.01);
    await context.close();
  }
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the text face is preloaded and drawn as before", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font") fonts.push(new URL(r.url()).pathname);
    });
    await page.goto("/contact");
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    expect(fonts.every((font) => fontFile.test(font))).toBe(true);
    const family = await page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily);
    expect(family).toMatch(/^"Inter Variable"/);
  });
});
