import { site } from "./site";

/**
 * The inbox's own e-mails: an invite, and a sign-in link for someone already invited,
 * each sent at once to one address with one link that works once; and the notice that a
 * passkey was added to an account, which links to the Security screen.
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
  passkeyAdded: {
    subject: `A passkey was added to your ${site.shortName} inbox account`,
    greeting: "Hello,",
    lead: (device: string, time: string) =>
      `A new passkey was added to your account on the ${site.name} inbox, from ${device}, on ${time}. It can sign in as you from now on.`,
    ifYou: "If you added it, there is nothing to do.",
    remove:
      "If you did not, remove it now: open Security in the inbox, press Remove beside that passkey, and sign out every session you do not recognize.",
    action: "Open Security in the inbox",
    /** The time as the business tells it: "Monday, March 2, 2026 at 2:15 PM CST". */
    time: (at: Date) =>
      new Intl.DateTimeFormat("en-US", {
        weekday: "long",
        month: "long",
        day: "numeric",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZone: site.timeZone,
        timeZoneName: "short",
      }).format(at),
  },
  signature: `The ${site.name} website`,
} as const;
