import { pageScriptTemplateId } from "../../contracts/page-script";
import { afterFirstPaint, afterLeadPhoto } from "./after-first-paint";

let loading: Promise<unknown> | undefined;
let hurry = () => {};

/** A visitor pressing or typing anywhere may be leaving for a link or about to use a control. */
const reaching = ["pointerdown", "touchstart", "keydown"] as const;

/**
 * What the page script's <template> holds under `selector` (its script, or the whole
 * stylesheet's link), fetched by nobody until read from here.
 */
export function heldForLater(selector: string): Element | null {
  const template = document.getElementById(pageScriptTemplateId);
  return template instanceof HTMLTemplateElement ? template.content.querySelector(selector) : null;
}

function importPageScript(): Promise<unknown> {
  const src = heldForLater("script")?.getAttribute("src");
  return src ? import(/* @vite-ignore */ src).catch(() => undefined) : Promise.resolve();
}

/**
 * Imports the page's own script (app/lib/page-script.ts) from the address in its
 * <template> (decision 222): after the lead photo has painted, so that it never counts
 * against the page's largest paint, or as soon as the first content has painted once a
 * visitor presses, types, or reaches for an island (`now`). Every caller gets the same
 * module: the directive's inline code starts it on every page, an island about to hydrate
 * waits for it, and the inbox starts it on mount. A page without the template
 * (development, where Astro's tag runs as it arrives), or a fetch that failed, resolves
 * all the same: an island must still wake.
 */
export function loadPageScript({ now = false } = {}): Promise<unknown> {
  loading ??= new Promise<void>((resolve) => {
    hurry = resolve;
    for (const type of reaching) {
      document.addEventListener(type, hurry, { capture: true, passive: true, once: true });
    }
    void afterLeadPhoto().then(hurry);
  })
    .then(() => afterFirstPaint())
    .then(importPageScript);
  if (now) hurry();
  return loading;
}
