import { connect } from "node:net";
import { Writable } from "node:stream";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { offProvider } from "./captcha/provider";
import { loadConfig } from "./config";
import { openDatabase, type Store } from "./db/database";
import { createLogger } from "./logger";
import { startTestApp, type TestApp, tempDir, testConfig } from "../tests/support/server";

/** Production, the default, needs its public origin (issue 32), the CLI as much as the server. */
const deployed = { PUBLIC_URL: "https://www.ironwood.example" };

let harness: TestApp | undefined;
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await harness?.close();
  await cleanup?.();
  harness = cleanup = undefined;
});

/** A POST that the rate limit counts (its empty body is refused after the limit). */
const post = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/contact",
    remoteAddress,
    headers: {
      "content-type": "application/json",
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    payload: "{}",
  });

describe("the visitor's IP behind a proxy", () => {
  it("with TRUST_PROXY as a hop count, each visitor behind the proxy gets its own bucket", async () => {
    harness = await startTestApp({ TRUST_PROXY: "1", RATE_LIMIT_MAX: "2" });
    const proxy = "203.0.113.10";
    expect((await post(harness, proxy, "198.51.100.1")).statusCode).toBe(400);
    expect((await post(harness, proxy, "198.51.100.1")).statusCode).toBe(400);
    expect((await post(harness, proxy, "198.51.100.1")).statusCode).toBe(429);
    expect((await post(harness, proxy, "198.51.100.2")).statusCode).toBe(400);
    // One hop: an address the visitor wrote in front of the proxy's own entry is ignored.
    expect((await post(harness, proxy, "192.0.2.99, 198.51.100.1")).statusCode).toBe(429);
  });

  it("counts two hops with TRUST_PROXY=2", async () => {
    harness = await startTestApp({ TRUST_PROXY: "2", RATE_LIMIT_MAX: "1" });
    const lb = "203.0.113.10";
    expect((await post(harness, lb, "198.51.100.1, 10.0.0.7")).statusCode).toBe(400);
    expect((await post(harness, lb, "198.51.100.1, 10.0.0.8")).statusCode).toBe(429);
    expect((await post(harness, lb, "198.51.100.2, 10.0.0.7")).statusCode).toBe(400);
  });

  it("without trust, everyone behind an outside proxy shares its bucket", async () => {
    harness = await startTestApp({ RATE_LIMIT_MAX: "1" });
    const proxy = "203.0.113.10";
    expect((await post(harness, proxy, "198.51.100.1")).statusCode).toBe(400);
    expect((await post(harness, proxy, "198.51.100.2")).statusCode).toBe(429);
  });

  it("groups IPv6 visitors by /64", async () => {
    harness = await startTestApp({ RATE_LIMIT_MAX: "1" });
    expect((await post(harness, "127.0.0.1", "2001:db8:1:2::1")).statusCode).toBe(400);
    expect((await post(harness, "127.0.0.1", "2001:db8:1:2:ffff::9")).statusCode).toBe(429);
    expect((await post(harness, "127.0.0.1", "2001:db8:1:3::1")).statusCode).toBe(400);
  });
});

/** The app with a logger whose lines the test can read. */
async function appWithLog(env: Record<string, string>) {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const config = testConfig({ LOG_LEVEL: "info", ...env });
  const store: Store = await openDatabase(config);
  const app = await buildApp({
    config,
    store,
    captcha: offProvider,
    serveSite: false,
    logger: createLogger(config, sink),
  });
  cleanup = async () => {
    await app.close();
    await store.close();
  };
  const warnings = () => lines.filter((line) => line.level === 40).map((line) => line.msg);
  return { app, warnings };
}

describe("X-Forwarded-For from a peer that is not trusted", () => {
  const forwarded = { "x-forwarded-for": "198.51.100.1" };

  it("is warned about once in production, naming TRUST_PROXY", async () => {
    const { app, warnings } = await appWithLog({ ...deployed, NODE_ENV: "production" });
    for (let i = 0; i < 3; i++) {
      await app.inject({ url: "/api/health", remoteAddress: "10.0.0.5", headers: forwarded });
    }
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatch(/TRUST_PROXY/);
  });

  it("is not warned about from a trusted proxy, nor without the header", async () => {
    const { app, warnings } = await appWithLog({
      ...deployed,
      NODE_ENV: "production",
      TRUST_PROXY: "1",
    });
    await app.inject({ url: "/api/health", remoteAddress: "10.0.0.5", headers: forwarded });
    const untrusted = await appWithLog({ ...deployed, NODE_ENV: "production" });
    await untrusted.app.inject({ url: "/api/health", remoteAddress: "10.0.0.5" });
    expect([...warnings(), ...untrusted.warnings()]).toEqual([]);
  });
});

describe("timeouts", () => {
  it("by default cut a stalled client off well within 30 s", () => {
    const config = loadConfig(deployed);
    expect(config.HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(20_000);
    expect(config.CONNECTION_TIMEOUT_MS).toBeLessThanOrEqual(20_000);
    expect(config.KEEP_ALIVE_TIMEOUT_MS).toBeLessThanOrEqual(20_000);
  });

  it("by default let a phone on a slow uplink finish sending 5 photos, and no longer", () => {
    const config = loadConfig(deployed);
    // The form's largest request: 5 photos of about 500 KB, at Lighthouse's mobile upload
    // rate of 750 kbit/s, with room for a slower phone (decision 190).
    const formMaximum = (5 * 500 * 1024 * 8) / 750_000;
    expect(config.REQUEST_TIMEOUT_MS).toBeGreaterThanOrEqual(formMaximum * 1000 * 3);
    expect(config.REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(120_000);
    expect(config.HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(config.REQUEST_TIMEOUT_MS);
  });

  /** Opens a raw socket, runs `behave`, and resolves with how long until the server closed it. */
  async function closedAfter(port: number, behave: (write: (text: string) => void) => void) {
    const socket = connect(port, "127.0.0.1");
    const started = Date.now();
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    behave((text) => socket.write(text));
    await new Promise<void>((resolve) => {
      socket.on("data", () => {});
      socket.on("error", () => resolve());
      socket.on("close", () => resolve());
    });
    return Date.now() - started;
  }

  async function listening() {
    harness = await startTestApp({
      REQUEST_TIMEOUT_MS: "1500",
      HEADERS_TIMEOUT_MS: "1000",
      CONNECTION_TIMEOUT_MS: "1000",
      KEEP_ALIVE_TIMEOUT_MS: "500",
      DATA_DIR: tempDir(),
    });
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    return (harness.app.server.address() as AddressInfo).port;
  }

  it("close a socket that sends headers a byte at a time", async () => {
    const port = await listening();
    const request = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ";
    let timer: NodeJS.Timeout | undefined;
    const ms = await closedAfter(port, (write) => {
      write(request);
      // Never idle long enough for the socket timeout: only the headers deadline can stop it.
      timer = setInterval(() => write("a"), 100);
    });
    clearInterval(timer);
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(4_000);
  });

  it("close a socket whose body stalls, and one that never says anything", async () => {
    const port = await listening();
    const stalledBody = closedAfter(port, (write) =>
      write(
        "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
          'Content-Length: 200\r\n\r\n{"name":',
      ),
    );
    const silent = closedAfter(port, () => {});
    for (const ms of await Promise.all([stalledBody, silent])) expect(ms).toBeLessThan(4_000);
  });

  it("close an idle keep-alive connection", async () => {
    const port = await listening();
    const ms = await closedAfter(port, (write) =>
      write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
    );
    expect(ms).toBeLessThan(3_000);
  });
});
