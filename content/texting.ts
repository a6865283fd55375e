import { site } from "./site";

/**
 * Two-way texting (issue 36): the owner's alert when a homeowner texts, the one answer a
 * HELP text gets, and what the inbox's reply box is told when a reply cannot go out.
 */
export const textingCopy = {
  /** The owner's text about a homeowner's text; `excerpt` is cut to 100 characters. */
  ownerAlert: (name: string, excerpt: string, threadUrl: string) =>
    `Reply from ${name}: ${excerpt}\n${threadUrl}`,
  /** A picture message with no words. */
  pictureOnly: "(picture)",
  /** HELP or INFO: the business's name and phone, and how to stop. */
  help: `${site.name}: questions about your project? Call ${site.phone.display}. Reply STOP to opt out.`,
  errors: {
    optedOut: "This phone has opted out of texts. A reply cannot be sent until they text START.",
    noPhone: "This entry has no phone to text.",
    notConfigured: "Texting is not configured on this server (SMS_PROVIDER).",
  },
} as const;
