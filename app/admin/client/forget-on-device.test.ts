// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authRoutes } from "~contracts/admin-api";
import { createAdminClient } from "./client";
import { hasPasskeyOnDevice, rememberPasskeyOnDevice } from "./passkeys";

/** Cache Storage in memory, with what an older worker left: a lead's photo and the inbox. */
function olderWorkersCaches() {
  const pages = new Map<string, Request>();
  for (const path of ["/faq", "/admin/leads/lead-1", "/api/admin/entries/lead-1/photos/0"]) {
    pages.set(`${location.origin}${path}`, new Request(`${location.origin}${path}`));
  }
  const cache = {
    keys: async () => [...pages.values()],
    delete: async (request: Request) => pages.delete(request.url),
  };
  vi.stubGlobal("caches", {
    keys: async () => ["pages"],
    open: async () => cache,
  });
  return () => [...pages.keys()].map((url) => new URL(url).pathname);
}

let answer: () => Response | Promise<Response>;

beforeEach(() => {
  answer = () => new Response(null, { status: 204 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => answer()),
  );
  rememberPasskeyOnDevice("owner@example.com");
  sessionStorage.setItem("quote-draft:contact", JSON.stringify({ name: "Rosa" }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe("signing out", () => {
  it("leaves no copy of a lead's photo or the inbox in any cache, nor the owner's address in storage", async () => {
    const cached = olderWorkersCaches();
    const client = createAdminClient({ onSignedOut: vi.fn() });
    await client.signOut();
    expect(vi.mocked(fetch)).toHaveBeenCalledWith(authRoutes.signOut, expect.anything());
    expect(cached()).toEqual(["/faq"]);
    expect(hasPasskeyOnDevice("owner@example.com")).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it("keeps a visitor's form draft", async () => {
    olderWorkersCaches();
    await createAdminClient({ onSignedOut: vi.fn() }).signOut();
    expect(sessionStorage.getItem("quote-draft:contact")).toBe(JSON.stringify({ name: "Rosa" }));
  });

  it("forgets the same when the server cannot be reached, and still says it failed", async () => {
    const cached = olderWorkersCaches();
    answer = () => Promise.reject(new TypeError("Failed to fetch"));
    await expect(createAdminClient({ onSignedOut: vi.fn() }).signOut()).rejects.toMatchObject({
      status: 0,
    });
    expect(cached()).toEqual(["/faq"]);
    expect(hasPasskeyOnDevice("owner@example.com")).toBe(false);
  });
});
