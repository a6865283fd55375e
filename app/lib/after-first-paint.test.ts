// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./after-first-paint";

type Callback = (list: { getEntries: () => PerformanceEntryList }) => void;
let observed: Callback | undefined;

class FakeObserver {
  constructor(callback: Callback) {
    observed = callback;
  }
  observe() {}
  disconnect() {}
}

const paint = (name: string) => [{ name } as PerformanceEntry];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  observed = undefined;
});

describe("afterFirstPaint", () => {
  it("waits for the first contentful paint, not the first paint", async () => {
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([]);
    let resolved = false;
    const waiting = afterFirstPaint().then(() => (resolved = true));
    observed?.({ getEntries: () => paint("first-paint") });
    await Promise.resolve();
    expect(resolved).toBe(false);
    observed?.({ getEntries: () => paint("first-contentful-paint") });
    await waiting;
    expect(resolved).toBe(true);
  });

  it("resolves at once when the page has already painted", async () => {
    vi.spyOn(performance, "getEntriesByType").mockReturnValue(paint("first-contentful-paint"));
    await expect(afterFirstPaint()).resolves.toBeUndefined();
  });

  it("gives up waiting in a tab that never paints", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([]);
    let resolved = false;
    void afterFirstPaint(3000).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});
