import { site } from "./site";

/**
 * The owner's e-mail about a quote request or a review notice, and the digest that lists
 * those held over the per-minute cap. server/mail/ lays these words out with what the
 * visitor sent; the lead's optional details are worded in lead-details.ts.
 */
export const notificationMailCopy = {
  /** The display name every notification is sent under. */
  fromName: `${site.name} website`,
  quoteRequest: {
    heading: "New quote request",
    /** `outside` is the outside-the-service-area mark, or "" inside it. */
    subject: (name: string, outside: string, reference: string) =>
      `New quote request from ${name}${outside} [${reference}]`,
  },
  reviewNotice: {
    heading: "A client says they left a review",
    subject: (name: string, reference: string) => `Review left by ${name} [${reference}]`,
  },
  intro: (heading: string) => `${heading} from the ${site.name} website.`,
  replyHint: (reference: string) =>
    `Reply to this e-mail to answer the visitor (when they gave an e-mail address). Reference ${reference}.`,
  /** The reference at the foot of the HTML part. */
  referenceLine: (reference: string) => `Reference ${reference}`,
  labels: {
    reference: "Reference",
    received: "Received",
    name: "Name",
    email: "Email",
    phone: "Phone",
    services: "Services",
    smsConsent: "SMS updates",
    message: "Message",
    clientName: "Client name",
    clientPhone: "Client phone",
    reviewPlatforms: "Review platforms",
    reviewCount: "Review count",
    browser: "Browser",
    digest: "Digest",
  },
  /** What stands in for a field the visitor left empty, or the server did not learn. */
  notProvided: "Not provided",
  noMessage: "No message provided",
  unknown: "Unknown",
  platforms: { google: "Google", yelp: "Yelp", facebook: "Facebook" } as Readonly<
    Record<string, string>
  >,
  digest: {
    heading: (count: number) => `${count} website requests in one message`,
    intro: (id: string) =>
      `More requests arrived than the per-minute limit on notifications allows, so these are listed together. Each is stored; see npm run leads. Digest ${id}.`,
    subject: (heading: string, id: string) => `${heading} [${id}]`,
  },
  /** The parameters of an EmailJS template, where they differ from the e-mail's words. */
  emailjs: {
    noService: "General Inquiry",
    yes: "Yes",
    no: "No",
    digestTitle: (count: number) => `${count} website requests`,
    digestService: "Digest",
    /** Closes a digest cut short to fit EmailJS's limit on a template's parameters. */
    digestCut:
      "[cut to fit the e-mail service: every lead of this digest is named in lead_ids, and npm run leads lists them in full]",
  },
} as const;
