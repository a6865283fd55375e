import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inTurns } from "./in-turns";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("steps in turns", () => {
  it("runs each step in a task of its own, in order, none at once", () => {
    const ran: string[] = [];
    inTurns([() => ran.push("first"), () => ran.push("second"), () => ran.push("third")]);
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["first"]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["first", "second"]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["first", "second", "third"]);
  });

  it("still runs the steps after one that throws", () => {
    const ran: string[] = [];
    inTurns([
      () => {
        throw new Error("a chore failed");
      },
      () => ran.push("after"),
    ]);
    expect(() => vi.advanceTimersToNextTimer()).toThrow("a chore failed");
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["after"]);
  });
});
