import type { Locator, Page, Route } from "@playwright/test";

/**
 * A visitor's first seconds: the page is opened and acted on at once, before any island
 * has hydrated, with no hover first. On the phone project the CPU runs 4x slower, as
 * Lighthouse's mobile run and a mid-range phone do, so scripts arrive late.
 */

/** Slows the page's CPU the way Lighthouse's mobile preset does. */
export async function slowCpu(page: Page, rate = 4) {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate });
}

/**
 * Opens a page and returns as soon as its HTML is parsed (`domcontentloaded`), before
 * islands wake: whatever a test does next is a visitor's first action. On the phone
 * project the CPU is slowed first.
 */
export async function openAtOnce(page: Page, path: string, { cpu = 1 } = {}) {
  if (cpu > 1) await slowCpu(page, cpu);
  await page.addInitScript(withoutRestingCursor);
  await page.goto(path, { waitUntil: "domcontentloaded" });
}

/**
 * The emulated cursor rests at the page's top corner from the start, and Chrome reports
 * what is drawn under it as a mouse's pointer over: the islands that react to the whole
 * page wake before the visitor's first event, which is then no longer first. Such events
 * stop at the window until `firstPress` brings the cursor in, and always on a touch
 * screen, which has no cursor (a tap's own, pointerType "touch", pass).
 */
export function withoutRestingCursor() {
  window.addEventListener(
    "pointerover",
    (event) => {
      const cursorIn = navigator.maxTouchPoints === 0 && "firstPressComing" in window;
      if (event.pointerType === "mouse" && !cursorIn) event.stopImmediatePropagation();
    },
    true,
  );
}

/** Whether no island of the page has hydrated yet (Astro drops `ssr` once it has). */
export function noIslandHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll("astro-island")].every((island) => island.hasAttribute("ssr")),
  );
}

/**
 * One tap on the phone, one click on desktop, with nothing before it: no hover, no
 * pointer passing over first. Playwright's own `tap` and `click` move the pointer there
 * first, so this dispatches the event sequence of a single real press at the element's
 * center through the browser's input pipeline.
 */
export async function firstPress(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error("The control has no box to press");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  if (touch) {
    await page.touchscreen.tap(x, y);
  } else {
    await page.evaluate(() => Object.assign(window, { firstPressComing: true }));
    await page.mouse.click(x, y);
  }
}

/**
 * Holds every script the page asks for until `release` is called: whatever the test does
 * in between happens, for certain, before any island has woken. (Astro's directives are
 * inline in the HTML and run; the islands' code and React wait.)
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

/** How many lines a control's label takes: its text's boxes, grouped by how far down. */
export function labelLines(control: Locator): Promise<number> {
  return control.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const tops: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) if (box.width > 0) tops.push(box.top);
    }
    tops.sort((a, b) => a - b);
    return tops.filter((top, i) => i === 0 || top - (tops[i - 1] ?? top) > 8).length;
  });
}
