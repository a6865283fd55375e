// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageScriptTemplateId } from "../../contracts/page-script";

/** The whole stylesheet comes only when an island wakes, and an island waits for it. */

beforeEach(() => {
  vi.resetModules();
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([
    { name: "first-contentful-paint" } as PerformanceEntry,
  ]);
  const template = document.createElement("template");
  template.id = pageScriptTemplateId;
  const held = document.createElement("link");
  held.rel = "stylesheet";
  held.href = "/assets/site.css";
  template.content.append(held);
  document.body.append(template);
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
  document.head.innerHTML = "";
});

const linked = () => document.head.querySelectorAll('link[rel="stylesheet"]');

describe("linkWholeStylesheet", () => {
  it("links the held stylesheet once, and settles once it has loaded", async () => {
    const { linkWholeStylesheet } = await import("./whole-stylesheet");
    expect(linked()).toHaveLength(0);
    let settled = false;
    const first = linkWholeStylesheet().then(() => (settled = true));
    const again = linkWholeStylesheet();
    await vi.waitFor(() => expect(linked()).toHaveLength(1));
    expect(linked()[0]?.getAttribute("href")).toBe("/assets/site.css");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    linked()[0]?.dispatchEvent(new Event("load"));
    await Promise.all([first, again]);
    expect(settled).toBe(true);
    expect(linked()).toHaveLength(1);
  });

  it("settles when the stylesheet fails, so an island still wakes", async () => {
    const { linkWholeStylesheet } = await import("./whole-stylesheet");
    const done = linkWholeStylesheet();
    await vi.waitFor(() => expect(linked()).toHaveLength(1));
    let settled = false;
    const after = done.then(() => (settled = true));
    linked()[0]?.dispatchEvent(new Event("error"));
    await after;
    expect(settled).toBe(true);
  });

  it("settles at once on a page that holds no stylesheet", async () => {
    document.body.innerHTML = "";
    const { linkWholeStylesheet } = await import("./whole-stylesheet");
    await expect(linkWholeStylesheet()).resolves.toBeUndefined();
    expect(linked()).toHaveLength(0);
  });
});
