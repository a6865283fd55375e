// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EntryReviewRequest } from "./entry-review-request";

const now = Date.parse("2026-11-26T18:00:00Z");
/** 11:00 AM in Chicago, the day of `now`. */
const preview = { name: "Dana Whitfield", sendsAt: "2026-11-26T17:00:00Z" };
const onPreview = () => Promise.resolve(preview);

describe("the lead's review request", () => {
  it("says none was sent and offers the button", () => {
    render(<EntryReviewRequest marks={null} now={now} onPreview={onPreview} onSend={vi.fn()} />);
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
    render(<EntryReviewRequest marks={marks} now={now} onPreview={onPreview} onSend={vi.fn()} />);
    for (const mark of ["Review requested", "Reminded", "Opened"]) {
      expect(screen.getByText(mark).tagName).toBe("DT");
    }
    expect(screen.getByText(/\(1 reminder\)$/)).toBeTruthy();
    expect(screen.queryByText("Unsubscribed")).toBeNull();
  });

  it("sends one by hand and says so, or says it failed", async () => {
    const onSend = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("409"));
    render(<EntryReviewRequest marks={null} now={now} onPreview={onPreview} onSend={onSend} />);
    const button = screen.getByRole("button", { name: "Send a review request" });
    await userEvent.click(button);
    // Asked first (issue 52), then sent.
    await userEvent.click(await screen.findByRole("button", { name: "Send the request" }));
    expect(await screen.findByText("Review request queued.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Send a review request" }));
    await userEvent.click(await screen.findByRole("button", { name: "Send the request" }));
    expect(await screen.findByText("Could not queue the review request.")).toBeTruthy();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it("asks first, naming the homeowner and when it will go, and sends nothing on Cancel", async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<EntryReviewRequest marks={null} now={now} onPreview={onPreview} onSend={onSend} />);
    await userEvent.click(screen.getByRole("button", { name: "Send a review request" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Send a review request to Dana Whitfield at 11:00 AM?",
    });
    expect(dialog).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onSend).not.toHaveBeenCalled();
  });

  it("offers no button on a new lead nor on a financing request", () => {
    render(
      <EntryReviewRequest
        marks={null}
        now={now}
        offered={false}
        onPreview={onPreview}
        onSend={vi.fn()}
      />,
    );
    expect(screen.queryByRole("button", { name: "Send a review request" })).toBeNull();
  });

  it("says a request taken back before it went was canceled", () => {
    const marks = {
      requestedAt: null,
      remindedAt: null,
      reminders: 0,
      openedAt: null,
      unsubscribedAt: null,
      canceledAt: "2026-11-26T17:55:00Z",
    };
    render(<EntryReviewRequest marks={marks} now={now} onPreview={onPreview} onSend={vi.fn()} />);
    expect(screen.getByText("Review request canceled").tagName).toBe("DT");
    expect(screen.queryByText("Queued, not sent yet")).toBeNull();
  });
});
