import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { busyTimes, ianaZone } from "./ics";

const fixture = (name: string) => readFileSync(join(import.meta.dirname, "fixtures", name), "utf8");
const range = {
  from: Date.parse("2027-02-28T00:00:00Z"),
  to: Date.parse("2027-05-01T00:00:00Z"),
  zone: "America/Chicago",
};
const iso = (ms: number) => new Date(ms).toISOString().replace(":00.000Z", "Z");
const spans = (feed: string) =>
  busyTimes(fixture(feed), range).map((b) => `${iso(b.start)}/${iso(b.end)}`);

describe("busy times from an iCalendar feed", () => {
  const google = spans("google.ics");

  it("expands an RRULE in the feed's own VTIMEZONE, across the spring DST change", () => {
    expect(google).toContain("2027-03-01T15:00Z/2027-03-01T16:00Z"); // 9:00 CST
    expect(google).toContain("2027-03-29T14:00Z/2027-03-29T15:00Z"); // 9:00 CDT
    expect(google).toContain("2027-04-05T14:00Z/2027-04-05T15:00Z"); // the sixth, COUNT=6
    expect(google.filter((s) => s.startsWith("2027-04-12"))).toEqual([]);
  });

  it("leaves out an EXDATE", () => {
    expect(google.filter((s) => s.startsWith("2027-03-08"))).toEqual([]);
  });

  it("takes a RECURRENCE-ID override's time, and a cancelled override blocks nothing", () => {
    expect(google).toContain("2027-03-15T18:00Z/2027-03-15T19:00Z"); // moved to 13:00 CDT
    expect(google).not.toContain("2027-03-15T14:00Z/2027-03-15T15:00Z");
    expect(google.filter((s) => s.startsWith("2027-03-22"))).toEqual([]);
  });

  it("blocks an all-day event's whole local day", () => {
    expect(google).toContain("2027-03-03T06:00Z/2027-03-04T06:00Z");
  });

  it("ignores free (TRANSP:TRANSPARENT) and cancelled events", () => {
    expect(google.filter((s) => s.startsWith("2027-03-04T16"))).toEqual([]);
    expect(google.filter((s) => s.startsWith("2027-03-05"))).toEqual([]);
    expect(google).toHaveLength(5); // 4 of 6 crew meetings (one moved) and the inspection day
  });

  it("reads Outlook's Windows zone names without a VTIMEZONE, and floating times as the business's", () => {
    const outlook = spans("outlook.ics");
    expect(outlook).toEqual([
      "2027-03-12T16:00Z/2027-03-12T17:00Z", // 10:00 Central Standard Time = CST
      "2027-03-16T16:00Z/2027-03-16T16:30Z", // 9:00 Pacific Standard Time = PDT that day
      "2027-03-17T13:00Z/2027-03-17T13:30Z", // floating 8:00 in Chicago, CDT
      "2027-03-19T15:00Z/2027-03-19T16:00Z", // the weekly repeat, now CDT
    ]);
  });

  it("keeps only what touches the range asked for", () => {
    const narrow = busyTimes(fixture("google.ics"), {
      ...range,
      from: Date.parse("2027-03-10T00:00:00Z"),
      to: Date.parse("2027-03-20T00:00:00Z"),
    });
    expect(narrow.map((b) => iso(b.start))).toEqual(["2027-03-15T18:00Z"]);
  });

  it("maps zone names: IANA as they are, Windows through CLDR, unknown to nothing", () => {
    expect(ianaZone("America/Denver")).toBe("America/Denver");
    expect(ianaZone("Eastern Standard Time")).toBe("America/New_York");
    expect(ianaZone("Nowhere Standard Time")).toBeUndefined();
  });
});
