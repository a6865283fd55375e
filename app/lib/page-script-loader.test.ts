// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageScriptTemplateId } from "../../contracts/page-script";

/**
 * The page's own script waits for the lead photo, so that Lighthouse does not count it
 * against the largest paint (issue 39), unless a visitor presses, types or wakes an island.
 */

const ran = "__pageScriptRuns";
declare global {
  var __pageScriptRuns: number | undefined;
}

let decoded = () => {};
let page = 0;

beforeEach(() => {
  vi.resetModules();
  globalThis[ran] = 0;
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([
    { name: "first-contentful-paint" } as PerformanceEntry,
  ]);
  const template = document.createElement("template");
  template.id = pageScriptTemplateId;
  const script = document.createElement("script");
  script.type = "module";
  // A new address each time: the module cache would otherwise run it only once.
  page += 1;
  script.src = `data:text/javascript,globalThis.${ran}%2B%2B;//${page}`;
  template.content.append(script);
  const photo = document.createElement("img");
  photo.setAttribute("fetchpriority", "high");
  photo.decode = () => new Promise<void>((resolve) => (decoded = resolve));
  document.body.append(template, photo);
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe("loadPageScript", () => {
  it("runs the page's script once the lead photo has been drawn, not before", async () => {
    const { loadPageScript } = await import("./page-script-loader");
    const loaded = loadPageScript();
    await settle();
    expect(globalThis[ran]).toBe(0);
    decoded();
    await loaded;
    expect(globalThis[ran]).toBe(1);
  });

  it("runs it at once for an island a visitor reached", async () => {
    const { loadPageScript } = await import("./page-script-loader");
    void loadPageScript();
    await settle();
    await loadPageScript({ now: true });
    expect(globalThis[ran]).toBe(1);
  });

  it("runs it at once when a visitor presses anywhere", async () => {
    const { loadPageScript } = await import("./page-script-loader");
    const loaded = loadPageScript();
    await settle();
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await loaded;
    expect(globalThis[ran]).toBe(1);
  });
});
