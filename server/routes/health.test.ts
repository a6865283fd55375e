import { afterEach, describe, expect, it } from "vitest";
import { apiRoutes } from "../../contracts/routes";
import { startTestApp, type TestApp } from "../../tests/support/server";

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const ask = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    url: apiRoutes.healthClient,
    remoteAddress,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });

describe("GET /api/health/client: the address the server believes is the caller's", () => {
  it("answers a caller straight on the Internet with its own address, never cached", async () => {
    harness = await startTestApp({ TRUST_PROXY: "false" });
    const response = await ask(harness, "198.51.100.4");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({ address: "198.51.100.4", proxied: false });
  });

  it("answers a visitor behind a trusted proxy with the address the proxy forwarded", async () => {
    harness = await startTestApp({ TRUST_PROXY: "1" });
    const response = await ask(harness, "10.0.0.5", "198.51.100.1");
    expect(response.json()).toEqual({ address: "198.51.100.1", proxied: true });
  });

  it("an attacker's X-Forwarded-For from a peer that is not trusted is not believed", async () => {
    harness = await startTestApp({ TRUST_PROXY: "10.0.0.0/8" });
    const response = await ask(harness, "198.51.100.66", "192.0.2.1");
    expect(response.json()).toEqual({ address: "198.51.100.66", proxied: false });
  });

  it("an attacker asking through the proxy learns only their own address, not the proxy's nor the header", async () => {
    harness = await startTestApp({ TRUST_PROXY: "2" });
    const response = await ask(harness, "10.0.0.5", "192.0.2.77, 198.51.100.9, 10.1.2.3");
    expect(response.json()).toEqual({ address: "198.51.100.9", proxied: true });
    expect(response.body).not.toMatch(/10\.0\.0\.5|10\.1\.2\.3|192\.0\.2\.77/);
    expect(
      Object.keys(response.headers).filter((name) => /forwarded|x-real-ip/i.test(name)),
    ).toEqual([]);
  });
});
