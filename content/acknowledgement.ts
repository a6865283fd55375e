import { claims } from "./claims";
import { formCopy } from "./forms";
import { site } from "./site";

/**
 * The thank-you a visitor gets after a quote request: by e-mail always (unless the owner
 * turns it off), by text only with their consent. It names the request by its reference
 * and repeats nothing they typed but their first name, so nobody can use the form to send
 * a stranger a message of their own.
 */
export const acknowledgementCopy = {
  email: {
    subject: (reference: string) => `We received your request (${reference})`,
    greeting: (firstName: string | undefined) => (firstName ? `Hi ${firstName},` : "Hello,"),
    received: `Thank you for contacting ${site.name}. Your quote request reached us.`,
    reference: "Your reference",
    services: "You asked about",
    nextHeading: "What happens next",
    next: `We call you back within ${claims.replyWithinHours} hours, ${site.hours.long}, to talk about your project and set up a free on-site estimate.`,
    call: `Would you rather not wait? Call us at ${site.phone.display}.`,
    /** The link to /book/<token> (issue 55), offered when the ZIP is in the service area. */
    bookVisit: "Pick a time for your free estimate visit",
    signature: `The ${site.name} team`,
    notYou: `If you did not ask us for a quote, you can ignore this e-mail: someone may have typed your address by mistake, and we will not write again.`,
  },
  /** The text before `smsBookVisit` and its link (if any) and `smsStop`, which the sender adds. */
  sms: (firstName: string | undefined, reference: string) =>
    `${firstName ? `Hi ${firstName}, thanks` : "Thanks"} for contacting ${site.shortName}. We got your request (ref ${reference}) and will call you back within ${claims.replyWithinHours} hours, ${site.hours.display}. Questions? ${site.phone.display}.`,
  /** Before the /book/<token> link in the thank-you text, when the ZIP is in the service area. */
  smsBookVisit: "Book your free estimate:",
  /** How the thank-you text ends: the opt-out that carriers require. */
  smsStop: "Reply STOP to opt out",
} as const;

/** The owner's texts: one per lead, and the summary of those over the per-minute cap. */
export const ownerTextCopy = {
  head: "New lead: ",
  noName: "(no name)",
  /** Stands in the owner's text for a link, domain or address a visitor wrote. */
  link: "[link]",
  call: (phone: string) => `Call ${phone || "(no phone)"}`,
  summary: (count: number, inboxUrl: string) =>
    `${site.shortName}: ${count} more new ${count === 1 ? "lead" : "leads"} in the last minute. Open the inbox: ${inboxUrl}`,
  /** Once an hour, when texts to homeowners reach SMS_MAX_PER_HOUR (issue 50). */
  capReached: (max: number) =>
    `${site.shortName}: ${max} texts to homeowners this hour reached SMS_MAX_PER_HOUR. The rest this hour are skipped, never sent later. New leads still reach you.`,
} as const;

/** The words beside the SMS box, stored with each consent as the visitor saw them. */
export const smsConsentWording = [
  formCopy.fields.smsConsent.label,
  `${formCopy.fields.smsConsent.textBefore}${formCopy.fields.smsConsent.linkText}${formCopy.fields.smsConsent.textAfter}`,
].join(": ");
