import { afterFirstPaint } from "./after-first-paint";
import { heldForLater } from "./page-script-loader";

let linked: Promise<unknown> | undefined;

/**
 * Links the site's whole stylesheet, held in the page script's <template> while the page
 * draws from the rules its HTML uses (decision 224), once an island wakes: what React
 * draws anew (a dialog, an error, a chosen service) may need rules the page's HTML never
 * used. Settles once it has loaded or failed, so an island waits for it and never draws
 * without them. A page that never wakes an island never pays for the whole stylesheet's
 * parsing and restyling. Every caller gets the same promise; a page without the held link
 * (development, the inbox) settles at once.
 */
export function linkWholeStylesheet(): Promise<unknown> {
  linked ??= afterFirstPaint().then(() => {
    const held = heldForLater('link[rel="stylesheet"]');
    if (!held) return undefined;
    const link = document.importNode(held, true);
    const settled = new Promise((resolve) => {
      link.addEventListener("load", resolve, { once: true });
      link.addEventListener("error", resolve, { once: true });
    });
    document.head.append(link);
    return settled;
  });
  return linked;
}
