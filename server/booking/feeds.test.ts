import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Store } from "../db/database";
import { FeedError, feedLimits, feedUrl, fetchFeed, isPublicAddress } from "./feed-fetch";
import { addFeed, feedBusy, feedStatuses, maskFeedUrl, refreshFeeds } from "./feeds";

const ics = readFileSync(join(import.meta.dirname, "fixtures", "google.ics"), "utf8");
const secret = "private-abc123secret";
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === `/${secret}/basic.ics`) return response.end(ics);
    if (request.url === "/huge.ics") {
      response.write("x".repeat(feedLimits.maxBytes));
      return response.end("more");
    }
    if (request.url === "/slow.ics") return setTimeout(() => response.end(ics), 2_000);
    if (request.url === "/to-file") {
      response.writeHead(302, { location: "file:///etc/passwd" });
      return response.end();
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("fetching a calendar feed", () => {
  it("takes https and webcal, and refuses http and private addresses unless allowed locally", () => {
    expect(feedUrl("webcal://p01-caldav.icloud.com/published/2/abc", false).protocol).toBe(
      "https:",
    );
    expect(() => feedUrl("http://calendar.example.com/a.ics", false)).toThrow("not https");
    for (const host of [
      "127.0.0.1",
      "10.1.2.3",
      "169.254.169.254",
      "[::1]",
      "[fd00::1]",
      "192.168.1.1",
    ]) {
      expect(() => feedUrl(`https://${host}/a.ics`, false)).toThrow("not a public address");
    }
    expect(feedUrl(`${base}/a.ics`, true).protocol).toBe("http:");
    expect(isPublicAddress("8.8.8.8")).toBe(true);
    expect(isPublicAddress("::ffff:127.0.0.1")).toBe(false);
  });

  it("refuses a host name that resolves to a private address, before connecting", async () => {
    await expect(fetchFeed("https://localhost/feed.ics", { allowLocal: false })).rejects.toThrow(
      "not a public address",
    );
  });

  it("reads a feed, stops at the size cap and the time cap, and checks every redirect", async () => {
    expect(await fetchFeed(`${base}/${secret}/basic.ics`, { allowLocal: true })).toContain(
      "BEGIN:VCALENDAR",
    );
    await expect(fetchFeed(`${base}/huge.ics`, { allowLocal: true })).rejects.toThrow("size cap");
    await expect(
      fetchFeed(`${base}/slow.ics`, { allowLocal: true, timeoutMs: 300 }),
    ).rejects.toThrow("time cap");
    await expect(fetchFeed(`${base}/missing.ics`, { allowLocal: true })).rejects.toThrow(
      "answered 404",
    );
    await expect(fetchFeed(`${base}/to-file`, { allowLocal: true })).rejects.toThrow("not https");
  });

  it("never puts the address in an error", async () => {
    const error = await fetchFeed(`${base.replace(/:\d+$/, ":1")}/${secret}/basic.ics`, {
      allowLocal: true,
    }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(FeedError);
    expect(String((error as Error).message)).not.toContain(secret);
    expect(maskFeedUrl(`https://calendar.google.com/calendar/ical/${secret}/basic.ics`)).toBe(
      "https://calendar.google.com/….ics",
    );
  });
});

describe("refreshing the feeds", () => {
  let dir = "";
  let store: Store;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "feeds-"));
    store = await openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps the last good copy when a fetch fails, with the error and its age", async () => {
    const now = Date.parse("2027-03-01T12:00:00Z");
    const url = `${base}/${secret}/basic.ics`;
    await addFeed(store.db, { url, label: "Google", now, allowLocal: true });
    await refreshFeeds(store.db, { now, zone: "America/Chicago", allowLocal: true });
    const busy = await feedBusy(store.db);
    expect(busy.length).toBeGreaterThan(0);

    const later = now + 45 * 60_000;
    const failing = () => Promise.reject(new FeedError("answered 500"));
    await refreshFeeds(store.db, {
      now: later,
      zone: "America/Chicago",
      allowLocal: true,
      fetch: failing,
    });
    expect(await feedBusy(store.db)).toEqual(busy);
    const [status] = await feedStatuses(store.db, later + 5 * 60_000);
    expect(status).toMatchObject({ copyAgeMinutes: 50, error: "answered 500", errorAgeMinutes: 5 });
    expect(JSON.stringify(status)).not.toContain(secret);

    const thrown = () => Promise.reject(new Error(`GET ${url} failed`));
    await refreshFeeds(store.db, {
      now: later,
      zone: "America/Chicago",
      allowLocal: true,
      fetch: thrown,
    });
    expect(JSON.stringify(await feedStatuses(store.db, later))).not.toContain(secret);
  });

  it("refuses to store an address that is not https", async () => {
    await expect(
      addFeed(store.db, {
        url: "http://calendar.example.com/a.ics",
        label: "x",
        now: 0,
        allowLocal: false,
      }),
    ).rejects.toThrow("not https");
  });
});
