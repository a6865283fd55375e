import type { Kysely, Transaction } from "kysely";
import { randomUUID } from "node:crypto";
import type { QuoteRequest } from "../../app/lib/quote-schema";
import type { ReviewPayload } from "../../app/lib/review-schema";
import { toE164 } from "../db/phone";
import type { Database, NotificationKind } from "../db/schema";
import { newReference } from "./ids";

export type RequestMeta = { ip: string | null; userAgent: string | null; now: Date };

/**
 * A submission and the message announcing it are written in one transaction: once the
 * visitor has their 200, the outbox row exists, so the worker cannot miss the lead.
 */
export async function storeLead(
  db: Kysely<Database>,
  payload: QuoteRequest,
  meta: RequestMeta,
): Promise<string> {
  const id = newReference();
  const createdAt = meta.now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("leads")
      .values({
        id,
        created_at: createdAt,
        name: payload.name,
        email: payload.email.trim(),
        phone: toE164(payload.phone),
        service: payload.service,
        message: payload.message,
        sms_consent: payload.smsConsent,
        ip: meta.ip,
        user_agent: truncate(meta.userAgent),
      })
      .execute();
    await enqueue(trx, "contact", id, createdAt);
  });
  return id;
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
    await enqueue(trx, "review_completion", id, createdAt);
  });
  return id;
}

async function enqueue(
  trx: Transaction<Database>,
  kind: NotificationKind,
  refId: string,
  now: string,
): Promise<void> {
  await trx
    .insertInto("outbox")
    .values({
      id: randomUUID(),
      kind,
      ref_id: refId,
      status: "pending",
      attempts: 0,
      last_error: null,
      next_attempt_at: now,
      delivered_at: null,
      created_at: now,
      updated_at: now,
      queued_at: now,
    })
    .execute();
}

function truncate(value: string | null, max = 500): string | null {
  return value === null ? null : value.slice(0, max);
}
