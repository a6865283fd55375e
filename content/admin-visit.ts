/**
 * The lead page's Visit panel (issue 55, item 4): the owner books, moves or cancels the
 * estimate visit for a homeowner who called. Times and days are worded by the server, as
 * on the homeowner's booking page.
 */
export const adminVisitCopy = {
  heading: "Estimate visit",
  none: "No visit booked.",
  booked: (when: string) => `Booked ${when}`,
  at: (address: string) => `At ${address}`,
  loading: "Loading the open times…",
  loadFailed: "Could not load the open times. Try again.",
  retry: "Try again",
  book: "Book a visit",
  move: "Move",
  cancel: "Cancel the visit",
  dayLabel: "Day",
  timesLegend: (day: string) => `Time on ${day}`,
  addressLabel: "Street address of the visit",
  addressHint: "The house or unit where the project is.",
  saveBooking: "Book this time",
  saveMove: "Move to this time",
  close: "Close",
  timeMissing: "Choose a time.",
  addressMissing: "Enter the street address of the visit.",
  failed: "Could not save the visit. Try again.",
  confirmTitle: (when: string) => `Cancel the visit ${when}?`,
  confirmDescription:
    "The time is freed, the reminders are dropped and the homeowner is told by e-mail.",
  confirmYes: "Yes, cancel it",
  confirmNo: "Keep it",
  /** The toasts: what was done, and when the homeowner hears of it. */
  bookedToast: (when: string) => `Visit booked ${when}.`,
  movedToast: (when: string) => `Visit moved to ${when}.`,
  canceledToast: "Visit canceled.",
  homeownerTold: (sendsAt: string) => `The homeowner's e-mail goes at ${sendsAt}.`,
  messageTakenBack: "The homeowner's e-mail was taken back. The visit stays as it is.",
  /** The server's answers. */
  errors: {
    taken: "That time was just taken. Pick another.",
    noVisit: "This lead has no visit booked.",
  },
} as const;
