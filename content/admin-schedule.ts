import type { NumberRule } from "../contracts/admin-schedule";
import { site } from "./site";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A feed's copy or error age: "just now", "12 min ago", "3 h ago", "2 days ago". */
function ago(minutes: number): string {
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return `${Math.floor(minutes / 1440)} days ago`;
}

/**
 * The inbox's Schedule and Agenda screens (issue 55, decision 254): the owner's availability
 * for the free estimate visit, their own calendars, and the visits booked.
 */
export const adminScheduleCopy = {
  nav: { schedule: "Schedule", agenda: "Agenda" },
  zoneNote: (zone: string) => `All times are ${zone}, where ${site.shortName} works.`,
  loadFailed: "This could not be loaded. Check the connection and reload the page.",
  schedule: {
    heading: "Schedule",
    intro:
      "When homeowners can book the free estimate visit. The booking page offers only these times, minus what your own calendars hold.",
    rulesHeading: "Visit times",
    windowsLegend: "Weekly hours",
    windowsHint: "A visit must end by the closing time. A day with no hours has no visits.",
    windowLegend: (n: number) => `Hours ${n}`,
    daysOffItemLegend: (n: number) => `Days off ${n}`,
    weekday: "Day",
    weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    opens: "Opens",
    closes: "Closes",
    removeWindow: (day: string, start: string) => `Remove ${day} from ${start}`,
    addWindow: "Add hours",
    noWindows: "No weekly hours: nobody can book a visit.",
    numbers: {
      visitMinutes: { label: "Visit length (minutes)", hint: "How long a visit takes." },
      bufferMinutes: {
        label: "Travel time (minutes)",
        hint: "Kept free before and after each visit and each busy event.",
      },
      stepMinutes: {
        label: "Start times every (minutes)",
        hint: "From each day's opening: 30 gives 8:00, 8:30, 9:00…",
      },
      noticeBusinessDays: {
        label: "Notice (business days)",
        hint: "1: the first day offered is the next business day. 0: today.",
      },
      horizonDays: {
        label: "Book ahead (days)",
        hint: "The last day offered, counted from today.",
      },
      dailyCap: { label: "Visits a day, at most", hint: "A day with this many visits is full." },
    } satisfies Record<NumberRule, { label: string; hint: string }>,
    daysOffLegend: "Days off",
    daysOffHint: "No visits from the first day to the last, both included.",
    from: "First day",
    to: "Last day",
    removeDaysOff: (from: string) => `Remove the days off from ${from}`,
    addDaysOff: "Add days off",
    noDaysOff: "No days off set.",
    save: "Save the schedule",
    saving: "Saving…",
    saved: "Schedule saved. The booking page uses it now.",
    errors: {
      whole: "Enter a whole number.",
      range: (min: number, max: number) => `Enter a number from ${min} to ${max}.`,
      multiple: (step: number) => `Enter a multiple of ${step}.`,
      time: "Enter a time, such as 08:00.",
      order: "The closing time must be after the opening time.",
      date: "Enter a date.",
      dateOrder: "The last day must be on or after the first day.",
      tooMany: (max: number) => `At most ${max}.`,
      summary: "The schedule was not saved. Fix the fields marked above.",
      refused: "The server refused the schedule. Check the fields and try again.",
      failed: "The schedule could not be saved. Check the connection and try again.",
    },
  },
  feeds: {
    heading: "Your calendars",
    intro:
      "Busy times in these calendars are not offered. Each is read every 5 minutes. Paste a calendar's secret address in iCal format (Google, iCloud or Outlook); it is kept secret and shown shortened.",
    none: "No calendars added.",
    label: "Name",
    labelHint: "For you only, such as Google or Work.",
    address: "Secret address (ICS)",
    addressHint: "Starts with https:// or webcal://.",
    add: "Add the calendar",
    adding: "Adding…",
    added: (label: string) => `${label} added. It is read within 5 minutes.`,
    remove: (label: string) => `Remove ${label}`,
    removed: (label: string) => `${label} removed.`,
    copy: (minutes: number | null) =>
      minutes === null ? "Not read yet." : `Read ${ago(minutes)}.`,
    error: (error: string, minutes: number | null) =>
      `Last try failed${minutes === null ? "" : ` ${ago(minutes)}`}: ${error}. The last good copy is still used.`,
    defaultLabel: "Calendar",
    errors: {
      labelLong: "Keep the name under 60 characters.",
      empty: "Paste the calendar's address.",
      /** The server's refusal, by the fence's reason (server/booking/feed-fetch.ts). */
      refused: (reason: string) => `This address cannot be used: ${reason}.`,
      notAddress: "This is not a web address. Copy the whole address and paste it again.",
      notHttps: "The address must start with https:// or webcal://.",
      notPublic: "The address must be on the internet, not on this network.",
      notFound: "That calendar was already removed.",
      tooMany: (max: number) => `At most ${max} calendars. Remove one first.`,
      failed: "That did not go through. Check the connection and try again.",
    },
  },
  /** The owner's private ICS feed of the visits (decision 260). */
  visitFeed: {
    heading: "Your visits on your phone's calendar",
    intro:
      "A private calendar address puts every booked visit on your phone's calendar, and keeps it up to date: the time, the first name, the town and a link to the lead. No phone number, message or street address.",
    none: "No calendar address yet.",
    make: "Make a calendar address",
    making: "Making…",
    since: (date: string) =>
      `A calendar address is on, made ${date}. It is shown only once, when made.`,
    address: "Your calendar address",
    addressHint:
      "Shown only now: copy it into your calendar. Anyone who has it sees your visits' times and first names, so keep it to your own calendars.",
    copy: "Copy the address",
    copied: "Address copied.",
    copyFailed: "Copying did not work here. Select the address and copy it.",
    subscribe: "Add to this phone's calendar",
    made: "New calendar address made. Copy it now: it is shown only once.",
    renew: "Make a new address",
    renewHint: "The old address stops working at once; add the new one to your calendars.",
    turnOff: "Turn off",
    turnedOff: "The calendar address is turned off. It stops working at once.",
    failed: "That did not go through. Check the connection and try again.",
  },
  agenda: {
    heading: "Agenda",
    intro: "Estimate visits booked from today on.",
    none: "No visits booked from today on.",
    visits: (count: number) => plural(count, "visit", "visits"),
    noName: "Name not given",
    openLead: (name: string) => `Open ${name}'s lead`,
    openLeadNoName: "Open the lead",
    at: (time: string, end: string) => `${time} to ${end}`,
    today: "Today",
  },
};
