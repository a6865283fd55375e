/**
 * A lead's page, at the top (issue 52, item 2): the job as the homeowner put it, how they
 * want to be reached, and why Text cannot be used when it cannot.
 */
export const adminJobCopy = {
  /** The region that holds the job at a glance. */
  heading: "The job",
  financing: "Financing request",
  financingHint: "Sent from the financing form: they ask about paying over time.",
  /** A won job's value: "Won $18,500". */
  won: (dollars: string) => `Won ${dollars}`,
  messageLabel: "Their message",
  noMessage: "No message",
  servicesLabel: "Services",
  placeLabel: "Where",
  contactLabel: "Reach them by",
  /** "Text message, evenings", or only one of the two. */
  contact: (how: string | null, when: string | null) => [how, when].filter(Boolean).join(", "),
  noContactPreference: "No preference given",
  textsLabel: "Texts",
  consented: "Agreed to texts",
  notConsented: "Did not agree to texts",
  optedOut: "Texted STOP: no texts go to this number",
  photosLabel: (count: number) => (count === 1 ? "1 photo" : `${count} photos`),
  /** Why Text cannot be tapped. */
  textBlocked: {
    optedOut: "Text is off: this number opted out of texts.",
    noPhone: "Text is off: they gave no phone number.",
  },
  /** Text with texting on: it opens the reply box on this page. */
  textHere: (phone: string) => `Text ${phone} from the business number`,
} as const;
