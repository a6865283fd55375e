import { init as startPrefetch } from "astro/virtual-modules/prefetch.js";
import { inTurns } from "./in-turns";
import { linkManifest } from "./manifest-link";
import "./page-behaviour";
import { registerServiceWorker } from "./service-worker";
import { fetchTextFaceForNextPages } from "./text-face";
import { recordVisitSource } from "./visit-source";

/**
 * The page's own script, fetched once its lead photo is drawn, or sooner for a visitor who
 * reaches for something (page-script-loader.ts, decisions 222 and 223): the link behavior
 * (page-behaviour.ts), then, each in a task of its own so that none waits on the others,
 * the visit's source (visit-source.ts), Astro's prefetch listener, the web app manifest's
 * link (manifest-link.ts), the text face for the visit's next pages (text-face.ts,
 * decision 221) and the service worker. Islands that wake on a touch wait for it
 * (interact-directive.ts), so its link behavior listens before any of them hydrates. The
 * menus' closing rules and the keys that wake an island cannot wait for a fetch: they
 * listen from the directive's inline code.
 */
inTurns([
  recordVisitSource,
  startPrefetch,
  linkManifest,
  fetchTextFaceForNextPages,
  registerServiceWorker,
]);
// /review reached from a review request (FirstPaintFlags.astro marked it): only then is the
// code that reports the homeowner's first choice fetched (decision 216).
if (document.documentElement.dataset.reviewRequest !== undefined) {
  void import("./review-request-visit").then((visit) => visit.startReviewRequestVisit());
}
