// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toast } from "./toast";

afterEach(() => {
  vi.useRealTimers();
});

describe("the inbox's toast", () => {
  it("shows what was announced in a labeled region, then goes", () => {
    vi.useFakeTimers();
    render(<Toast message={{ key: 1, text: "Note saved." }} />);
    const region = screen.getByRole("region", { name: "Confirmations" });
    expect(region.textContent).toContain("Note saved.");
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
    act(() => vi.advanceTimersByTime(6_100));
    expect(screen.queryByRole("region", { name: "Confirmations" })).toBeNull();
  });

  it("offers Undo for a queued message, and runs it", async () => {
    const run = vi.fn().mockResolvedValue(undefined);
    const until = new Date(Date.now() + 10_000).toISOString();
    render(<Toast message={{ key: 1, text: "Text queued to send.", undo: { until, run } }} />);
    expect(screen.getByText("Text queued to send.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("keeps Undo on screen for the whole hold, past the usual few seconds", () => {
    vi.useFakeTimers();
    const until = new Date(Date.now() + 10_000).toISOString();
    const run = vi.fn().mockResolvedValue(undefined);
    render(<Toast message={{ key: 1, text: "Reply queued.", undo: { until, run } }} />);
    act(() => vi.advanceTimersByTime(8_000));
    expect(screen.getByRole("button", { name: "Undo" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_500));
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });

  it("can be dismissed", async () => {
    render(<Toast message={{ key: 2, text: "Status changed to Won." }} />);
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Status changed to Won.")).toBeNull();
  });
});
