import { encodeTouch, sourceKeys, type Touch } from "../../contracts/visit-touch";

/**
 * Where this tab's visit came from (issue 38, decision 217), kept in sessionStorage: no
 * cookie, nothing that outlives the tab, nothing sent anywhere until the visitor sends a
 * request. The first page of the visit is its first touch; a later landing that brings a
 * source (another site's link, a campaign's parameters, an ad's click id) is its last.
 */

// The same keys as ./visit-touches.ts, which the quote form reads with: importing them
// would put both in one chunk, loaded on every page (visit-source.test.ts keeps them equal).
export const firstKey = "visit-first-touch";
export const lastKey = "visit-last-touch";
/** The pages the head's inline script notes before any script file runs (FirstPaintFlags.astro). */
export const pagesKey = "visit-pages";

/**
 * The referrer as an address, or null when the visit came directly (no referrer, or one
 * that is not a URL). An empty referrer, the usual case, is not parsed at all: a failed
 * parse throws, and a page's first throw costs a phone a few milliseconds of its script.
 */
function referrerURL(referrer: string): URL | null {
  if (referrer === "") return null;
  try {
    return new URL(referrer);
  } catch {
    return null;
  }
}

export function touchOf(url: URL, referrer: string): Touch {
  const touch: Touch = { path: url.pathname };
  const from = referrerURL(referrer);
  if (from && from.host !== url.host) touch.ref = from.host;
  for (const key of sourceKeys) {
    const value = url.searchParams.get(key);
    if (value) touch[key] = value;
  }
  return touch;
}

/**
 * The touch that starts the visit. A first page left before its script ran (a tap on a slow
 * phone while the lead photo was still coming, decision 223) recorded nothing; the page
 * that follows has its full address as the referrer, which the site's referrer policy sends
 * within the site, so its campaign and click id are not lost, only where it came from.
 */
function landingTouch(url: URL, referrer: string): Touch {
  const from = referrerURL(referrer);
  // Without a referrer from this site, this page is the landing.
  if (from && from.host === url.host) return touchOf(from, "");
  return touchOf(url, referrer);
}

/** One page of the visit: its address and the referrer it was reached with. */
type PageVisit = { url: URL; referrer: string };

/**
 * The pages the head's inline script noted since a page script last ran
 * (FirstPaintFlags.astro), oldest first: each line is the page's path and query, a space,
 * then its referrer. Neither holds a space or a line break: the browser encodes both in an
 * address it serializes.
 */
function notedPages(text: string, origin: string): PageVisit[] {
  const visits: PageVisit[] = [];
  for (const line of text.split("\n")) {
    const [page = "", referrer = ""] = line.split(" ");
    if (!page.startsWith("/")) continue;
    try {
      const url = new URL(page, origin);
      // Only a path of this site was noted; "//host/…" would name another.
      if (url.origin === origin) visits.push({ url, referrer });
    } catch {
      // A line no address can be read from notes nothing.
    }
  }
  return visits;
}

function recordPage(storage: Storage, { url, referrer }: PageVisit): void {
  const first = storage.getItem(firstKey);
  if (first === null) return storage.setItem(firstKey, encodeTouch(landingTouch(url, referrer)));
  const touch = touchOf(url, referrer);
  const text = encodeTouch(touch);
  if (Object.keys(touch).length > 1 && text !== first) storage.setItem(lastKey, text);
}

/**
 * Records the touches of every page the head noted since a page script last ran, in the
 * order they were visited, as if each page's own script had run: a visitor who taps on
 * before it does (a slow phone, a busy machine) keeps the landing's campaign, click id and
 * referring site. Without a note (storage refused to the head), the page records itself.
 */
export function recordVisitSource(
  storage: Storage = sessionStorage,
  url = new URL(location.href),
  referrer = document.referrer,
): void {
  try {
    const noted = storage.getItem(pagesKey);
    storage.removeItem(pagesKey);
    const visits = noted === null ? [{ url, referrer }] : notedPages(noted, url.origin);
    for (const visit of visits) recordPage(storage, visit);
  } catch {
    // Storage refused (a private mode, a full quota): the lead goes without its source.
  }
}
