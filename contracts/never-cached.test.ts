import { describe, expect, it } from "vitest";
import { neverCached } from "./never-cached";

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
