// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { linkManifest, manifestHref } from "./manifest-link";

afterEach(() => {
  document.head.innerHTML = "";
});

describe("linkManifest", () => {
  it("links the manifest from the head, once", () => {
    linkManifest();
    linkManifest();
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("href")).toBe(manifestHref);
  });
});
