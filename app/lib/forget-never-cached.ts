import { neverCached } from "../../contracts/never-cached";

/**
 * Deletes every copy of a path that is never cached (the inbox's, the API's) from every
 * cache of the origin, whoever stored it, and leaves the rest (the visitors' offline
 * pages) alone. Resolves to how many went.
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
