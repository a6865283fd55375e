import { site } from "./site";

/**
 * A finished job's review request (issue 37): the same words for every homeowner,
 * whatever they think of the job. It asks for an honest review and leaves the choice of
 * where, or whether, to them: never a word that sorts happy customers from unhappy ones.
 */
export const reviewRequestCopy = {
  email: {
    subject: (reminder: boolean) =>
      reminder
        ? `A reminder: how did your project with ${site.shortName} go?`
        : `How did your project with ${site.shortName} go?`,
    greeting: (firstName: string | undefined) => (firstName ? `Hi ${firstName},` : "Hello,"),
    body: `Thank you for choosing ${site.name}. Your job is finished, and we would like to hear how it went. An honest review, good or bad, helps your neighbors choose a contractor and helps us do better.`,
    action: "Share your experience",
    privately: "You can post a review on Google, or tell us privately: it is up to you.",
    signature: `The ${site.name} team`,
    unsubscribe: "Unsubscribe from these reminders",
    whyThis: `You get this e-mail because ${site.name} finished a job for you. We send at most two reminders.`,
  },
  /** The text before `stop`, which the sender adds. */
  sms: (firstName: string | undefined, link: string) =>
    `${firstName ? `Hi ${firstName}, thank` : "Thank"} you for choosing ${site.shortName}. How did your project go? An honest review helps your neighbors: ${link}`,
  stop: "Reply STOP to opt out",
  /** The page a GET of the unsubscribe link shows: one button, since a GET never unsubscribes. */
  unsubscribePage: {
    title: `Unsubscribe: ${site.name}`,
    question: "Stop the reminders about reviewing your project?",
    button: "Unsubscribe",
    done: "You are unsubscribed. We will not send you more reminders about this project.",
    unknown: "This link is no longer valid. No reminders will be sent with it.",
  },
} as const;

/** What the lead's page and the inbox's filter call a review request's stages. */
export const reviewRequestMarks = {
  heading: "Review request",
  none: "No review request yet. Marking the job Completed sends one.",
  requested: "Review requested",
  queued: "Queued, not sent yet",
  reminded: "Reminded",
  opened: "Opened",
  unsubscribed: "Unsubscribed",
  sendByHand: "Send a review request",
  sending: "Sending…",
  sent: "Review request queued.",
  failed: "Could not queue the review request.",
  at: (mark: string, time: string) => `${mark} ${time}`,
  reminders: (count: number) => (count === 1 ? "1 reminder" : `${count} reminders`),
  noContact: "No e-mail address or text consent to send a review request to.",
} as const;
