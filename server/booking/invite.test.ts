import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { googleCalendarLink, visitInvite, visitUid } from "./invite";

const visit = {
  id: "7d1c",
  start: Date.parse("2027-03-15T14:00:00Z"),
  end: Date.parse("2027-03-15T15:00:00Z"),
  sequence: 0,
  status: "booked" as const,
  streetAddress: "12 Elm St, Naperville",
};
const terms = {
  homeowner: { name: "Dana Smith", email: "dana@example.com" },
  now: Date.parse("2027-03-10T12:00:00Z"),
};

function readBack(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  return { calendar, event };
}

describe("the visit's invitation", () => {
  it("is valid iCalendar with a stable UID, a DTSTAMP, SEQUENCE and the visit's times", () => {
    const text = visitInvite(visit, terms);
    expect(text).toContain("\r\n");
    const { calendar, event } = readBack(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(event.uid).toBe(visitUid("7d1c"));
    expect(event.uid).toBe("visit-7d1c@www.ironwoodremodeling.example");
    expect(event.component.getFirstPropertyValue("dtstamp")?.toString()).toBe(
      "2027-03-10T12:00:00Z",
    );
    expect(event.startDate.toUnixTime() * 1000).toBe(visit.start);
    expect(event.endDate.toUnixTime() * 1000).toBe(visit.end);
    expect(event.sequence).toBe(0);
    expect(event.location).toBe("12 Elm St, Naperville");
    expect(event.attendees[0]?.getFirstValue()).toBe("mailto:dana@example.com");
  });

  it("keeps the UID and raises SEQUENCE when moved, and cancels with METHOD:CANCEL", () => {
    const moved = readBack(
      visitInvite(
        { ...visit, start: visit.start + 3_600_000, end: visit.end + 3_600_000, sequence: 1 },
        terms,
      ),
    );
    expect(moved.event.uid).toBe(visitUid("7d1c"));
    expect(moved.event.sequence).toBe(1);
    const cancelled = readBack(visitInvite({ ...visit, sequence: 2, status: "cancelled" }, terms));
    expect(cancelled.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.event.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.event.uid).toBe(visitUid("7d1c"));
    expect(cancelled.event.sequence).toBe(2);
  });

  it("escapes what the homeowner typed", () => {
    const text = visitInvite(
      { ...visit, streetAddress: "1 A St; Apt 2, Rear\nBEGIN:VEVENT" },
      terms,
    );
    expect(readBack(text).event.location).toBe("1 A St; Apt 2, Rear\nBEGIN:VEVENT");
    expect(text.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(1);
  });

  it("offers Google Calendar's add-event page with the same times", () => {
    const link = new URL(googleCalendarLink(visit));
    expect(link.origin).toBe("https://calendar.google.com");
    expect(link.searchParams.get("dates")).toBe("20270315T140000Z/20270315T150000Z");
  });
});
