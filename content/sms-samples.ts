import { smsConsentWording } from "./acknowledgement";
import { site } from "./site";

/**
 * What `npm run sms -- samples` prints for the A2P 10DLC campaign form: the opt-in as the
 * quote form shows it, and one made-up lead that the real templates turn into texts.
 */
export const smsSamplesCopy = {
  heading: `Sample messages for ${site.name}'s A2P 10DLC campaign, from the site's own templates`,
  optInHeading: "How people opt in (the campaign's message flow)",
  optIn: `A homeowner asks for a quote with the form on ${site.url}. Below it, an unchecked box reads: "${smsConsentWording}" Only those who check it get texts: about their own request and, once the job is finished, one request to review it with up to 2 reminders; the owner's own phones get an alert for each new request.`,
  samples: {
    thankYou: "The homeowner's thank-you text (only with the box checked)",
    ownerAlert: "The owner's alert for a new request (to the owner's own phone)",
    reply: "A reply the owner writes from the inbox (example)",
  },
  /** The made-up homeowner the samples are about. */
  lead: {
    name: "Maria Lopez",
    phone: "(630) 555-0199",
    services: ["Kitchen Remodeling", "Roofing"],
    zip: "60601",
  },
  reply: (firstName: string) =>
    `Hi ${firstName}, this is ${site.shortName}. Could we stop by Saturday at 10 to measure the kitchen? Reply here or call ${site.phone.display}.`,
  notes: [
    "Opt-out: the thank-you text ends with the STOP line; Twilio answers STOP, HELP and START on the number itself.",
    "Run it again after changing the texts' wording, and update the campaign's samples to match.",
  ],
} as const;
