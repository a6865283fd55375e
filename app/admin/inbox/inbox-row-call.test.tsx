// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { adminCallsCopy } from "~content/admin-calls";
import { inboxListCopy } from "~content/admin-list";
import type { InboxListItem } from "~contracts/admin-api";
import type { CallItem } from "~contracts/calls";
import { InboxRow } from "./inbox-row";

// 10:42 AM on the business's clock (America/Chicago, CST).
const now = Date.parse("2026-11-03T16:42:00Z");

const missed: CallItem = {
  id: "c1",
  at: "2026-11-03T16:14:00Z",
  outcome: "missed",
  label: "Missed call",
  source: "website",
  talkSeconds: null,
  voicemailSeconds: null,
  voicemailUrl: null,
  transcript: null,
  callerIdUnverified: false,
  textedBack: true,
};

/** A lead a call made: named by its number, no message, no text yet. */
const caller: InboxListItem = {
  id: "K2M4-Q7RT-X9ZB",
  kind: "lead",
  createdAt: "2026-11-03T16:14:00Z",
  status: "new",
  name: "+16305550199",
  phone: "+16305550199",
  email: null,
  summary: "",
  services: [],
  photoCount: 0,
  minutesToContact: null,
  outsideServiceArea: false,
  unreadTexts: 0,
  displayName: "(630) 555-0199",
  displayPhone: "(630) 555-0199",
  preview: "",
  previewFrom: "message",
  town: null,
  zip: null,
  optedOut: false,
  wonValue: null,
  financing: false,
  lastCall: missed,
};

function row(item: InboxListItem) {
  render(
    <ul>
      <InboxRow item={item} now={now} arrived={false} onOpen={vi.fn()} />
    </ul>,
  );
  return within(screen.getByTestId("inbox-row"));
}

describe("a call in the inbox's list (issue 54)", () => {
  it("names a lead a call made by its number as dialed, and tells the call with its time", () => {
    const card = row(caller);
    expect(card.getByRole("heading", { name: "(630) 555-0199" })).toBeTruthy();
    expect(card.queryByText(/\+1630/)).toBeNull();
    expect(card.getByTestId("preview").textContent).toBe(
      adminCallsCopy.latest("Missed call", "10:14 AM"),
    );
    expect(card.queryByText(inboxListCopy.noPreview)).toBeNull();
  });

  it("tells a later call in the place of the form's message, with its day when not today", () => {
    const card = row({
      ...caller,
      name: "Dana Whitfield",
      displayName: "Dana Whitfield",
      createdAt: "2026-10-30T15:00:00Z",
      preview: "We want a new bathroom.",
      lastCall: {
        ...missed,
        at: "2026-11-02T20:05:00Z",
        outcome: "voicemail",
        label: "Voicemail 0:42",
      },
    });
    expect(card.getByTestId("preview").textContent).toBe(
      adminCallsCopy.latest("Voicemail 0:42", "Nov 2, 2:05 PM"),
    );
    expect(card.getByTestId("preview").querySelector("time")).toHaveAttribute(
      "datetime",
      "2026-11-02T20:05:00Z",
    );
  });

  it("keeps the form's message when the call came before it", () => {
    const card = row({
      ...caller,
      createdAt: "2026-11-03T16:30:00Z",
      preview: "We want a new bathroom.",
    });
    expect(card.getByTestId("preview").textContent).toBe("We want a new bathroom.");
  });

  it("keeps the person's latest text, and a lead without calls reads as before", () => {
    const texted = row({ ...caller, preview: "Call me back?", previewFrom: "text" });
    expect(texted.getByTestId("preview").textContent).toBe(
      `${inboxListCopy.latestText}Call me back?`,
    );
  });
});
