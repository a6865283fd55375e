import { describe, expect, it } from "vitest";
import { neverCached } from "../contracts/never-cached";
import { runtimeCaching } from "./service-worker.mjs";

const origin = "https://example.com";

/** The cache a request would land in, or null when no route takes it (the network answers). */
function cacheFor(path: string, mode: "navigate" | "no-cors" | "cors" = "navigate") {
  const url = new URL(path, origin);
  const route = runtimeCaching.find((r) => r.urlPattern({ request: { mode }, url }));
  return route?.options.cacheName ?? null;
}

/** What the owner's browser may ask for, as the inbox, a text's link or an attacker spells it. */
const inboxPaths = [
  "/api/admin/entries/lead-1/photos/0",
  "/api/admin/inbox.csv?status=open",
  "/api/admin/session",
  "/api/auth/sign-out",
  "/api/photos/lead-1/0?expires=1&signature=x",
  "/api/images/manifest.json",
  "/admin",
  "/admin/leads/2854-KG1R-E07E",
  "/%61pi/admin/entries/lead-1/photos/0",
  "/api/%61dmin/entries/lead-1/photos/0",
  "/%61dmin/leads/lead-1",
  "//api/admin/session",
  "/API/admin/session",
];

describe("the worker's runtime caching", () => {
  it.each(inboxPaths)("an owner's %s enters no cache, opened or fetched", (path) => {
    for (const mode of ["navigate", "no-cors", "cors"] as const) {
      expect(cacheFor(path, mode)).toBeNull();
    }
  });

  it("keeps caching what visitors read offline", () => {
    expect(cacheFor("/")).toBe("pages");
    expect(cacheFor("/faq")).toBe("pages");
    expect(cacheFor("/administration")).toBe("pages");
    expect(cacheFor("/images/portfolio/manifest.json", "cors")).toBe("manifests");
    expect(cacheFor("/assets/entry-BDn9JFRa.js", "cors")).toBe("assets");
    expect(cacheFor("/images/portfolio/kitchen-1a2b3c4d5e-960.avif", "no-cors")).toBe("images");
  });

  it("leaves out of the page cache exactly what the inbox's clean-up deletes", () => {
    for (const path of [...inboxPaths, "/", "/faq", "/apiary", "/%zz", "/api/%zz"]) {
      const pathname = new URL(path, origin).pathname;
      expect(cacheFor(path) === null, path).toBe(neverCached(pathname));
    }
  });
});
