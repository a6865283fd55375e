// @vitest-environment jsdom
import type { ClientDirective } from "astro";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import interact from "./interact-directive";
import { watchMenusBeforeHydration } from "./menus-before-hydration";

// jsdom has no popovers; Chromium, Firefox and Safari do.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "popover", { value: null, configurable: true });
});

afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, "popover");
});

it("lets the phone menu's first tap through to the browser, which opens it without React", () => {
  const island = document.createElement("astro-island");
  island.setAttribute("ssr", "");
  island.innerHTML =
    '<button popovertarget="site-menu">Open menu</button><a href="tel:+16305550142">Call</a><div id="site-menu" popover></div>';
  document.body.append(island);
  watchMenusBeforeHydration();
  const load = vi.fn(() => new Promise<() => Promise<void>>(() => {}));
  const directive = {
    name: "interact",
    value: { on: "page" },
  } as unknown as Parameters<ClientDirective>[1];
  void interact(load, directive, island);

  const tap = new MouseEvent("click", { bubbles: true, cancelable: true });
  island.querySelector("button")?.dispatchEvent(tap);
  expect(tap.defaultPrevented).toBe(false);

  // Any other click in the island still waits for it.
  const call = new MouseEvent("click", { bubbles: true, cancelable: true });
  island.querySelector("a")?.dispatchEvent(call);
  expect(call.defaultPrevented).toBe(true);
});

it("reads no position as the page is parsed, where it would force a layout before the paint", () => {
  const position = vi.fn(() => 0);
  Object.defineProperty(window, "scrollY", { get: position, configurable: true });
  try {
    watchMenusBeforeHydration();
    expect(position).not.toHaveBeenCalled();
  } finally {
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  }
});
