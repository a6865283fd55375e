import { leadDetailsCopy } from "../../content/lead-details";
import { notificationMailCopy } from "../../content/notification-mail";
import { serviceLabels } from "../db/lead-services";
import { composeAcknowledgement } from "./acknowledgement";
import {
  type AcknowledgementNotification,
  type ReviewRequestNotification,
  type ContactNotification,
  type DigestNotification,
  detailFields,
  digestItems,
  digestText,
  type Notification,
  type ReviewNotification,
  reviewPlatformList,
} from "./notification";
import type { PreparedNotification } from "./prepared";

/**
 * The template parameters EmailJS fills its templates with, one set per kind of
 * notification (the transport itself is in emailjs.ts).
 */

type TemplateParams = Record<string, string | number>;

const copy = notificationMailCopy;

function contactTemplateParams(notification: ContactNotification): TemplateParams {
  const { lead } = notification;
  const fromName = lead.name.trim() || copy.unknown;
  const fromEmail = lead.email.trim() || copy.notProvided;
  const message = lead.message.trim() || copy.noMessage;
  return {
    from_name: fromName,
    from_email: fromEmail,
    phone: lead.phone.trim() || copy.notProvided,
    service: serviceLabels(lead) || copy.emailjs.noService,
    // The details and the reference ride in the message too, so they show whatever the
    // template prints.
    message: `${message}\n\n${detailLines(lead)}\n\n${copy.labels.reference}: ${lead.id}${
      notification.leadUrl ? `\n${leadDetailsCopy.openInInbox}: ${notification.leadUrl}` : ""
    }`,
    sms_consent: lead.sms_consent || copy.emailjs.no,
    to_email: notification.to,
    name: fromName,
    email: fromEmail,
    user_name: fromName,
    user_email: fromEmail,
    client_name: fromName,
    client_email: fromEmail,
    lead_id: lead.id,
    lead_url: notification.leadUrl ?? "",
    // The project's details and photo count, one param each, and as lines a template can print whole.
    ...detailParams(lead),
  };
}

function detailParams(lead: ContactNotification["lead"]): TemplateParams {
  return {
    zip: lead.zip ?? "",
    outside_service_area:
      Number(lead.outside_service_area) === 1 ? copy.emailjs.yes : copy.emailjs.no,
    contact_preference: lead.contact_preference ?? "",
    best_time: lead.best_time ?? "",
    photo_count: Number(lead.photo_count),
    details: detailLines(lead),
  };
}

function detailLines(lead: ContactNotification["lead"]): string {
  return detailFields(lead)
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
}

function reviewTemplateParams(notification: ReviewNotification): TemplateParams {
  const { review } = notification;
  return {
    client_name: review.client_name.trim() || copy.unknown,
    client_phone: review.client_phone.trim() || copy.notProvided,
    review_platforms: reviewPlatformList(review).join(", "),
    review_count: review.review_count,
    timestamp: review.created_at,
    user_agent: review.user_agent ?? copy.unknown,
    message: `${review.message.trim() || copy.noMessage}\n\n${copy.labels.reference}: ${review.id}`,
    to_email: notification.to,
    lead_id: review.id,
  };
}

function digestTemplateParams(notification: DigestNotification): TemplateParams {
  const { digest } = notification;
  const count = digestItems(notification).length;
  const title = copy.emailjs.digestTitle(count);
  return {
    digest_id: digest.id,
    lead_count: count,
    lead_ids: digestItems(notification)
      .map((item) => (item.kind === "contact" ? item.lead.id : item.review.id))
      .join(", "),
    // The contact template's names as well, so it can carry a digest when no digest template is set.
    from_name: title,
    name: title,
    service: copy.emailjs.digestService,
    message: `${fitDigest(digestText(notification))}\n\n${copy.labels.digest}: ${digest.id}`,
    to_email: notification.to,
    lead_id: digest.id,
  };
}

/** The thank-you's words, already composed: the template only lays them out. */
export function ackTemplateParams(notification: AcknowledgementNotification): TemplateParams {
  const { ack } = notification;
  const content = composeAcknowledgement(ack);
  return {
    to_email: notification.to,
    subject: content.subject,
    first_name: ack.firstName ?? "",
    reference: ack.reference,
    services: ack.services.join(", "),
    message: content.text,
    lead_id: ack.reference,
  };
}

/** EmailJS refuses template parameters over 50 KB; a long digest keeps its head and says so. */
const digestTextMax = 40_000;

function fitDigest(text: string): string {
  if (text.length <= digestTextMax) return text;
  return `${text.slice(0, digestTextMax)}\n\n${copy.emailjs.digestCut}`;
}

/** The parameters of a notification to the owner: a lead, a review notice or a digest. */
export function ownerTemplateParams(
  notification: Exclude<
    Notification,
    AcknowledgementNotification | ReviewRequestNotification | PreparedNotification
  >,
): TemplateParams {
  switch (notification.kind) {
    case "contact":
      return contactTemplateParams(notification);
    case "digest":
      return digestTemplateParams(notification);
    default:
      return reviewTemplateParams(notification);
  }
}
