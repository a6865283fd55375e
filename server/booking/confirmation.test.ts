import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { bookingCopy } from "../../content/booking";
import { composeVisitMail } from "./confirmation";
import { visitUid } from "./invite";

const visit = {
  id: "v-1",
  start: Date.parse("2027-03-15T14:00:00Z"),
  end: Date.parse("2027-03-15T15:00:00Z"),
  sequence: 0,
  status: "booked" as const,
  streetAddress: "12 Elm St <b>",
};
const terms = {
  homeowner: { name: "Dana Smith", email: "dana@example.com" },
  firstName: "Dana",
  manageLink: "https://www.ironwoodremodeling.example/book/ABCD-EFGH-JKLM.x",
  now: Date.parse("2027-03-10T12:00:00Z"),
};

function invite(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined) };
}

describe("the visit's e-mail", () => {
  it("tells the time on the business's clock, links to change it and to Google Calendar, and attaches the invitation", () => {
    const mail = composeVisitMail("booked", visit, terms);
    expect(mail.subject).toMatch(/Monday, March 15 at 9:00\sAM/u);
    expect(mail.text).toContain(terms.manageLink);
    expect(mail.text).toContain("https://calendar.google.com/calendar/render?");
    expect(mail.html).toContain("12 Elm St &lt;b&gt;");
    expect(mail.attachment.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    const { event } = invite(mail.attachment.content);
    expect(event.uid).toBe(visitUid("v-1"));
    expect(event.startDate.toUnixTime() * 1000).toBe(visit.start);
  });

  it("says a move in its subject and raises the SEQUENCE; a cancellation is METHOD:CANCEL with the same UID", () => {
    const moved = composeVisitMail("moved", { ...visit, sequence: 1 }, terms);
    expect(moved.subject).toContain("moved");
    expect(invite(moved.attachment.content).event.sequence).toBe(1);
    const cancelled = composeVisitMail(
      "cancelled",
      { ...visit, sequence: 2, status: "cancelled" },
      terms,
    );
    expect(cancelled.subject).toBe(bookingCopy.email.canceledSubject);
    expect(cancelled.text).not.toContain("calendar.google.com");
    expect(cancelled.attachment.contentType).toContain("method=CANCEL");
    const read = invite(cancelled.attachment.content);
    expect(read.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(read.event.uid).toBe(visitUid("v-1"));
  });
});
