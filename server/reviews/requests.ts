import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { reviewTextConsent } from "../../content/forms";
import { recordInLedger } from "../db/ledger-file";
import { canceledByOwner } from "../db/outbox-reasons";
import { personHmac } from "../db/person-hash";
import type { Channel, Database, Lead, NotificationKind } from "../db/schema";
import { enqueue, remove } from "../outbox/door";
import { heldReviewTimes, type ReviewSchedule } from "./schedule";

/** Which of the homeowner's channels this server can send a review request on. */
export type ReviewChannels = { email: boolean; sms: boolean };

const reviewKinds: NotificationKind[] = ["review_request", "review_reminder"];

/** Their consent's stored words name review requests: the old wording did not. */
export function consentCoversReviews(lead: Pick<Lead, "sms_consent" | "sms_consent_text">) {
  return lead.sms_consent === "Yes" && (lead.sms_consent_text ?? "").includes(reviewTextConsent);
}

/** The channels a request to this lead would go on; none: nothing to send to. */
export function reviewChannelsOf(
  lead: Pick<Lead, "email" | "phone" | "sms_consent" | "sms_consent_text">,
  channels: ReviewChannels,
): Channel[] {
  const queued: Channel[] = [];
  if (channels.email && lead.email.trim() !== "") queued.push("review_email");
  if (channels.sms && lead.phone.trim() !== "" && consentCoversReviews(lead)) {
    queued.push("review_sms");
  }
  return queued;
}

/** What was queued: on which channels, the outbox rows (request and reminders), when it goes. */
export type QueuedReview = { channels: Channel[]; ids: string[]; sendsAt: Date | undefined };

/**
 * Queues a finished job's review request and its reminders as outbox rows, due on the
 * schedule: by e-mail when there is an address, by text when their consent covers it. A
 * request not yet sent is replaced, so the owner's button never sends two. Answers the
 * channels queued (none: nothing to send to) and the rows. From the inbox, the rows are
 * written held for `holdMs` (the undo's hold, issue 52): never due before a worker could
 * send them while the owner may still take them back.
 */
export async function queueReviewRequest(
  db: Kysely<Database>,
  leadId: string,
  now: Date,
  schedule: ReviewSchedule,
  channels: ReviewChannels,
  holdMs = 0,
): Promise<QueuedReview> {
  const lead = await db.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
  const none: QueuedReview = { channels: [], ids: [], sendsAt: undefined };
  if (!lead) return none;
  const queued = reviewChannelsOf(lead, channels);
  if (queued.length === 0) return none;
  const at = now.toISOString();
  const times = heldReviewTimes(now, schedule, holdMs);
  const createdAt = new Date(lead.created_at);
  const jobs = queued.flatMap((channel) =>
    times.map((due, index) => ({
      kind: index === 0 ? ("review_request" as const) : ("review_reminder" as const),
      channel,
      refId: leadId,
      runAt: due,
    })),
  );
  const ids = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("review_requests")
      .values({ lead_id: leadId, token: randomBytes(18).toString("base64url"), created_at: at })
      .onConflict((oc) => oc.column("lead_id").doNothing())
      .execute();
    const waiting = await trx
      .selectFrom("outbox")
      .select("id")
      .where("ref_id", "=", leadId)
      .where("kind", "in", reviewKinds)
      .where("status", "=", "pending")
      .execute();
    // A row retried after a refusal has attempts: they go with it.
    await remove(
      trx,
      waiting.map((row) => row.id),
    );
    return enqueue(trx, jobs, { now, refCreatedAt: createdAt });
  });
  return { channels: queued, ids, sendsAt: times[0] };
}

export type ReviewMarks = {
  requestedAt: string | null;
  remindedAt: string | null;
  reminders: number;
  openedAt: string | null;
  unsubscribedAt: string | null;
  /** When the owner took back the latest request before it went (issue 52), else null. */
  canceledAt: string | null;
};

/** When the latest request queued was canceled by the owner before it went, else null. */
async function canceledAt(db: Kysely<Database>, leadId: string): Promise<string | null> {
  const latest = await db
    .selectFrom("outbox")
    .select(["status", "last_error", "updated_at"])
    .where("ref_id", "=", leadId)
    .where("kind", "=", "review_request")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const canceled = latest?.status === "skipped" && latest.last_error === canceledByOwner;
  return canceled ? latest.updated_at : null;
}

/** What became of a lead's review request, for its page; undefined when none was queued. */
export async function reviewMarks(
  db: Kysely<Database>,
  leadId: string,
): Promise<ReviewMarks | undefined> {
  const request = await db
    .selectFrom("review_requests")
    .selectAll()
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
  if (!request) return undefined;
  const sent = await db
    .selectFrom("outbox")
    .select(["kind", "channel", "delivered_at", "next_attempt_at"])
    .where("ref_id", "=", leadId)
    .where("kind", "in", reviewKinds)
    .where("status", "=", "delivered")
    .execute();
  const times = (kind: NotificationKind) =>
    sent
      .filter((row) => row.kind === kind)
      .map((row) => row.delivered_at ?? row.next_attempt_at)
      .sort();
  const requests = times("review_request");
  // A reminder goes by e-mail and text alike: the two of one round count once.
  const remindersBy = (channel: Channel) =>
    sent.filter((row) => row.kind === "review_reminder" && row.channel === channel).length;
  const reminders = times("review_reminder");
  return {
    requestedAt: requests[0] ?? null,
    remindedAt: reminders.at(-1) ?? null,
    reminders: Math.max(remindersBy("review_email"), remindersBy("review_sms")),
    openedAt: request.opened_at,
    unsubscribedAt: request.unsubscribed_at,
    canceledAt: await canceledAt(db, leadId),
  };
}

/** The lead a token names, and whether its requests still go out. */
export async function requestByToken(db: Kysely<Database>, token: string) {
  return db.selectFrom("review_requests").selectAll().where("token", "=", token).executeTakeFirst();
}

/** The ledger's name for a lead's review request: a keyed hash of the lead's id. */
export function reviewRequestHash(leadId: string): string {
  return personHmac(`review-request:${leadId}`);
}

type Mark = "visited_at" | "opened_at" | "unsubscribed_at";

/** Records the first time of a mark; false when the token names no request. */
export async function markRequest(
  db: Kysely<Database>,
  token: string,
  mark: Mark,
  now: Date,
): Promise<boolean> {
  const request = await requestByToken(db, token);
  if (!request) return false;
  if (request[mark] === null) {
    // Kept outside the database too, so a backup restored to before it keeps it (decision 230).
    if (mark === "unsubscribed_at") {
      recordInLedger({ kind: "review_unsubscribe", hash: reviewRequestHash(request.lead_id) });
    }
    await db
      .updateTable("review_requests")
      .set({ [mark]: now.toISOString() })
      .where("lead_id", "=", request.lead_id)
      .where(mark, "is", null)
      .execute();
  }
  return true;
}
