import { describe, expect, it } from "vitest";
import { forgetNeverCached, neverCached } from "./never-cached";

/** Paths a worker must never keep, as an attacker or a careless link may spell them. */
const inboxPaths = [
  "/api/admin/entries/lead-1/photos/0",
  "/api/admin/inbox.csv",
  "/api/auth/sign-out",
  "/api/health",
  "/api",
  "/admin",
  "/admin/",
  "/admin/leads/2854-KG1R-E07E",
  "/%61pi/admin/entries/lead-1/photos/0",
  "/api/%61dmin/session",
  "/%61dmin/leads/lead-1",
  "//api/admin/session",
  "/API/Admin/session",
  "/api/%zz",
];

/** Paths of the public site, whose offline copies stay. */
const publicPaths = [
  "/",
  "/faq",
  "/services/kitchen-remodeling",
  "/administration",
  "/apiary",
  "/assets/entry-BDn9JFRa.js",
  "/images/portfolio/manifest.json",
  "/%zz",
];

describe("neverCached", () => {
  it.each(inboxPaths)("keeps %s out of every cache", (path) => {
    expect(neverCached(path)).toBe(true);
  });

  it.each(publicPaths)("lets %s be cached", (path) => {
    expect(neverCached(path)).toBe(false);
  });
});

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
