// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { replayKeysOnceHydrated } from "./keys-before-hydration";

/** An island as the build writes it, before Astro has started hydrating it. */
function island(html: string) {
  const element = document.createElement("astro-island");
  element.setAttribute("ssr", "");
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

const press = (target: Element, key: string) => {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

/** Past the mutation record and the idle moment after it (stubbed at 1 ms). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeAll(() => replayKeysOnceHydrated());

beforeEach(() => {
  vi.stubGlobal("requestIdleCallback", (run: () => void) => setTimeout(run, 1));
});

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

it("replays an Escape pressed in a waking island on the same element, once it has hydrated", async () => {
  const element = island('<nav><a href="https://example.org">Facebook</a></nav>');
  const link = element.querySelector("a")!;
  const early = press(link, "Escape");
  // Never held back: the browser's own handling of the key goes ahead.
  expect(early.defaultPrevented).toBe(false);

  const keys = vi.fn((event: KeyboardEvent) => [event.key, event.target]);
  element.addEventListener("keydown", keys);
  await settle();
  expect(keys).not.toHaveBeenCalled();

  element.removeAttribute("ssr");
  await settle();
  expect(keys.mock.results.map((result) => result.value)).toEqual([["Escape", link]]);
});

it("replays an arrow on a control, but leaves a field's arrows and text to the browser", async () => {
  const element = island(
    '<div role="slider" tabindex="0"></div><input name="search" aria-label="Search">',
  );
  const slider = element.querySelector("[role='slider']")!;
  const input = element.querySelector("input")!;
  press(slider, "ArrowRight");
  press(input, "ArrowDown");
  press(input, "r");
  press(slider, "Enter");
  const keys = vi.fn((event: KeyboardEvent) => event.key);
  element.addEventListener("keydown", keys);
  element.removeAttribute("ssr");
  await settle();
  expect(keys.mock.results.map((result) => result.value)).toEqual(["ArrowRight"]);
});

it("replays nothing for a key pressed once the island is awake, nor on an element gone", async () => {
  const awake = island("<button>Play</button>");
  awake.removeAttribute("ssr");
  const button = awake.querySelector("button")!;
  const seen = vi.fn();
  awake.addEventListener("keydown", seen);
  press(button, "Escape");
  expect(seen).toHaveBeenCalledTimes(1);

  const waking = island("<button>Close</button>");
  press(waking.querySelector("button")!, "Escape");
  const replayed = vi.fn();
  waking.addEventListener("keydown", replayed);
  // Hydration drew the island anew.
  waking.replaceChildren(document.createElement("button"));
  waking.removeAttribute("ssr");
  await settle();
  await settle();
  expect(seen).toHaveBeenCalledTimes(1);
  expect(replayed).not.toHaveBeenCalled();
});
