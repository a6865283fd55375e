import { afterLeadPhoto } from "./after-first-paint";

/**
 * The mark on <html> that holds back every photo marked `.after-lead-photo` (app/app.css)
 * until the page's lead photo has been drawn (decision 226). Inlined with the page's
 * rules, since it is set before the whole stylesheet arrives (scripts/astro/critical-css.ts).
 */
export const leadPhotoPendingAttribute = "data-lead-photo-pending";

/**
 * Holds the photos that can wait until the lead photo is on screen, then lets the browser
 * fetch them as it would have: lazily, as they come near. Lighthouse counts every request
 * that finishes before the largest paint against it, and on a slow line these photos
 * would share it with the lead photo. The same code sets the mark and takes it away, so a
 * page whose script never ran holds nothing back, and `afterLeadPhoto` ends its wait within
 * seconds whatever happens to the photo.
 */
export function holdPhotosForLeadPhoto(): void {
  const root = document.documentElement;
  root.setAttribute(leadPhotoPendingAttribute, "");
  void afterLeadPhoto().finally(() => root.removeAttribute(leadPhotoPendingAttribute));
}
