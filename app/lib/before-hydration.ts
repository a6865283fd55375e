import { afterFirstPaint } from "./after-first-paint";

/**
 * The one script Astro's island loader imports before any directive runs (astro.config.ts,
 * decision 081). It is small and imports nothing at load: the page's link behaviour and the
 * prefetch listener are fetched once the first content has painted, so no chain of modules
 * competes with the stylesheet and the font (issue 39). Islands wait for it, so the link
 * behaviour still runs before any island hydrates; a tap made meanwhile is held by the
 * directive's inline code (decision 202).
 */
await afterFirstPaint();
const [prefetch] = await Promise.all([
  import("astro/virtual-modules/prefetch.js"),
  import("./page-behaviour"),
]);
prefetch.init();
