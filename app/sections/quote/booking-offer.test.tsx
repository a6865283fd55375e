// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingOfferCopy } from "~content/booking-offer";
import { formCopy } from "~content/forms";
import { ContactForm } from "./contact-form";

/**
 * Decision 252: once a request is stored, the form offers the lead's booking page below
 * SPEC's success message, which still reads and fades as SPEC says; the offer stays.
 */

const booking = "/book/AB12-CD34.abcdefghijklmnopqrstuv";
let answer: unknown;

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
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === "/api/captcha/config") return json(200, { provider: "off" });
      if (url === "/api/contact") return json(200, answer);
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

const offerLink = () => screen.queryByRole("link", { name: bookingOfferCopy.link });

describe("the booking offer after a quote request", () => {
  it("links to the lead's booking page below SPEC's message, and outlives its fade", async () => {
    await sendQuote();
    const link = await screen.findByRole("link", { name: bookingOfferCopy.link });
    expect(link).toHaveAttribute("href", booking);
    // SPEC's message is unchanged and comes first.
    const message = screen.getByText(formCopy.status.success).closest("[role='status']")!;
    expect(message).toHaveFocus();
    expect(message.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(screen.queryByText(formCopy.status.success)).toBeNull();
    expect(offerLink()).toHaveAttribute("href", booking);
  });

  it("goes when dismissed, and focus returns to the form", async () => {
    const user = await sendQuote();
    await user.click(await screen.findByRole("button", { name: bookingOfferCopy.dismiss }));
    expect(offerLink()).toBeNull();
    expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
  });

  it("is not offered when the answer names no booking page", async () => {
    answer = { success: true, id: "AB12-CD34" };
    await sendQuote();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(offerLink()).toBeNull();
  });
});
