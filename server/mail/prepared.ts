import type { MailAddresses } from "./addresses";

/**
 * A message its feature composed in full (issues 54 and 55): the homeowner's visit
 * confirmation (`visit`, with its .ics invitation) and the owner's alert of a visit or a
 * missed call (`owner_alert`). Its id is the outbox row's, so a retried delivery is the
 * same message and another change of the same visit is a new one.
 */
export type PreparedNotification = ({ kind: "visit" } | { kind: "owner_alert" }) & {
  id: string;
  /** The lead it is about: its X-Lead-Id, and the name its erasure finds its file by. */
  leadId: string;
  createdAt: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A file the message carries; EmailJS cannot attach one and leaves it out. */
  attachment?: { filename: string; contentType: string; content: string };
} & MailAddresses;

/** EmailJS's parameters: the thank-you's template takes the homeowner's, the contact's the owner's. */
export function preparedTemplateParams(notification: PreparedNotification): Record<string, string> {
  return {
    to_email: notification.to,
    subject: notification.subject,
    message: notification.text,
    reference: notification.id,
    lead_id: notification.id,
    first_name: "",
    from_name: notification.subject,
    from_email: notification.from,
  };
}
