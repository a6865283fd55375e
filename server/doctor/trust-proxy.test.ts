import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { doctorContext, listeningApp } from "../../tests/support/doctor-context";
import { startFrontStandIn } from "../../tests/support/front-stand-in";
import { startHttpStub } from "../../tests/support/server";
import { selfSignedCertificate } from "../../tests/support/tls-certificate";
import { isPublicAddress, trustProxyCheck } from "./trust-proxy";

let tls: { key: string; cert: string };
beforeAll(() => {
  tls = selfSignedCertificate();
});

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/**
 * The doctor on 127.0.0.1 asks the app through an HTTPS front, which reaches the app from
 * 127.0.0.2: the app must name 127.0.0.1, the doctor, not 127.0.0.2, the front.
 */
async function check(trustProxy: string, forwardedFor: "replace" | "append" | "none") {
  const app = await listeningApp({ TRUST_PROXY: trustProxy });
  cleanup.push(() => app.close());
  const front = await startFrontStandIn({ target: app.url, forwardedFor, tls });
  cleanup.push(() => front.close());
  const http = { timeoutMs: 3_000, ca: tls.cert };
  const [line] = await trustProxyCheck(doctorContext({ PUBLIC_URL: front.url }, { http }));
  return line;
}

describe("doctor: TRUST_PROXY matches what the server sees", () => {
  it("is ok when the server names the doctor's own address through a trusted front", async () => {
    const line = await check("loopback", "replace");
    expect(line).toMatchObject({ mark: "ok", subject: "TRUST_PROXY" });
    expect(line?.detail).toContain("127.0.0.1");
  });

  it("is ok with a hop count behind a front that appends to X-Forwarded-For", async () => {
    expect(await check("1", "append")).toMatchObject({ mark: "ok" });
  });

  it("fails when the server takes the front's address for every visitor, naming it", async () => {
    const line = await check("false", "replace");
    expect(line).toMatchObject({ mark: "fail", detail: expect.stringContaining("127.0.0.2") });
    expect(line?.fix).toMatch(/TRUST_PROXY to that proxy's address .*127\.0\.0\.2/);
  });

  it("fails when a visitor's own X-Forwarded-For is believed", async () => {
    const line = await check("true", "append");
    expect(line).toMatchObject({ mark: "fail", detail: expect.stringContaining("203.0.113.77") });
    expect(line?.fix).toMatch(/trust only the proxy in front/);
  });

  it("fails when the server does not answer whom it sees, and waits for PUBLIC_URL", async () => {
    const app = await listeningApp();
    cleanup.push(() => app.close());
    await app.app.close();
    const front = await startFrontStandIn({ target: app.url, forwardedFor: "replace", tls });
    cleanup.push(() => front.close());
    const http = { timeoutMs: 3_000, ca: tls.cert };
    const [broken] = await trustProxyCheck(doctorContext({ PUBLIC_URL: front.url }, { http }));
    expect(broken).toMatchObject({ mark: "fail", detail: expect.stringContaining("502") });
    const [unset] = await trustProxyCheck(doctorContext());
    expect(unset).toMatchObject({ mark: "warn", detail: expect.stringMatching(/PUBLIC_URL/) });
  });

  it("warns where it cannot tell a NAT from a proxy, and says how to decide", async () => {
    const answers = [
      { seen: { address: "198.51.100.9", proxied: false }, mark: "warn", says: /CDN/ },
      { seen: { address: "10.0.0.9", proxied: true }, mark: "warn", says: /one more hop/ },
      { seen: { address: "198.51.100.9", proxied: true }, mark: "ok", says: undefined },
    ];
    for (const { seen, mark, says } of answers) {
      const server = await startHttpStub((_request, response) => {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify(seen));
      });
      cleanup.push(() => server.close());
      const [line] = await trustProxyCheck(doctorContext({ PUBLIC_URL: server.url }));
      expect(line?.mark, seen.address).toBe(mark);
      if (says) expect(line?.fix).toMatch(says);
    }
  });

  it("tells public addresses from a proxy's private ones", () => {
    for (const address of [
      "127.0.0.1",
      "::ffff:10.1.2.3",
      "172.18.0.1",
      "192.168.1.9",
      "fd00::1",
      "100.64.0.1",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ["198.51.100.4", "::ffff:203.0.113.9", "2001:db8::1"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
