/**
 * The Agenda's dates and times, in the business's zone whatever the phone's own zone is
 * (issue 55): the owner drives to the visit on the business's wall clock.
 */

/** "Central Time" for America/Chicago; the zone's id where the browser has no name. */
export function zoneName(timeZone: string, at = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" });
  return parts.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** "Tuesday, March 2" for the local date "2027-03-02" (a date, so read at noon in UTC). */
export function dayHeading(date: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}

/** "10:00 AM" on the business's clock. */
export function clockTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(new Date(iso));
}

/** Today's local date "YYYY-MM-DD" in the zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);
}
