import { leadDetailsCopy } from "../../content/lead-details";
import { notificationMailCopy } from "../../content/notification-mail";
import { isPlainEmail, normalizeEmail } from "../../contracts/email-address";
import { site } from "../../content/site";
import { serviceLabels } from "../db/lead-services";
import type { Lead, ReviewNotice } from "../db/schema";
import { escapeHtml } from "../html";
import { type Acknowledgement, composeAcknowledgement } from "./acknowledgement";
import type { MailAddresses } from "./addresses";
import { htmlEmail } from "./html-email";
import type { PreparedNotification } from "./prepared";
import { composeReviewRequest, type ReviewRequest } from "./review-request";

/*
 * A notification and its message, made from plain data: nothing here reads the database
 * (server/channels/load.ts does, for the outbox).
 */

export type { MailAddresses } from "./addresses";

export type ContactNotification = {
  kind: "contact";
  lead: Lead;
  /** The lead in the owner's inbox (PUBLIC_URL + routes.adminLead), when the origin is known. */
  leadUrl?: string;
} & MailAddresses;
export type ReviewNotification = {
  kind: "review_completion";
  review: ReviewNotice;
} & MailAddresses;
/** Leads held back by the per-minute cap, listed in one message (see server/outbox/digest.ts). */
export type Digest = { id: string; created_at: string; leads: Lead[]; reviews: ReviewNotice[] };
export type DigestNotification = { kind: "digest"; digest: Digest } & MailAddresses;
/** The visitor's thank-you: `to` is the visitor's address, not the owner's. */
export type AcknowledgementNotification = {
  kind: "acknowledgement";
  ack: Acknowledgement;
} & MailAddresses;
/** A finished job's review request to the homeowner: `to` is the homeowner's address. */
export type ReviewRequestNotification = {
  kind: "review_request";
  request: ReviewRequest;
} & MailAddresses;
export type Notification =
  | ContactNotification
  | ReviewNotification
  | DigestNotification
  | AcknowledgementNotification
  | ReviewRequestNotification
  | PreparedNotification;

export function notificationId(notification: Notification): string {
  switch (notification.kind) {
    case "contact":
      return notification.lead.id;
    case "review_completion":
      return notification.review.id;
    case "digest":
      return notification.digest.id;
    case "acknowledgement":
      return notification.ack.reference;
    case "review_request":
      return notification.request.id;
    case "visit":
    case "owner_alert":
      return notification.id;
  }
}

export function notificationCreatedAt(notification: Notification): string {
  switch (notification.kind) {
    case "contact":
      return notification.lead.created_at;
    case "review_completion":
      return notification.review.created_at;
    case "digest":
      return notification.digest.created_at;
    case "acknowledgement":
      return notification.ack.created_at;
    case "review_request":
      return notification.request.sentAt;
    case "visit":
    case "owner_alert":
      return notification.createdAt;
  }
}

type EmailContent = {
  subject: string;
  text: string;
  html: string;
  /** The visitor's address, only when it is one plain address. */
  replyTo?: string;
};

/**
 * Header values never carry a line break or other control character, whatever reached
 * the database, so a name like "x\r\nBcc: ..." cannot add a header.
 */
