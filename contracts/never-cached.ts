/**
 * What no Cache Storage cache may hold: any answer of the API (the inbox's leads, photos
 * and CSV among them) and the inbox's page. A copy there outlives the session that
 * fetched it: a service worker would serve it offline, or to whoever uses the device after
 * sign-out, revoke, erasure or retention (decision 196). The worker's routes skip these
 * paths (scripts/service-worker.mjs, whose page route repeats this test), and the browser
 * deletes copies an older worker kept (app/lib/forget-never-cached.ts).
 */
const privatePath = /^\/+(?:api|admin)(?:\/|$)/i;

/**
 * Whether a path is the inbox's or the API's. Read decoded, as the server routes it: it
 * answers /%61pi/admin/... as /api/admin/....
 */
export function neverCached(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is judged as written.
  }
  return privatePath.test(path);
}
