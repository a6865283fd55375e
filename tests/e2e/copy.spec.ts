import { expect, test } from "@playwright/test";
import { sitemapPaths } from "./shell-helpers";
import { britishSpellings } from "../support/us-english";

/** What a visitor reads, hears or sees named on a page: its text, alt text and labels. */
function readableText() {
  const named = [...document.querySelectorAll("[alt], [aria-label], [title], [placeholder]")]
    .flatMap((element) =>
      ["alt", "aria-label", "title", "placeholder"].map((name) => element.getAttribute(name)),
    )
    .filter((value): value is string => !!value);
  const meta = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
  return [document.title, meta, document.body.innerText, ...named].join("\n");
}

test.describe("copy", () => {
  test("every page is written in US English, alt text and labels included", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const found: Record<string, string[]> = {};
    for (const path of [...(await sitemapPaths(request)), "/a-page-that-is-not-here"]) {
      await page.goto(path);
      const spellings = britishSpellings(await page.evaluate(readableText));
      if (spellings.length > 0) found[path] = spellings;
    }
    expect(found).toEqual({});
  });

  test("the footer's copyright is this year's", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("contentinfo")).toContainText(
      `© ${new Date().getFullYear()} Ironwood`,
    );
  });
});
