// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { adminJobCopy } from "~content/admin-job";
import { inboxListCopy } from "~content/admin-list";
import type { InboxListItem } from "~contracts/admin-api";
import { InboxRow } from "./inbox-row";

const now = Date.parse("2026-11-03T16:42:00Z");

const texted: InboxListItem = {
  id: "K2M4-Q7RT-X9ZB",
  kind: "lead",
  createdAt: "2026-11-03T16:12:00Z",
  status: "won",
  name: "+16305550188",
  phone: "+16305550188",
  email: null,
  summary: "Decks",
  services: [{ slug: "fences-and-decks", label: "Decks", listed: true }],
  photoCount: 0,
  minutesToContact: 12,
  outsideServiceArea: false,
  unreadTexts: 0,
  displayName: "(630) 555-0188",
  displayPhone: "(630) 555-0188",
  preview: "Cedar if you can.",
  previewFrom: "text",
  town: "Naperville, IL",
  zip: "60540",
  optedOut: true,
  wonValue: 18_500,
  financing: false,
};

function row(item: InboxListItem) {
  render(
    <ul>
      <InboxRow item={item} now={now} arrived={false} onOpen={vi.fn()} />
    </ul>,
  );
  return screen.getByTestId("inbox-row");
}

describe("a row of the inbox's list (issue 52)", () => {
  it("tells the story: the number as dialed, the latest text, the town, a call link, the opt-out and the won value", () => {
    const card = within(row(texted));
    expect(card.getByRole("heading", { name: "(630) 555-0188" })).toBeTruthy();
    expect(card.queryByText(/\+1630/)).toBeNull();
    expect(card.getByTestId("preview").textContent).toBe(
      `${inboxListCopy.latestText}Cedar if you can.`,
    );
    expect(card.getByText("Naperville, IL")).toBeTruthy();
    const call = card.getByRole("link", { name: "Call (630) 555-0188" });
    expect(call.getAttribute("href")).toBe("tel:+16305550188");
    expect(card.getByText(inboxListCopy.optedOut)).toBeTruthy();
    expect(card.getByText("Won $18,500")).toBeTruthy();
  });

  it("shows a form's message without a mark, and no call link, opt-out or value it has not got", () => {
    const card = within(
      row({
        ...texted,
        name: "Maria Lopez",
        displayName: "Maria Lopez",
        phone: "",
        displayPhone: "",
        preview: "We want a new kitchen.",
        previewFrom: "message",
        town: null,
        zip: null,
        optedOut: false,
        wonValue: null,
        status: "new",
      }),
    );
    expect(card.getByRole("heading", { name: "Maria Lopez" })).toBeTruthy();
    expect(card.getByTestId("preview").textContent).toBe("We want a new kitchen.");
    expect(card.queryByRole("link", { name: /^Call/ })).toBeNull();
    expect(card.queryByText(inboxListCopy.optedOut)).toBeNull();
    expect(card.queryByText(/^Won \$/)).toBeNull();
    expect(card.queryByText(adminJobCopy.financing)).toBeNull();
  });

  it("marks a request from the financing form", () => {
    const card = within(row({ ...texted, financing: true }));
    expect(card.getByText(adminJobCopy.financing)).toBeTruthy();
  });
});
