import type Mail from "nodemailer/lib/mailer";
import { notificationMailCopy } from "../../content/notification-mail";
import {
  composeEmail,
  type Notification,
  notificationCreatedAt,
  notificationId,
} from "./notification";

/**
 * The notification as a MIME message. Its Message-ID and X-Lead-Id come from the lead id,
 * so a message sent twice after a retry is recognisably the same message.
 */
export function toMailMessage(notification: Notification): Mail.Options {
  const id = notificationId(notification);
  const content = composeEmail(notification);
  const domain = notification.from.split("@")[1] ?? "localhost";
  const createdAt = notificationCreatedAt(notification);
  return {
    from: { name: notificationMailCopy.fromName, address: notification.from },
    // Objects, never strings: nodemailer parses a string for a display name and a list of
    // recipients, and the thank-you's address and the reply-to came from a visitor.
    to: { name: "", address: notification.to },
    replyTo: content.replyTo ? { name: "", address: content.replyTo } : undefined,
    subject: content.subject,
    text: content.text,
    html: content.html,
    date: new Date(createdAt),
    messageId: `<${id}.${notification.kind}@${domain}>`,
    headers: {
      "X-Lead-Id": "leadId" in notification ? notification.leadId : id,
      ...unsubscribeHeaders(notification),
    },
    // The visit's invitation (issue 55): text/calendar with its iTIP method, as a file.
    attachments:
      "attachment" in notification && notification.attachment
        ? [{ ...notification.attachment, contentDisposition: "attachment" as const }]
        : undefined,
  };
}

/**
 * RFC 8058's one-click unsubscribe on a review request: mail clients POST
 * `List-Unsubscribe=One-Click` to the URL. Gmail and Yahoo honor it only on DKIM-signed mail.
 */
function unsubscribeHeaders(notification: Notification): Record<string, string> {
  if (notification.kind !== "review_request") return {};
  return {
    "List-Unsubscribe": `<${notification.request.unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
