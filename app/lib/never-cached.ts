/**
 * What no Cache Storage cache may hold: any answer of the API (the inbox's leads, photos
 * and CSV among them) and the inbox's page. A copy there outlives the session that
 * fetched it: a service worker would serve it offline, or to whoever uses the device after
 * sign-out, revoke, erasure or retention (decision 196). The worker's routes skip these
 * paths (scripts/service-worker.mjs, whose page route repeats this test), and
 * `forgetNeverCached` deletes copies an older worker kept.
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

/**
 * Deletes every copy of such a path from every cache of the origin, whoever stored it,
 * and leaves the rest (the visitors' offline pages) alone. Resolves to how many went.
 */
export async function forgetNeverCached(storage: CacheStorage): Promise<number> {
  let deleted = 0;
  for (const name of await storage.keys()) {
    const cache = await storage.open(name);
    for (const request of await cache.keys()) {
      if (neverCached(new URL(request.url).pathname) && (await cache.delete(request))) {
        deleted += 1;
      }
    }
  }
  return deleted;
}
