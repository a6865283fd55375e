import { test } from "@playwright/test";
import { stripScripts } from "../../scripts/bench/page-floor";
import { expectNoAxeViolations } from "./axe";
import { scrollPositions, sitemapPaths } from "./shell-helpers";

/**
 * Each page as it stands before any script has run: the HTML with its scripts removed, the
 * page's floor in the bench (docs/architecture.md §9). A visitor on a slow phone reads it
 * this way first, so it must pass axe on its own, captions over lazy photos included.
 */
test("before any script runs, every page passes axe with its photos loaded", async ({
  page,
  request,
}) => {
  test.slow();
  await page.route("**/*", async (route) => {
    const kind = route.request().resourceType();
    if (kind === "script") return route.abort();
    if (kind !== "document") return route.continue();
    const response = await route.fetch();
    return route.fulfill({ response, body: stripScripts(await response.text()) });
  });
  for (const path of await sitemapPaths(request)) {
    await page.goto(path);
    for (const y of await scrollPositions(page)) await page.evaluate((top) => scrollTo(0, top), y);
    await page.evaluate(() => scrollTo(0, 0));
    await expectNoAxeViolations(page);
  }
});
