import type { Kysely } from "kysely";
import { routes } from "../../contracts/routes";
import { serviceNames, serviceSlugs } from "../db/lead-services";
import type { Database, Lead, ReviewNotice } from "../db/schema";
import { photoLinkLifetimeMs, signedPhotoUrl } from "../photos/links";
import { photoSummaries } from "../photos/read";
import type { ChannelSender } from "./channel-sender";
import { loadLead, loadReviewNotice } from "./load";
import { leadDetails } from "./sms-body";
import { sendWebhook } from "./webhook";

/** The CRM hook; `photoLinkSecret` signs the photo links its leads carry. */
export type WebhookSettings = { url: string; secret: string; photoLinkSecret: string };

/** The owner's CRM: each lead and completed review as a signed Standard Webhooks event. */
export function webhookSender(
  db: Kysely<Database>,
  /** The site's public origin: the event links to the lead in the inbox. */
  origin: string,
  webhook: WebhookSettings,
): ChannelSender {
  // Signed at each attempt: a retry days later still hands the CRM links good for a week.
  const photoLinks = async (leadId: string): Promise<PhotoLink[]> => {
    const expiresAt = new Date(Date.now() + photoLinkLifetimeMs);
    const photos = await photoSummaries(db, leadId);
    return photos.map((photo, index) => ({
      url: signedPhotoUrl({ origin, secret: webhook.photoLinkSecret, leadId, index, expiresAt }),
      width: photo.width,
      height: photo.height,
      expiresAt: expiresAt.toISOString(),
    }));
  };
  return {
    name: "webhook",
    capped: false,
    async send(row) {
      const event =
        row.kind === "review_completion"
          ? reviewEvent(await loadReviewNotice(db, row.ref_id))
          : leadEvent(await loadLead(db, row.ref_id), origin, await photoLinks(row.ref_id));
      // The row's id names the delivery: the same on every retry, so a receiver drops repeats.
      await sendWebhook({ ...webhook, id: `msg_${row.id}`, ...event });
    },
  };
}

/** A photo of a lead, for a CRM: a link signed to work without a session until `expiresAt`. */
export type PhotoLink = { url: string; width: number; height: number; expiresAt: string };

/** The lead as a CRM reads it (docs/webhook-payload.schema.json). */
export function leadEvent(lead: Lead, origin: string, photos: readonly PhotoLink[] = []) {
  const details = leadDetails(lead);
  return {
    type: "lead.created",
    timestamp: new Date(lead.created_at),
    data: {
      id: lead.id,
      createdAt: lead.created_at,
      name: lead.name,
      email: lead.email || null,
      phone: lead.phone || null,
      // The names as a person reads them (the published field), and the slugs beside them.
      services: serviceNames(lead).map((item) => item.name),
      serviceSlugs: serviceSlugs(lead),
      message: lead.message,
      smsConsent: lead.sms_consent === "Yes",
      url: `${origin}${routes.adminLead(lead.id)}`,
      zip: details.zip,
      outsideServiceArea: details.outsideServiceArea,
      contactPreference: details.contactPreference,
      bestTime: details.bestTime,
      photos,
    },
  };
}

export function reviewEvent(review: ReviewNotice) {
  return {
    type: "review.completed",
    timestamp: new Date(review.created_at),
    data: {
      id: review.id,
      createdAt: review.created_at,
      clientName: review.client_name,
      clientPhone: review.client_phone || null,
      platforms: JSON.parse(review.review_platforms) as string[],
      message: review.message,
    },
  };
}
