import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html";

describe("escapeHtml", () => {
  it("escapes the five characters that could open a tag, an entity or leave an attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });

  it("escapes an ampersand once, so an entity already typed is shown as typed", () => {
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });

  it("leaves every other character alone", () => {
    expect(escapeHtml("Kitchens, Bathrooms — 30% off\nline two")).toBe(
      "Kitchens, Bathrooms — 30% off\nline two",
    );
  });
});
