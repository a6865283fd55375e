// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint, afterLeadPhoto } from "./after-first-paint";

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

/** Asks, at any moment, whether the wait has ended. */
function watch(wait: Promise<unknown>): () => boolean {
  let ended = false;
  void wait.then(() => (ended = true));
  return () => ended;
}

/** Under fake timers: the wait ends at `limitMs`, not a millisecond before. */
async function expectGivesUpAt(wait: Promise<unknown>, limitMs: number) {
  const ended = watch(wait);
  await vi.advanceTimersByTimeAsync(limitMs - 1);
  expect(ended()).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(ended()).toBe(true);
}

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
    const waiting = afterFirstPaint();
    const ended = watch(waiting);
    observed?.({ getEntries: () => paint("first-paint") });
    await Promise.resolve();
    expect(ended()).toBe(false);
    observed?.({ getEntries: () => paint("first-contentful-paint") });
    await waiting;
    expect(ended()).toBe(true);
  });

  it("resolves at once when the page has already painted", async () => {
    vi.spyOn(performance, "getEntriesByType").mockReturnValue(paint("first-contentful-paint"));
    await expect(afterFirstPaint()).resolves.toBeUndefined();
  });

  it("gives up waiting in a tab that never paints", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([]);
    await expectGivesUpAt(afterFirstPaint(3000), 3000);
  });
});

describe("afterLeadPhoto", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  function leadPhoto() {
    const photo = document.createElement("img");
    photo.setAttribute("fetchpriority", "high");
    let decoded = () => {};
    photo.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    document.body.append(photo);
    return () => decoded();
  }

  it("waits for the browser's largest paint to be the lead photo", async () => {
    vi.stubGlobal(
      "PerformanceObserver",
      class extends FakeObserver {
        static supportedEntryTypes = ["paint", "largest-contentful-paint"];
      },
    );
    vi.spyOn(performance, "getEntriesByType").mockReturnValue(paint("first-contentful-paint"));
    leadPhoto();
    const waiting = afterLeadPhoto();
    const ended = watch(waiting);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ended()).toBe(false);
    const heading = document.createElement("h1");
    observed?.({ getEntries: () => [{ element: heading } as unknown as PerformanceEntry] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ended()).toBe(false);
    const photo = document.querySelector("img");
    observed?.({ getEntries: () => [{ element: photo } as unknown as PerformanceEntry] });
    await waiting;
    expect(ended()).toBe(true);
  });

  it("without a largest paint for it, goes half a second after the photo is decoded", async () => {
    vi.useFakeTimers();
    vi.spyOn(performance, "getEntriesByType").mockReturnValue(paint("first-contentful-paint"));
    const decode = leadPhoto();
    const waiting = afterLeadPhoto();
    await vi.advanceTimersByTimeAsync(1000);
    decode();
    await expectGivesUpAt(waiting, 500);
  });

  it("goes after the first paint on a page without a lead photo", async () => {
    vi.spyOn(performance, "getEntriesByType").mockReturnValue(paint("first-contentful-paint"));
    await expect(afterLeadPhoto()).resolves.toBeUndefined();
  });

  it("stops waiting for a photo that never arrives", async () => {
    vi.useFakeTimers();
    vi.spyOn(performance, "getEntriesByType").mockReturnValue(paint("first-contentful-paint"));
    leadPhoto();
    await expectGivesUpAt(afterLeadPhoto(3000), 3000);
  });
});
