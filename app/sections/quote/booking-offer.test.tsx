// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingCopy } from "~content/booking";
import { bookingOfferCopy } from "~content/booking-offer";
import { formCopy } from "~content/forms";
import { site } from "~content/site";
import { ContactForm } from "./contact-form";

/**
 * Decision 252: once a request is stored, the form offers the lead's booking page below
 * SPEC's success message, which still reads and fades as SPEC says; the offer stays.
 */

const booking = "/book/AB12-CD34.abcdefghijklmnopqrstuv";
let answer: unknown;
let booked: unknown[] = [];
const choices = {
  zoneNote: "Times are Central time, where we work.",
  days: [
    { date: "2027-03-02", label: "Tuesday, March 2", times: [{ start: 1, label: "9:00 AM" }] },
    { date: "2027-03-03", label: "Wednesday, March 3", times: [{ start: 2, label: "1:00 PM" }] },
  ],
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

beforeAll(async () => {
  await import("~/components/form/security-verification-dialog");
  await import("./booking-offer");
}, 30_000);

beforeEach(() => {
  answer = { success: true, id: "AB12-CD34", booking };
  booked = [];
  // The visitor's browser is on the business's clock: each time is its label alone
  // (booking-picker.test.tsx shows a visitor elsewhere).
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone: site.timeZone };
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/captcha/config") return json(200, { provider: "off" });
      if (url === "/api/contact") return json(200, answer);
      if (url === `/api${booking}` && init?.method === "POST") {
        booked.push(JSON.parse(String(init.body)));
        const visit = { start: 2, when: "Wednesday, March 3 at 1:00 PM", address: "12 Elm St" };
        return json(200, { ok: true, visit });
      }
      if (url === `/api${booking}`) return json(200, choices);
      return json(404, { success: false });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
});

async function sendQuote() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<ContactForm variant="quote" context="modal" />);
  await user.type(screen.getByLabelText(/^Full name/), "Jane Smith");
  await user.type(screen.getByLabelText(/^Phone/), "6305550142");
  await user.type(screen.getByRole("combobox"), "roof{Enter}");
  await user.type(screen.getByLabelText(/^Message/), "Replace the whole roof.");
  await user.click(screen.getByRole("button", { name: "Get Free Quote" }));
  await screen.findByText(formCopy.status.success, {}, { timeout: 5000 });
  return user;
}

const offerButton = () => screen.queryByRole("button", { name: bookingOfferCopy.link });

describe("the booking offer after a quote request", () => {
  it("is offered below SPEC's message, and outlives its fade", async () => {
    await sendQuote();
    const link = await screen.findByRole("button", { name: bookingOfferCopy.link });
    // SPEC's message is unchanged and comes first.
    const message = screen.getByText(formCopy.status.success).closest("[role='status']")!;
    expect(message).toHaveFocus();
    expect(message.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(screen.queryByText(formCopy.status.success)).toBeNull();
    expect(offerButton()).toBeInTheDocument();
  });

  it("goes when dismissed, and focus returns to the form", async () => {
    const user = await sendQuote();
    await user.click(await screen.findByRole("button", { name: bookingOfferCopy.dismiss }));
    expect(offerButton()).toBeNull();
    expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
  });

  it("books in the form: a day, a time and the address; the booking page is one link away", async () => {
    const user = await sendQuote();
    await user.click(await screen.findByRole("button", { name: bookingOfferCopy.link }));
    expect(await screen.findByRole("link", { name: bookingOfferCopy.page })).toHaveAttribute(
      "href",
      booking,
    );
    await user.selectOptions(screen.getByLabelText(bookingOfferCopy.dayLabel), "2027-03-03");
    await user.click(screen.getByRole("radio", { name: "1:00 PM" }));
    await user.click(screen.getByRole("button", { name: bookingCopy.book }));
    expect(await screen.findByText(bookingCopy.addressMissing)).toBeInTheDocument();
    expect(booked).toEqual([]);
    await user.type(screen.getByLabelText(bookingCopy.addressLabel), "12 Elm St{Enter}");
    const done = await screen.findByText(bookingCopy.confirmed.heading);
    expect(done.closest("[role='status']")).toHaveFocus();
    expect(booked).toEqual([{ start: 2, street: "12 Elm St" }]);
    // Enter booked the visit and sent no second quote request.
    expect(screen.queryByText(formCopy.status.success)).toBeInTheDocument();
  });

  it("is not offered when the answer names no booking page", async () => {
    answer = { success: true, id: "AB12-CD34" };
    await sendQuote();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(offerButton()).toBeNull();
  });
});
