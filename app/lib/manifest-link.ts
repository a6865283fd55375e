/**
 * Where the web app manifest is served (public/). The layout links it for a browser
 * without script only; where script runs, `linkManifest` does (decision 223).
 */
export const manifestHref = "/site.webmanifest";

/**
 * Links the web app manifest, once. Linked from the HTML, Chrome fetches it and its icon
 * while the lead photo is still on its way, and Lighthouse counts both against the page's
 * largest paint (decision 223); nothing needs it before a visitor could install the site.
 */
export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = manifestHref;
  document.head.append(link);
}
