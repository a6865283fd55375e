import interact from "./interact/directive";
import { listenForEarlyClicks } from "./interact/clicks";
import { replayKeysOnceHydrated } from "./keys-before-hydration";
import { holdPhotosForLeadPhoto } from "./lead-photo-first";
import { watchMenusBeforeHydration } from "./menus-before-hydration";
import { loadPageScript } from "./page-script-loader";

/**
 * The file Astro writes into every page's HTML for `client:interact` (astro.config.ts): the
 * page-wide work that must start as soon as the HTML reaches it, before Astro calls the
 * directive for any island, then the directive itself (interact/directive.ts, which does
 * nothing on import).
 *
 * - A visitor's first scroll, press or key must close an open menu and reach the island it
 *   wakes, however early it comes (decision 202): these listen from the page's HTML, not
 *   from a file fetched after the paint (decision 222).
 * - Every page with an island that waits for a touch loads the page's own script after
 *   the paint.
 * - Written before the collage in the HTML, so its other photos wait for the lead photo
 *   from the first layout on (decision 226).
 */
export function listenFromTheHtml() {
  watchMenusBeforeHydration();
  replayKeysOnceHydrated();
  listenForEarlyClicks();
  void loadPageScript();
  holdPhotosForLeadPhoto();
}

listenFromTheHtml();

export default interact;
