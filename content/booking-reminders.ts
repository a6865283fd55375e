import { site } from "./site";

/**
 * The homeowner's reminders of the estimate visit (issue 55): the day before and 2 hours
 * before, by e-mail and, with their consent, by text. `when` is the visit's time on the
 * business's clock ("Tuesday, March 2 at 9:00 AM"); `day` says "today" or "tomorrow"
 * when the reminder goes out on that day, else it is left out.
 */
export type ReminderDay = "today" | "tomorrow" | undefined;

const visitOn = (day: ReminderDay, when: string) => (day ? `${day}, ${when}` : when);

export const bookingReminderCopy = {
  /** The text: these words, then `change` and the link (or `call`), then `stop`. */
  sms: (firstName: string | undefined, day: ReminderDay, when: string) =>
    `${site.shortName}: ${firstName ? `Hi ${firstName}, a` : "A"} reminder of your free estimate visit ${visitOn(day, when)}.`,
  change: "To change or cancel:",
  call: `Questions? Call ${site.phone.display}.`,
  stop: "Reply STOP to opt out",
  email: {
    subject: (day: ReminderDay, when: string) =>
      `Reminder: your estimate visit with ${site.shortName} ${visitOn(day, when)}`,
    body: (day: ReminderDay, when: string) =>
      `This is a reminder of your free estimate visit ${visitOn(day, when)}.`,
    where: (address: string) => `We will come to: ${address}`,
    questions: `Questions? Call or text us at ${site.phone.display}.`,
    manage: "Change or cancel the visit",
    signature: `The ${site.name} team`,
  },
} as const;
