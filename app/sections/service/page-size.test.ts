// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageSizeFor, usePageSize } from "./page-size";

function resizeTo(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}

describe("page size", () => {
  afterEach(() => vi.useRealTimers());

  it("is 8 from 992 px wide and 6 below", () => {
    expect(pageSizeFor(1366)).toBe(8);
    expect(pageSizeFor(992)).toBe(8);
    expect(pageSizeFor(991)).toBe(6);
    expect(pageSizeFor(390)).toBe(6);
  });

  it("follows a resize once it has settled for 150 ms", () => {
    vi.useFakeTimers();
    resizeTo(1366);
    const { result } = renderHook(() => usePageSize());
    expect(result.current).toBe(8);

    resizeTo(700);
    act(() => vi.advanceTimersByTime(100));
    resizeTo(390);
    act(() => vi.advanceTimersByTime(149));
    expect(result.current).toBe(8);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(6);
  });
});
