/**
 * The offer below a quote form's success message (issue 55, decision 252): book the free
 * estimate visit now. Read only by the offer's own code, which loads once a request is
 * stored, so these words add nothing to a page's first load. The link's words are the
 * booking page's heading, so the page a visitor lands on is named as the link promised.
 */
export const bookingOfferCopy = {
  title: "Next: your free estimate visit",
  body: "We come to your home to see the project and measure. Pick a time now, or we will call you to set one up.",
  link: "Pick a time for your free estimate visit",
  dismiss: "Not now",
  /** The picker inside the dialog, and the booking page as the way around it. */
  loading: "Loading the open times...",
  failed: "The times could not be loaded here.",
  dayLabel: "Day",
  page: "Open the booking page instead",
  /** A time whose visitor's clock reads otherwise: "9:00 AM Central (10:00 AM your time)". */
  businessTime: (time: string, zoneName: string) => `${time} ${zoneName}`,
  yourTime: (time: string) => `(${time} your time)`,
} as const;
