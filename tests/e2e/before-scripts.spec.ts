import { expect, test } from "@playwright/test";
import { stripScripts } from "../../scripts/bench/page-floor";
import { expectNoAxeViolations } from "./axe";
import { builtSitemapPaths, scrollPositions, sitemapPaths } from "./shell-helpers";

/**
 * Each page as it stands before any script has run: the HTML with its scripts removed, the
 * page's floor in the bench (docs/architecture.md §9). A visitor on a slow phone reads it
 * this way first, so it must pass axe on its own, captions over lazy photos included.
 * A test per page, so that the two workers share them and no one test holds every page.
 */
const paths = builtSitemapPaths();

test("the pages checked are every page the server's sitemap lists", async ({ request }) => {
  expect(paths.length).toBeGreaterThan(0);
  expect(paths).toEqual(await sitemapPaths(request));
});

for (const path of paths) {
  test(`before any script runs, ${path} passes axe with its photos loaded`, async ({ page }) => {
    await page.route("**/*", async (route) => {
      const kind = route.request().resourceType();
      if (kind === "script") return route.abort();
      if (kind !== "document") return route.continue();
      const response = await route.fetch();
      return route.fulfill({ response, body: stripScripts(await response.text()) });
    });
    await page.goto(path);
    for (const y of await scrollPositions(page)) await page.evaluate((top) => scrollTo(0, top), y);
    await page.evaluate(() => scrollTo(0, 0));
    await expectNoAxeViolations(page);
  });
}
