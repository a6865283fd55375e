// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EntryReviewRequest } from "./entry-review-request";

const now = Date.parse("2026-11-26T18:00:00Z");

describe("the lead's review request", () => {
  it("says none was sent and offers the button", () => {
    render(<EntryReviewRequest marks={null} now={now} onSend={vi.fn()} />);
    expect(screen.getByText(/^No review request yet/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send a review request" })).toBeTruthy();
  });

  it("shows requested, reminded and opened with their times", () => {
    const marks = {
      requestedAt: "2026-11-20T16:00:00Z",
      remindedAt: "2026-11-23T16:00:00Z",
      reminders: 1,
      openedAt: "2026-11-24T16:00:00Z",
      unsubscribedAt: null,
    };
    render(<EntryReviewRequest marks={marks} now={now} onSend={vi.fn()} />);
    for (const mark of ["Review requested", "Reminded", "Opened"]) {
      expect(screen.getByText(mark).tagName).toBe("DT");
    }
    expect(screen.getByText(/\(1 reminder\)$/)).toBeTruthy();
    expect(screen.queryByText("Unsubscribed")).toBeNull();
  });

  it("sends one by hand and says so, or says it failed", async () => {
    const onSend = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("409"));
    render(<EntryReviewRequest marks={null} now={now} onSend={onSend} />);
    const button = screen.getByRole("button", { name: "Send a review request" });
    await userEvent.click(button);
    expect(await screen.findByText("Review request queued.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Send a review request" }));
    expect(await screen.findByText("Could not queue the review request.")).toBeTruthy();
    expect(onSend).toHaveBeenCalledTimes(2);
  });
});
