import { pageScriptTemplateId } from "../../contracts/page-script";
import { afterFirstPaint, afterLeadPhoto } from "./after-first-paint";

let loading: Promise<unknown> | undefined;
let hurry = () => {};

/** A visitor pressing or typing anywhere may be leaving for a link or about to use a control. */
const reaching = ["pointerdown", "touchstart", "keydown"] as const;

/**
 * Links the site's whole stylesheet, held beside the script while the page draws from the
 * rules it inlines (decision 224). Settles once it has loaded or failed, so that an island
 * never draws a menu or a dialog before its rules are in.
 */
function linkStylesheet(held: Element | null): Promise<unknown> {
  if (!held) return Promise.resolve();
  const link = document.importNode(held, true);
  const settled = new Promise((resolve) => {
    link.addEventListener("load", resolve, { once: true });
    link.addEventListener("error", resolve, { once: true });
  });
  document.head.append(link);
  return settled;
}

function importPageScript(): Promise<unknown> {
  const template = document.getElementById(pageScriptTemplateId);
  if (!(template instanceof HTMLTemplateElement)) return Promise.resolve();
  const src = template.content.querySelector("script")?.getAttribute("src");
  return Promise.all([
    linkStylesheet(template.content.querySelector('link[rel="stylesheet"]')),
    src ? import(/* @vite-ignore */ src).catch(() => undefined) : undefined,
  ]);
}

/**
 * Imports the page's own script (app/lib/page-script.ts) from the address in its
 * <template>, and links the stylesheet held with it (decisions 222 and 224): after the lead photo has painted, so that it never counts
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
