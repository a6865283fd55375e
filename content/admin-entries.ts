import { reviewRequestMarks } from "./review-requests";
import { formCopy } from "./forms";
import { reviewPage } from "./review";

/**
 * What the server tells the owner about a lead or review notice in the inbox: the labels
 * of its fields (the form's own, so the inbox reads like the form), the CSV's columns,
 * and the sentences of the API's refusals.
 */
export const entryLabels = {
  reference: "Reference",
  received: "Received",
  lead: {
    name: formCopy.fields.name.label,
    email: formCopy.fields.email.label,
    phone: formCopy.fields.phone.label,
    services: formCopy.fields.services.label,
    message: formCopy.fields.message.label,
    smsConsent: formCopy.fields.smsConsent.label,
  },
  review: {
    name: reviewPage.form.name.label,
    phone: "Phone",
    platforms: reviewPage.form.platforms.legend,
    message: "Message",
  },
  yes: "Yes",
  no: "No",
  none: "(none)",
} as const;

/** The CSV export's header row, in column order. */
export const csvHeadings = {
  reference: "Reference",
  kind: "Type",
  received: "Received (UTC)",
  status: "Status",
  name: "Name",
  phone: "Phone",
  email: "Email",
  summary: "Services or platforms",
  minutesToContact: "Minutes to first contact",
  zip: "ZIP code",
  contactPreference: "Contact by",
  bestTime: "Best time",
  outsideServiceArea: "Outside service area",
  photoCount: "Photos",
  wonValue: "Job value (USD)",
  firstSource: "Came from",
  lastSource: "Last came from",
} as const;

export const csvKinds = { lead: "Quote request", review: "Review notice" } as const;

export const adminErrors = {
  signIn: "Please sign in.",
  foreignOrigin: "This request did not come from the site's own pages.",
  badRequest: "The request is not valid.",
  linkInvalid: "This link has expired or was already used. Ask for a new one.",
  passkeyRefused: "This passkey was not accepted. Try again, or ask for a sign-in link.",
  challengeExpired: "The passkey request expired. Please try again.",
  notFound: "Nothing is stored under this reference.",
  notFailed: "Only a failed delivery can be sent again.",
  noReviewContact: reviewRequestMarks.noContact,
  notAMatch: "Check at least one entry, and only entries found for this person.",
  nameGiven: "This name was given by the homeowner and stays as they wrote it.",
  tooMany: "Too many requests. Please wait a few minutes and try again.",
} as const;
