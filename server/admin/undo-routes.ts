import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { adminErrors } from "../../content/admin-entries";
import { adminUndoCopy } from "../../content/admin-undo";
import {
  adminRoutes,
  type ReviewRequestPreview,
  reviewPreviewQuery,
  type Undoable,
  undoBody,
} from "../../contracts/admin-api";
import type { Channel, Database } from "../db/schema";
import { rowsToUndo, takeBackUnsent } from "../outbox/hold";
import { reviewChannelsOf, type ReviewChannels } from "../reviews/requests";
import { heldReviewTimes, type ReviewSchedule } from "../reviews/schedule";

/*
 * Nothing reaches a homeowner by one mis-tap (issue 52): what the inbox queues to one is
 * held a few seconds, while the owner's toast offers Undo, and can be taken back until it
 * goes. A later message to a homeowner joins by holding its rows with `holdMessage` and
 * naming its channel in `undoWays`, and answers `undoable`.
 */

/** The channels of messages the inbox queues to a homeowner, and how an undo takes them back. */
const undoWays: Partial<Record<Channel, "delete" | "cancel">> = {
  // A reply leaves no trace: its text goes from the thread with its row.
  sms_reply: "delete",
  // A review request stays as canceled, so the lead's page says so.
  review_email: "cancel",
  review_sms: "cancel",
  // A visit's e-mail from the inbox (decision 259): the visit stands; the homeowner is not told.
  visit_email: "cancel",
};

/**
 * What the owner's toast needs to take back a message whose rows were written held (the
 * rows, when it goes, until when Undo is offered); wakes the worker now and as the hold ends.
 */
export function undoable(
  ids: string[],
  sendsAt: Date | undefined,
  now: Date,
  { holdMs, onQueued }: { holdMs: number; onQueued: () => void },
): Undoable | undefined {
  if (ids.length === 0 || !sendsAt) return undefined;
  onQueued();
  // The worker looks every few seconds anyway; this wakes it as the message may go.
  if (holdMs > 0) setTimeout(onQueued, holdMs + 50).unref();
  return {
    outboxIds: ids,
    sendsAt: sendsAt.toISOString(),
    undoUntil: new Date(now.getTime() + holdMs).toISOString(),
  };
}

/** Takes back a reply's text from the thread, and the contact it counted, as if never sent. */
async function forgetReply(db: Kysely<Database>, textId: string) {
  const text = await db
    .selectFrom("text_messages")
    .select(["lead_id", "created_at"])
    .where("id", "=", textId)
    .executeTakeFirst();
  if (!text) return;
  await db.deleteFrom("text_messages").where("id", "=", textId).execute();
  const counted = await db
    .selectFrom("entry_history")
    .select("id")
    .where("entry_id", "=", text.lead_id)
    .where("change", "=", "status")
    .where("at", "=", text.created_at)
    .where("from_value", "=", "new")
    .where("to_value", "=", "contacted")
    .executeTakeFirst();
  // The clock goes back only when this reply started it, and the status with it only when
  // this reply moved it and nobody moved it since.
  const ownClock = db
    .updateTable("leads")
    .where("id", "=", text.lead_id)
    .where("first_contacted_at", "=", text.created_at);
  if (counted) {
    const reverted = await ownClock
      .set({ first_contacted_at: null, status: "new" })
      .where("status", "=", "contacted")
      .executeTakeFirst();
    if (Number(reverted.numUpdatedRows) === 1) {
      await db.deleteFrom("entry_history").where("id", "=", counted.id).execute();
      return;
    }
  }
  await ownClock.set({ first_contacted_at: null }).execute();
}

export type UndoOptions = {
  db: Kysely<Database>;
  reviews: { automatic: boolean; schedule: ReviewSchedule; channels: ReviewChannels };
  holdMs: number;
  now: () => Date;
};

type IdParams = { Params: { id: string } };

/** Refuses the undo after a row went: the transaction is rolled back by this throw. */
class AlreadySent extends Error {}

export async function undoRoutes(app: FastifyInstance, options: UndoOptions) {
  const { db, now, holdMs } = options;
  const bad = { error: adminErrors.badRequest };
  const notFound = { error: adminErrors.notFound };

  app.get<IdParams>(
    adminRoutes.reviewRequest("__id__").replace("__id__", ":id"),
    async (request, reply) => {
      const parsed = reviewPreviewQuery.safeParse(request.query);
      if (!parsed.success) return reply.code(400).send(bad);
      const lead = await db
        .selectFrom("leads")
        .select(["name", "email", "phone", "sms_consent", "sms_consent_text"])
        .where("id", "=", request.params.id)
        .executeTakeFirst();
      if (!lead) return reply.code(404).send(notFound);
      const { automatic, schedule, channels } = options.reviews;
      const at = now();
      // By hand it goes at once (then out of the quiet hours), as the POST queues it.
      const byHand = parsed.data.on === "now";
      const goes =
        (byHand || automatic) && reviewChannelsOf(lead, channels).length > 0
          ? heldReviewTimes(at, byHand ? { ...schedule, delayMinutes: 0 } : schedule, holdMs)[0]
          : undefined;
      const preview: ReviewRequestPreview = {
        name: lead.name,
        sendsAt: goes ? goes.toISOString() : null,
      };
      return preview;
    },
  );

  app.post(adminRoutes.undo, async (request, reply) => {
    const parsed = undoBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(bad);
    const ids = [...new Set(parsed.data.outboxIds as string[])];
    const rows = await rowsToUndo(db, ids);
    const ways = new Set(rows.map((row) => undoWays[row.channel]));
    const [how] = ways;
    // Only a homeowner's message the inbox queues, and one kind at a time.
    if (rows.length !== ids.length || ways.size !== 1 || !how) {
      return reply.code(404).send(notFound);
    }
    try {
      await db.transaction().execute(async (trx) => {
        if (!(await takeBackUnsent(trx, ids, now(), how))) throw new AlreadySent();
        if (how === "delete") for (const row of rows) await forgetReply(trx, row.ref_id);
      });
    } catch (error) {
      if (error instanceof AlreadySent) {
        return reply.code(409).send({ error: adminUndoCopy.errors.alreadySent });
      }
      throw error;
    }
    return reply.code(204).send();
  });
}
