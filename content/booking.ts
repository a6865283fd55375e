import { site } from "./site";

/**
 * The estimate visit's booking page, /book/<token> (issue 55), and its confirmation
 * e-mail. The page is rendered by the server and works without JavaScript; times are told
 * on the business's clock, and the page says so.
 */
export const bookingCopy = {
  title: `Book your free estimate visit: ${site.name}`,
  heading: "Pick a time for your free estimate visit",
  greeting: (firstName: string | undefined) => (firstName ? `Hi ${firstName},` : "Hello,"),
  intro: (minutes: number) =>
    `We come to your home to see the project and measure. The visit takes about ${minutes} minutes and costs nothing.`,
  zoneNote: (zoneName: string) => `Times are ${zoneName} time, where ${site.shortName} works.`,
  yourZone: "In your own time zone:",
  daysLegend: "Choose a day",
  showTimes: "Show times",
  timesLegend: (day: string) => `Choose a time on ${day}`,
  otherDay: "Pick another day",
  addressLabel: "Street address of the visit",
  addressHint: "The house or unit where the project is. We use it only for this visit.",
  addressMissing: "Please enter the street address of the visit.",
  timeMissing: "Please choose a time.",
  book: "Book this time",
  noTimes: `No times are open in the next two weeks. Please call us at ${site.phone.display} and we will find one.`,
  callUs: `We will call you to arrange a visit. You can also call us at ${site.phone.display}.`,
  taken: "That time was just taken. Please pick another.",
  away: (note: string) => note,
  confirmed: {
    heading: "Your visit is booked",
    when: (when: string) => `We will see you ${when}.`,
    where: (address: string) => `At: ${address}`,
    email: "A confirmation is on its way to your e-mail, with a calendar invitation.",
    change: "Need another time?",
    cancel: "Cancel the visit",
    move: "Pick another time",
  },
  cancel: {
    question: (when: string) => `Cancel your estimate visit ${when}?`,
    button: "Yes, cancel the visit",
    keep: "Keep the visit",
    done: `Your visit is canceled. Pick a new time whenever you are ready, or call us at ${site.phone.display}.`,
    again: "Pick a new time",
  },
  unknown: `This link is no longer valid. Please call us at ${site.phone.display} to arrange a visit.`,
  email: {
    subject: (when: string) => `Your estimate visit with ${site.shortName}: ${when}`,
    movedSubject: (when: string) => `Your estimate visit with ${site.shortName} is moved: ${when}`,
    canceledSubject: `Your estimate visit with ${site.shortName} is canceled`,
    body: (when: string, address: string) =>
      `Your free estimate visit is booked for ${when}, at ${address}.`,
    canceledBody: "Your estimate visit is canceled. We will not come.",
    manage: "Change or cancel the visit",
    addToGoogle: "Add to Google Calendar",
    attached: "The attached invitation adds the visit to your calendar.",
    /** Said instead where the mail service cannot attach the invitation (EmailJS). */
    notAttached: "Google Calendar's link below adds the visit to your calendar.",
    signature: `The ${site.name} team`,
  },
  /** The owner's text and e-mail of a visit booked, moved or canceled (outbox). */
  ownerAlert: {
    booked: "Visit booked",
    moved: "Visit moved",
    canceled: "Visit canceled",
    /** "Visit booked: Dana, Tuesday, March 2 at 9:00 AM". */
    line: (what: string, who: string, when: string) => `${what}: ${who}, ${when}`,
    address: (address: string) => `At: ${address}`,
  },
  /** The calendar event as the homeowner's calendar shows it. */
  event: {
    summary: `Free estimate visit: ${site.shortName}`,
    description: (phone: string) => `${site.name} comes to see your project. Questions: ${phone}.`,
  },
} as const;
