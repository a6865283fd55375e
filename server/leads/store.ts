import type { Kysely, Transaction } from "kysely";
import { smsConsentWording } from "../../content/acknowledgement";
import { formCopy } from "../../content/forms";
import { outsideServiceArea } from "../../content/service-area";
import { normalizeEmail } from "../../contracts/email-address";
import type { QuoteRequest } from "../../contracts/quote-schema";
import { encodeTouch, parseTouch } from "../../contracts/visit-touch";
import type { ReviewPayload } from "../../contracts/review-schema";
import { storedServices } from "../db/lead-services";
import { toE164 } from "../db/phone";
import type { Channel, Database, NotificationKind } from "../db/schema";
import { thumbnailColumns, type Thumbnails } from "../db/thumbnails";
import { claimKey, type Idempotency, storedAnswer } from "./idempotency";
import { enqueue } from "../outbox/door";
import { newReference } from "./ids";

export type RequestMeta = {
  ip: string | null;
  userAgent: string | null;
  now: Date;
  /** The channels configured on this server; e-mail to the owner alone when not given. */
  channels?: readonly Channel[];
};

/**
 * A photo ready to store: already re-encoded (server/photos/prepare.ts), with its
 * thumbnails; without them, the inbox makes them when it first asks.
 */
export type StoredPhoto = { bytes: Buffer; width: number; height: number; thumbnails?: Thumbnails };

export type LeadExtras = {
  /** In the order the visitor attached them. */
  photos?: readonly StoredPhoto[];
  /** A resend with the same key stores nothing and gets the first lead's id. */
  idempotency?: Idempotency;
};

/**
 * A submission, its photos and every message announcing it, one outbox row per channel,
 * are written in one transaction: once the visitor has their 200, the rows exist, so no
 * worker can miss the lead on any channel, and no channel waits for another. With an
 * idempotency key already used, nothing is written and the first lead's id is returned.
 */
export async function storeLead(
  db: Kysely<Database>,
  payload: QuoteRequest,
  meta: RequestMeta & LeadExtras,
): Promise<string> {
  const id = newReference();
  const createdAt = meta.now.toISOString();
  const channels = meta.channels ?? ["email"];
  const email = normalizeEmail(payload.email);
  const phone = toE164(payload.phone);
  const consented = payload.smsConsent === "Yes";
  const zip = payload.zip?.trim() || null;
  const photos = meta.photos ?? [];
  return db.transaction().execute(async (trx) => {
    if (meta.idempotency && !(await claimKey(trx, meta.idempotency, id, meta.now))) {
      const first = await storedAnswer(trx, meta.idempotency.keyHash, meta.now);
      if (first) return first.leadId;
    }
    await trx
      .insertInto("leads")
      .values({
        id,
        created_at: createdAt,
        name: payload.name,
        email,
        phone,
        ...storedServices(payload.service),
        message: payload.message,
        sms_consent: payload.smsConsent,
        sms_consent_text: consented ? smsConsentWording : null,
        sms_consent_at: consented ? createdAt : null,
        ip: meta.ip,
        user_agent: truncate(meta.userAgent),
        zip,
        contact_preference: payload.contactPreference || null,
        best_time: payload.bestTime || null,
        outside_service_area: outsideServiceArea(zip) ? 1 : 0,
        photo_count: photos.length,
        first_touch: touchText(payload.firstTouch),
        last_touch: touchText(payload.lastTouch),
        financing: isFinancingRequest(payload) ? 1 : 0,
      })
      .execute();
    // One statement a photo: a batch of five would put up to 25 MB in one statement.
    for (const [position, photo] of photos.entries()) {
      await trx
        .insertInto("lead_photos")
        .values({
          lead_id: id,
          position,
          width: photo.width,
          height: photo.height,
          bytes: photo.bytes,
          ...thumbnailColumns(photo.thumbnails),
        })
        .execute();
    }
    // The thank-yous are queued for every lead; whether the address was already thanked
    // today is settled when one is sent (./acknowledgements.ts), not in this transaction.
    const thanks = channels.filter(
      (channel) =>
        (channel === "ack_email" && email !== "") ||
        (channel === "ack_sms" && consented && phone !== ""),
    );
    const queued = [...ownerChannels(channels), ...thanks];
    await enqueueFor(trx, "contact", id, createdAt, queued);
    return id;
  });
}

/** The owner's channels: e-mail, texts and the CRM webhook, whichever are configured. */
function ownerChannels(channels: readonly Channel[]): Channel[] {
  return channels.filter(
    (channel) => channel === "email" || channel === "sms" || channel === "webhook",
  );
}

export async function storeReviewNotice(
  db: Kysely<Database>,
  payload: ReviewPayload,
  meta: RequestMeta,
): Promise<string> {
  const id = newReference();
  const createdAt = meta.now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("review_notices")
      .values({
        id,
        created_at: createdAt,
        client_name: payload.client_name,
        client_phone: toE164(payload.client_phone),
        review_platforms: JSON.stringify(payload.review_platforms),
        review_count: payload.review_platforms.length,
        message: payload.message,
        ip: meta.ip,
        user_agent: truncate(meta.userAgent),
      })
      .execute();
    // The owner reads about a review in the e-mail; a text is kept for new leads.
    const queued = ownerChannels(meta.channels ?? ["email"]).filter((c) => c !== "sms");
    await enqueueFor(trx, "review_completion", id, createdAt, queued);
  });
  return id;
}

/** The lead's (or notice's) row on each channel, due now, in the lead's own transaction. */
async function enqueueFor(
  trx: Transaction<Database>,
  kind: NotificationKind,
  refId: string,
  now: string,
  channels: readonly Channel[],
): Promise<void> {
  // One statement for every channel's row: the lead's transaction stays as short as it was.
  const jobs = channels.map((channel) => ({ kind, channel, refId }));
  await enqueue(trx, jobs, { now: new Date(now) });
}

/**
 * A request from the financing form (decision 249). A page cached from before the form said
 * which it was sends no form: its financing request is told by the words sent for an empty
 * message, as the inbox told them before.
 */
function isFinancingRequest(payload: QuoteRequest): boolean {
  if (payload.form) return payload.form === "financing";
  return payload.message.trim() === formCopy.financingMessage;
}

/** A touch as stored: re-encoded from what was validated, null when the browser sent none. */
function touchText(text: string | undefined): string | null {
  const touch = text ? parseTouch(text) : undefined;
  return touch && Object.keys(touch).length > 0 ? encodeTouch(touch) : null;
}

function truncate(value: string | null, max = 500): string | null {
  return value === null ? null : value.slice(0, max);
}
