import type { Kysely, Transaction } from "kysely";
import { createHash, randomUUID } from "node:crypto";
import { smsConsentWording } from "../../app/content/acknowledgement";
import type { QuoteRequest } from "../../app/lib/quote-schema";
import type { ReviewPayload } from "../../app/lib/review-schema";
import { toE164 } from "../db/phone";
import { outsideServiceArea } from "../../app/content/service-area";
import type { Channel, Database, NotificationKind } from "../db/schema";
import { claimKey, type Idempotency, storedAnswer } from "./idempotency";
import { newReference } from "./ids";

export type RequestMeta = {
  ip: string | null;
  userAgent: string | null;
  now: Date;
  /** The channels configured on this server; e-mail to the owner alone when not given. */
  channels?: readonly Channel[];
};

/** A photo ready to store: already re-encoded (server/photos/prepare.ts). */
export type StoredPhoto = { bytes: Buffer; width: number; height: number };

export type LeadExtras = {
  /** In the order the visitor attached them. */
  photos?: readonly StoredPhoto[];
  /** A resend with the same key stores nothing and gets the first lead's id. */
  idempotency?: Idempotency;
};

/** A visitor is thanked at most once a day per address and channel, on every instance. */
export const acknowledgementIntervalMs = 24 * 60 * 60_000;

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
  const email = payload.email.trim();
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
        service: payload.service,
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
        })
        .execute();
    }
    const wanted: Acknowledgement[] = [];
    if (channels.includes("ack_email") && email)
      wanted.push({ channel: "ack_email", address: email });
    if (channels.includes("ack_sms") && consented && phone) {
      wanted.push({ channel: "ack_sms", address: phone });
    }
    const queued = [...ownerChannels(channels), ...(await firstToday(trx, wanted, meta.now))];
    await enqueue(trx, "contact", id, createdAt, queued);
    return id;
  });
}

/** The owner's channels: e-mail, texts and the CRM webhook, whichever are configured. */
function ownerChannels(channels: readonly Channel[]): Channel[] {
  return channels.filter(
    (channel) => channel === "email" || channel === "sms" || channel === "webhook",
  );
}

type Acknowledgement = { channel: Channel; address: string };

/**
 * Claims each address's acknowledgement for the next 24 hours and answers the channels
 * whose claim it got: one statement for them all, so two instances storing two requests
 * from one address at once cannot both thank it, and the lead's transaction stays short.
 * The address is kept only as a hash; the claim says nothing but that it was thanked.
 */
async function firstToday(
  trx: Transaction<Database>,
  wanted: readonly Acknowledgement[],
  now: Date,
): Promise<Channel[]> {
  if (wanted.length === 0) return [];
  const keys = wanted.map(({ channel, address }) => acknowledgementKey(channel, address));
  const cutoff = new Date(now.getTime() - acknowledgementIntervalMs).toISOString();
  const rows = await trx
    .insertInto("acknowledgements")
    .values(keys.map((recipient) => ({ recipient, sent_at: now.toISOString() })))
    .onConflict((oc) =>
      oc
        .column("recipient")
        .doUpdateSet({ sent_at: now.toISOString() })
        .where("acknowledgements.sent_at", "<=", cutoff),
    )
    .returning("recipient")
    .execute();
  const claimed = new Set(rows.map((row) => row.recipient));
  return wanted.filter((_, index) => claimed.has(keys[index] ?? "")).map((a) => a.channel);
}

/** The hash an acknowledgement is remembered by; erasure computes it again to forget it. */
export function acknowledgementKey(channel: Channel, address: string): string {
  return createHash("sha256").update(`${channel}:${address.trim().toLowerCase()}`).digest("hex");
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
    await enqueue(trx, "review_completion", id, createdAt, queued);
  });
  return id;
}

async function enqueue(
  trx: Transaction<Database>,
  kind: NotificationKind,
  refId: string,
  now: string,
  channels: readonly Channel[],
): Promise<void> {
  if (channels.length === 0) return;
  // One statement for every channel's row: the lead's transaction stays as short as it was.
  await trx
    .insertInto("outbox")
    .values(
      channels.map((channel) => ({
        id: randomUUID(),
        kind,
        channel,
        ref_id: refId,
        status: "pending" as const,
        attempts: 0,
        last_error: null,
        next_attempt_at: now,
        delivered_at: null,
        created_at: now,
        updated_at: now,
        queued_at: now,
      })),
    )
    .execute();
}

function truncate(value: string | null, max = 500): string | null {
  return value === null ? null : value.slice(0, max);
}
