import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { reviewRequestQuery, routes } from "../../contracts/routes";
import { fontHeldKey } from "../lib/text-face";
import { pagesKey } from "../lib/visit-source";

// The head's inline script cannot import: it names the review page and the request's mark
// itself, and this keeps them the ones the tracked link redirects with.
const script = readFileSync(new URL("./FirstPaintFlags.astro", import.meta.url), "utf8");

describe("FirstPaintFlags", () => {
  it("marks the page and query a review request's link lands on", () => {
    expect(script).toContain(`location.pathname === "${routes.review}"`);
    expect(script).toContain(`from=${reviewRequestQuery.from}(&|$)`);
  });

  it("draws a page in the fallback until the text face is held in this tab", () => {
    expect(script).toContain(`sessionStorage.getItem("${fontHeldKey}")`);
    expect(script).toContain("root.dataset.fontFallback");
  });

  it("notes each page and its referrer where the visit's source reads them", () => {
    expect(script).toContain(`sessionStorage.getItem("${pagesKey}")`);
    expect(script).toContain(`sessionStorage.setItem("${pagesKey}", `);
    expect(script).toContain("${page} ${document.referrer}\\n");
  });
});
