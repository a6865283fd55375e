import type { Kysely } from "kysely";
import { reviewRequestCopy } from "../../content/review-requests";
import { isPlainEmail, normalizeEmail } from "../../contracts/email-address";
import { apiRoutes, reviewRequestLink } from "../../contracts/routes";
import type { Database, OutboxRow } from "../db/schema";
import type { MailAddresses } from "../mail/notification";
import type { MailTransport } from "../mail/transport";
import { consentCoversReviews } from "../reviews/requests";
import { type QuietHours, quietUntil } from "../reviews/schedule";
import { type ChannelSender, notYet, skipped } from "./channel-sender";
import { loadLead } from "./load";
import { clip, firstName, SMS_BODY_MAX } from "./sms-body";
import { confirmTexts, type SmsSettings, type TextLog, textIntoThread } from "./text-senders";

/**
 * The lead and its request's link, or undefined when this message must not go: the
 * homeowner already acted on /review or unsubscribed, so no reminder (nor late request).
 */
async function stillWanted(db: Kysely<Database>, row: OutboxRow) {
  const request = await db
    .selectFrom("review_requests")
    .selectAll()
    .where("lead_id", "=", row.ref_id)
    .executeTakeFirst();
  if (!request || request.opened_at || request.unsubscribed_at) return undefined;
  return { lead: await loadLead(db, row.ref_id), token: request.token };
}

/**
 * A finished job's review request by e-mail, with RFC 8058's one-click unsubscribe. In
 * the quiet hours it waits for the morning, whenever the row came due.
 */
export function reviewMailSender(
  db: Kysely<Database>,
  transport: MailTransport,
  addresses: MailAddresses,
  origin: string,
  hours: QuietHours,
): ChannelSender {
  return {
    name: transport.name,
    capped: false,
    async send(row, now) {
      const morning = quietUntil(now, hours);
      if (morning) return notYet(morning);
      const wanted = await stillWanted(db, row);
      if (!wanted) return skipped;
      const address = normalizeEmail(wanted.lead.email);
      if (!isPlainEmail(address)) return skipped;
      const query = new URLSearchParams({ t: wanted.token }).toString();
      await transport.send({
        kind: "review_request",
        to: address,
        from: addresses.from,
        request: {
          id: row.id,
          sentAt: now.toISOString(),
          firstName: firstName(wanted.lead.name),
          reminder: row.kind === "review_reminder",
          link: `${origin}${reviewRequestLink(wanted.token)}`,
          unsubscribeUrl: `${origin}${apiRoutes.reviewUnsubscribe}?${query}`,
        },
      });
    },
  };
}

/**
 * The same request by text: only under consent that names it, never in the quiet hours,
 * and through the text gate (never after a STOP, only to SMS_COUNTRIES, within the hourly
 * cap). It joins the lead's thread as the thank-you does, and so does a request that a
 * STOP kept from going, as "opted out".
 */
export function reviewTextSender(
  db: Kysely<Database>,
  origin: string,
  sms: SmsSettings,
  log: TextLog,
  hours: QuietHours,
): ChannelSender {
  return {
    name: "twilio",
    capped: false,
    async send(row, now) {
      const morning = quietUntil(now, hours);
      if (morning) return notYet(morning);
      const wanted = await stillWanted(db, row);
      if (!wanted) return skipped;
      const { lead } = wanted;
      if (!lead.phone || !consentCoversReviews(lead)) return skipped;
      const link = `${origin}${reviewRequestLink(wanted.token)}`;
      const stop = reviewRequestCopy.stop;
      const text = reviewRequestCopy.sms(firstName(lead.name), link);
      const body = `${clip(text, SMS_BODY_MAX - stop.length - 1)} ${stop}`;
      const thread = { leadId: lead.id, kind: "review" as const, body, outboxId: row.id, now };
      return textIntoThread(db, sms, log, lead.phone, thread);
    },
    confirm: (row) => confirmTexts(sms, row.external_id),
  };
}