function oneLine(value: string, max = 200): string {
  const flat = value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const copy = notificationMailCopy;
const labels = copy.labels;

// A Map, so a stored platform such as "constructor" is shown as stored, not as a function.
const platformNames = new Map<string, string>(Object.entries(copy.platforms));

export function reviewPlatformList(review: ReviewNotice): string[] {
  try {
    const parsed: unknown = JSON.parse(review.review_platforms);
    return Array.isArray(parsed)
      ? parsed.map((p) => platformNames.get(String(p)) ?? String(p))
      : [];
  } catch {
    return [];
  }
}

/**
 * Every field of the submission, labelled, in reading order. Only the message keeps its
 * line breaks; a break in any other field could pass for a field of its own.
 */
export function notificationFields(
  notification: ContactNotification | ReviewNotification,
): [string, string][] {
  const fields: [string, string][] =
    notification.kind === "contact"
      ? contactFields(notification.lead)
      : reviewFields(notification.review);
  return fields.map(([label, value]) => [
    label,
    label === labels.message ? value : oneLine(value, 5_000),
  ]);
}

function contactFields(lead: Lead): [string, string][] {
  return [
    [labels.reference, lead.id],
    [labels.received, lead.created_at],
    [labels.name, lead.name],
    [labels.email, lead.email || copy.notProvided],
    [labels.phone, lead.phone || copy.notProvided],
    [labels.services, serviceLabels(lead)],
    [labels.smsConsent, lead.sms_consent],
    ...detailFields(lead),
    [labels.message, lead.message],
  ];
}

/** The optional details the visitor gave, and how many photos came with the request. */
export function detailFields(lead: Lead): [string, string][] {
  const { labels, contactPreferences, bestTimes } = leadDetailsCopy;
  const fields: [string, string][] = [];
  if (lead.zip) {
    const outside = Number(lead.outside_service_area) === 1;
    fields.push([
      labels.zip,
      outside ? `${lead.zip} (${leadDetailsCopy.outsideServiceArea})` : lead.zip,
    ]);
  }
  if (lead.contact_preference) {
    fields.push([labels.contactPreference, contactPreferences[lead.contact_preference]]);
  }
  if (lead.best_time) fields.push([labels.bestTime, bestTimes[lead.best_time]]);
  fields.push([labels.photos, leadDetailsCopy.photoCount(Number(lead.photo_count))]);
  return fields;
}

function reviewFields(review: ReviewNotice): [string, string][] {
  return [
    [labels.reference, review.id],
    [labels.received, review.created_at],
    [labels.clientName, review.client_name],
    [labels.clientPhone, review.client_phone || copy.notProvided],
    [labels.reviewPlatforms, reviewPlatformList(review).join(", ")],
    [labels.reviewCount, String(review.review_count)],
    [labels.message, review.message || copy.noMessage],
    [labels.browser, review.user_agent ?? copy.unknown],
  ];
}

export function composeEmail(notification: Notification): EmailContent {
  if (notification.kind === "digest") return composeDigest(notification);
  if (notification.kind === "acknowledgement") {
    // Replies reach the business, never an address the visitor typed.
    return { ...composeAcknowledgement(notification.ack), replyTo: site.email };
  }
  if (notification.kind === "review_request") {
    return { ...composeReviewRequest(notification.request), replyTo: site.email };
  }
  if (notification.kind === "visit" || notification.kind === "owner_alert") return notification;
  const fields = notificationFields(notification);
  const id = notificationId(notification);
  const leadUrl = notification.kind === "contact" ? notification.leadUrl : undefined;
  const subject =
    notification.kind === "contact"
      ? copy.quoteRequest.subject(
          oneLine(notification.lead.name, 100),
          outsideMark(notification.lead),
          id,
        )
      : copy.reviewNotice.subject(oneLine(notification.review.client_name, 100), id);
  const heading =
    notification.kind === "contact" ? copy.quoteRequest.heading : copy.reviewNotice.heading;

  const text = [
    copy.intro(heading),
    "",
    ...fields.map(([label, value]) =>
      value.includes("\n") ? `${label}:\n${value}` : `${label}: ${value}`,
    ),
    "",
    ...(leadUrl ? [`${leadDetailsCopy.openInInbox}: ${leadUrl}`, ""] : []),
    copy.replyHint(id),
  ].join("\n");

  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const html = htmlEmail(`<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
<table cellspacing="0" cellpadding="0">
${rows}
</table>
${leadUrl ? `<p><a href="${escapeHtml(leadUrl)}">${escapeHtml(leadDetailsCopy.openInInbox)}</a></p>\n` : ""}<p>${escapeHtml(copy.referenceLine(id))}</p>`);

  const email = notification.kind === "contact" ? normalizeEmail(notification.lead.email) : "";
  return {
    subject,
    text,
    html,
    replyTo: isPlainEmail(email) ? email : undefined,
  };
}

/** The subject says at once when a request comes from outside the service area. */
function outsideMark(lead: Lead): string {
  return Number(lead.outside_service_area) === 1 ? ` (${leadDetailsCopy.outsideServiceArea})` : "";
}

/** The digest's items as the single-lead notifications they stand for. */
export function digestItems(
  notification: DigestNotification,
): (ContactNotification | ReviewNotification)[] {
  const { to, from, digest } = notification;
  return [
    ...digest.leads.map((lead): ContactNotification => ({ kind: "contact", lead, to, from })),
    ...digest.reviews.map((review): ReviewNotification => ({
      kind: "review_completion",
      review,
      to,
      from,
    })),
  ];
}

/** The listing of a digest as plain text: every field of every lead, one block each. */
export function digestText(notification: DigestNotification): string {
  return digestItems(notification)
    .map((item) =>
      notificationFields(item)
        .map(([label, value]) =>
          value.includes("\n") ? `${label}:\n${value}` : `${label}: ${value}`,
        )
        .join("\n"),
    )
    .join("\n\n----\n\n");
}

function composeDigest(notification: DigestNotification): EmailContent {
  const { digest } = notification;
  const count = digest.leads.length + digest.reviews.length;
  const heading = copy.digest.heading(count);
  const intro = copy.digest.intro(digest.id);
  const text = [heading, "", intro, "", digestText(notification), ""].join("\n");
  const blocks = digestItems(notification)
    .map((item) => {
      const rows = notificationFields(item)
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th>` +
            `<td style="padding:2px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join("\n");
      return `<table cellspacing="0" cellpadding="0">\n${rows}\n</table><hr>`;
    })
    .join("\n");
  const html = htmlEmail(`<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
<p>${escapeHtml(intro)}</p>
${blocks}`);
  return { subject: copy.digest.subject(heading, digest.id), text, html };
}
