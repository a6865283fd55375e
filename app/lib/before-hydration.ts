import { afterFirstPaint } from "./after-first-paint";
import { replayKeysOnceHydrated } from "./keys-before-hydration";
import { watchMenusBeforeHydration } from "./menus-before-hydration";

/**
 * The one script Astro's island loader imports before any directive runs (astro.config.ts,
 * decision 081). It is small and imports nothing at load: the page's link behavior and the
 * prefetch listener are fetched once the first content has painted, so no chain of modules
 * competes with the stylesheet and the font (issue 39). Islands wait for it, so the link
 * behavior still runs before any island hydrates; a tap made meanwhile is held by the
 * directive's inline code (decision 202).
 *
 * Vite's loader for dynamic imports lives in this file (astro.config.ts), so a module this
 * file awaits must not load anything dynamically: it would wait for this file, which waits
 * for it. Such imports belong here instead (before-hydration.test.ts holds the rule).
 */
// A visitor's first scroll, press or key must close an open menu and reach the island it
// wakes, however early it comes (decision 202): these two listen from the start.
watchMenusBeforeHydration();
replayKeysOnceHydrated();

await afterFirstPaint();
const [prefetch] = await Promise.all([
  import("astro/virtual-modules/prefetch.js"),
  import("./page-behaviour"),
]);
prefetch.init();
// /review reached from a review request (FirstPaintFlags.astro marked it): only then is the
// code that reports the homeowner's first choice fetched (decision 216).
if (document.documentElement.dataset.reviewRequest !== undefined) {
  void import("./review-request-visit").then((visit) => visit.startReviewRequestVisit());
}
