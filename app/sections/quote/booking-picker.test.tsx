// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingOfferCopy } from "~content/booking-offer";
import { BookingPicker } from "./booking-picker";

/**
 * Issue 55: the picker lists the times on the business's clock (Central); a visitor whose
 * browser is in another zone also sees each time on their own clock.
 */

const booking = "/book/AB12-CD34.abcdefghijklmnopqrstuv";
// Tuesday, March 2, 2027 at 9:00 AM and 11:00 PM Central (CST, UTC-6).
const nine = Date.UTC(2027, 2, 2, 15);
const eleven = Date.UTC(2027, 2, 3, 5);
// Sunday, November 7, 2027 at 1:30 AM CDT, the first of the night's two 1:30s.
const doubled = Date.UTC(2027, 10, 7, 6, 30);
const choices = {
  zoneNote: "Times are Central time, where we work.",
  days: [
    {
      date: "2027-03-02",
      label: "Tuesday, March 2",
      times: [
        { start: nine, label: "9:00 AM" },
        { start: eleven, label: "11:00 PM" },
        { start: doubled, label: "1:30 AM CDT" },
      ],
    },
  ],
};

/** The browser's zone, as Intl tells it to the page. */
function visitorIn(timeZone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone };
  });
}

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(choices), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function times() {
  render(<BookingPicker href={booking} />);
  await screen.findByLabelText(bookingOfferCopy.dayLabel);
  return screen.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent);
}

describe("the picker's times and the visitor's own clock", () => {
  it("shows the business's times alone to a visitor in the business's zone", async () => {
    visitorIn("America/Chicago");
    expect(await times()).toEqual(["9:00 AM", "11:00 PM", "1:30 AM CDT"]);
  });

  it("names the zone and adds the visitor's time when their clock reads otherwise", async () => {
    visitorIn("America/New_York");
    expect(await times()).toEqual([
      "9:00 AM Central (10:00 AM your time)",
      "11:00 PM Central (Wed 12:00 AM your time)",
      // New York's clock reads 1:30 AM too, an hour after its own change to EST.
      "1:30 AM CDT",
    ]);
    expect(
      screen.getByRole("radio", { name: "9:00 AM Central (10:00 AM your time)" }),
    ).toBeVisible();
  });

  it("keeps a DST night's zone as the server named it, and the visitor's weekday when it differs", async () => {
    visitorIn("America/Los_Angeles");
    expect(await times()).toEqual([
      "9:00 AM Central (7:00 AM your time)",
      "11:00 PM Central (9:00 PM your time)",
      "1:30 AM CDT (Sat 11:30 PM your time)",
    ]);
  });

  it("adds nothing where another zone's clock reads the same (Winnipeg keeps Central's)", async () => {
    visitorIn("America/Winnipeg");
    expect(await times()).toEqual(["9:00 AM", "11:00 PM", "1:30 AM CDT"]);
  });
});
