import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminRoutes, authRoutes } from "~contracts/admin-api";
import { ApiFailure, createAdminClient } from "./client";

type Sent = { url: string; init: RequestInit };
let sent: Sent[] = [];
let answer: () => Response | Promise<Response>;

beforeEach(() => {
  sent = [];
  answer = () => Response.json({});
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return answer();
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("createAdminClient", () => {
  it("sends state changes as same-origin JSON", async () => {
    const client = createAdminClient({ onSignedOut: vi.fn() });
    await client.addNote("lead 1", "Called back");
    const { url, init } = sent[0] ?? { url: "", init: {} };
    expect(url).toBe(adminRoutes.notes("lead 1"));
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ body: "Called back" });
  });

  it("changes a status with PATCH", async () => {
    const client = createAdminClient({ onSignedOut: vi.fn() });
    await client.setStatus("lead-1", "won");
    expect(sent[0]?.init.method).toBe("PATCH");
    expect(sent[0]?.url).toBe(adminRoutes.entry("lead-1"));
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ status: "won" });
  });

  it("removes a passkey and signs out a session with DELETE", async () => {
    answer = () => new Response(null, { status: 204 });
    const client = createAdminClient({ onSignedOut: vi.fn() });
    await client.removePasskey("key 1");
    await client.removeSession("session-1");
    expect(sent.map((s) => [s.init.method, s.url])).toEqual([
      ["DELETE", adminRoutes.passkey("key 1")],
      ["DELETE", adminRoutes.sessionById("session-1")],
    ]);
  });

  it("reads nothing from an empty answer", async () => {
    answer = () => new Response(null, { status: 204 });
    const client = createAdminClient({ onSignedOut: vi.fn() });
    await expect(client.signOut()).resolves.toBeUndefined();
  });

  it("signs the island out on a 401 from the inbox API, not from a sign-in route", async () => {
    const onSignedOut = vi.fn();
    const client = createAdminClient({ onSignedOut });
    answer = () => Response.json({ error: "Sign in first" }, { status: 401 });
    await expect(client.session()).rejects.toMatchObject({ status: 401, message: "Sign in first" });
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    await expect(client.signIn("c", {})).rejects.toBeInstanceOf(ApiFailure);
    expect(sent[1]?.url).toBe(authRoutes.passkeySignIn);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it("reports an unreachable server as status 0", async () => {
    answer = () => Promise.reject(new TypeError("Failed to fetch"));
    const client = createAdminClient({ onSignedOut: vi.fn() });
    await expect(client.inbox({ status: "open", q: "" })).rejects.toMatchObject({ status: 0 });
  });

  it("keeps the status of an answer that is not JSON", async () => {
    answer = () => new Response("Bad gateway", { status: 502, statusText: "Bad Gateway" });
    const client = createAdminClient({ onSignedOut: vi.fn() });
    await expect(client.entry("x")).rejects.toMatchObject({ status: 502 });
  });
});
