/**
 * The islands' code, asked for while the visitor reads rather than when they tap (issue
 * 56, decision 247): once the page script has run (after the lead photo, decision 223) and
 * the page is idle, each island still waiting for a touch has its component and renderer
 * named in a `modulepreload` link. The browser fetches and compiles them and runs nothing,
 * so no task of the page grows; a tap then waits for no network, only for hydration.
 * A visitor on a metered line (Save-Data) is left to fetch them on the tap.
 */
export function warmWaitingIslands(): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const named = new Set(
    [...document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].map(
      (link) => link.href,
    ),
  );
  for (const island of document.querySelectorAll("astro-island[ssr][client=interact]")) {
    for (const attribute of ["renderer-url", "component-url"]) {
      const url = island.getAttribute(attribute);
      if (!url) continue;
      const href = new URL(url, document.baseURI).href;
      if (named.has(href)) continue;
      named.add(href);
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
  }
}

/** Warms the islands once the page has nothing left to run. */
export function warmIslandsWhenIdle(): void {
  const warm = () => warmWaitingIslands();
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(warm, { timeout: 5000 });
  } else {
    setTimeout(warm, 200);
  }
}
