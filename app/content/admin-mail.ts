import { site } from "./site";

/**
 * The inbox's own e-mails: an invite, and a sign-in link for someone already invited.
 * Both are sent at once to one address and carry one link that works once.
 */
export const adminMailCopy = {
  invite: {
    subject: `You are invited to the ${site.shortName} inbox`,
    greeting: "Hello,",
    lead: `You have been invited to the owner's inbox of the ${site.name} website, where every quote request and review notice can be worked from a phone.`,
    action: "Open the inbox and add a passkey",
    expiry: "This link works once, within 24 hours, on the device where you will sign in.",
    notYou:
      "If you did not expect this invitation, ignore this e-mail; nothing happens unless the link is opened.",
  },
  signIn: {
    subject: `Your sign-in link for the ${site.shortName} inbox`,
    greeting: "Hello,",
    lead: `Someone asked to sign in to the ${site.name} inbox with this address.`,
    action: "Sign in to the inbox",
    expiry: "This link works once, within 15 minutes.",
    notYou: "If it was not you, ignore this e-mail: without the link, nobody can sign in as you.",
  },
  signature: `The ${site.name} website`,
} as const;
