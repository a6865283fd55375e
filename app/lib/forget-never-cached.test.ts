import { describe, expect, it } from "vitest";
import { forgetNeverCached } from "./forget-never-cached";

/** Cache Storage in memory, as much of it as the clean-up uses. */
function memoryCaches(contents: Record<string, string[]>): CacheStorage {
  const stores = new Map(
    Object.entries(contents).map(([name, paths]) => [
      name,
      new Map(
        paths.map((path) => [
          `https://example.com${path}`,
          new Request(`https://example.com${path}`),
        ]),
      ),
    ]),
  );
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Request>();
    stores.set(name, store);
    return {
      keys: async () => [...store.values()],
      delete: async (request: Request) => store.delete(request.url),
    } as unknown as Cache;
  };
  return { keys: async () => [...stores.keys()], open } as unknown as CacheStorage;
}

describe("forgetNeverCached", () => {
  it("deletes an older worker's copies of the inbox from every cache, and nothing else", async () => {
    const storage = memoryCaches({
      pages: ["/", "/admin", "/admin/leads/lead-1", "/api/admin/entries/lead-1/photos/0", "/faq"],
      "workbox-precache-v2": ["/assets/entry-BDn9JFRa.js"],
      manifests: ["/images/portfolio/manifest.json", "/%61pi/admin/inbox.csv"],
    });
    expect(await forgetNeverCached(storage)).toBe(4);
    const left: Record<string, string[]> = {};
    for (const name of await storage.keys()) {
      const cache = await storage.open(name);
      left[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    expect(left).toEqual({
      pages: ["/", "/faq"],
      "workbox-precache-v2": ["/assets/entry-BDn9JFRa.js"],
      manifests: ["/images/portfolio/manifest.json"],
    });
  });
});
