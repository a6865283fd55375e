import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { adminErrors } from "../../content/admin-entries";
import { textingCopy } from "../../content/texting";
import {
  adminRoutes,
  type EntryText,
  type EntryTexting,
  textBody,
  type TextQueued,
} from "../../contracts/admin-api";
import type { Database } from "../db/schema";
import { holdForUndo } from "../outbox/hold";
import { signedIn } from "./guard";
import { orderedId } from "./ordered-id";
import { sameSiteOnly } from "./same-site";
import { undoable } from "./undo-routes";
import { honorBy } from "../texts/business-days";
import { isOptedOut, recordOptOut } from "../texts/opt-outs";
import { loadTextMedia, markRead, threadOf } from "../texts/reading";
import { enqueueText, storeOutbound } from "../texts/thread";

/**
 * A lead's text thread in the inbox (issue 36): read it, reply (through the outbox, as
 * its own channel), mark it read, record an opt-out the homeowner asked for in words, and
 * see a picture they sent.
 */

export const emptyTexting: EntryTexting = { texts: [], optedOut: false, stopRequest: null };

/** The thread of a lead whose phone is `phone`, as the inbox shows it. */
export async function entryTexting(
  db: Kysely<Database>,
  leadId: string,
  phone: string,
): Promise<EntryTexting> {
  const { texts, media } = await threadOf(db, leadId);
  const shown: EntryText[] = texts.map((t) => ({
    id: t.id,
    direction: t.direction,
    kind: t.kind,
    body: t.body,
    at: t.created_at,
    state: t.state,
    errorCode: t.error_code === null ? null : Number(t.error_code),
    media: media
      .filter((m) => m.message_id === t.id)
      .map((m) => ({
        url: adminRoutes.textMedia(leadId, t.id, Number(m.position)),
        width: Number(m.width),
        height: Number(m.height),
      })),
    stopRequest: Number(t.stop_request) === 1,
  }));
  const optedOut = phone !== "" && (await isOptedOut(db, phone));
  // The latest ask stands until the owner records the opt-out; once recorded, nothing is due.
  const asked = [...shown].reverse().find((t) => t.stopRequest);
  return {
    texts: shown,
    optedOut,
    stopRequest: asked && !optedOut ? { at: asked.at, honorBy: honorBy(asked.at) } : null,
  };
}

export type TextingOptions = {
  db: Kysely<Database>;
  /** Texts can be sent (SMS_PROVIDER=twilio): the reply channel has a worker. */
  canText: boolean;
  /** How long a reply waits for the owner's undo (issue 52). */
  undoHoldMs: number;
  /** The site's origin: a picture asked for from another site is refused. */
  origin: string;
  onQueued: () => void;
  now: () => Date;
};

type IdParams = { Params: { id: string } };
type MediaParams = { Params: { id: string; messageId: string; position: string } };

async function leadOf(db: Kysely<Database>, id: string) {
  return db
    .selectFrom("leads")
    .select(["id", "phone", "status", "first_contacted_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function textingRoutes(app: FastifyInstance, options: TextingOptions) {
  const { db, now } = options;
  const notFound = { error: adminErrors.notFound };
  const idPath = (path: (id: string) => string) => path("__id__").replace("__id__", ":id");

  app.post<IdParams>(idPath(adminRoutes.texts), async (request, reply) => {
    const parsed = textBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: adminErrors.badRequest });
    const lead = await leadOf(db, request.params.id);
    if (!lead) return reply.code(404).send(notFound);
    if (!lead.phone) return reply.code(409).send({ error: textingCopy.errors.noPhone });
    if (await isOptedOut(db, lead.phone)) {
      return reply.code(409).send({ error: textingCopy.errors.optedOut });
    }
    if (!options.canText) return reply.code(503).send({ error: textingCopy.errors.notConfigured });
    const at = now();
    const text = await db.transaction().execute(async (trx) => {
      const row = await storeOutbound(trx, {
        leadId: lead.id,
        kind: "reply",
        body: parsed.data.body,
        state: "queued",
        outboxId: null,
        now: at,
      });
      const outboxId = await enqueueText(trx, "sms_reply", row.id, at);
      await trx
        .updateTable("text_messages")
        .set({ outbox_id: outboxId })
        .where("id", "=", row.id)
        .execute();
      // A reply is contact: the response clock stops at the first one.
      await trx
        .updateTable("leads")
        .set({ first_contacted_at: at.toISOString() })
        .where("id", "=", lead.id)
        .where("first_contacted_at", "is", null)
        .execute();
      // And a new lead is contacted, so the clock and the status never disagree (issue 52).
      const moved = await trx
        .updateTable("leads")
        .set({ status: "contacted" })
        .where("id", "=", lead.id)
        .where("status", "=", "new")
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 1) {
        await trx
          .insertInto("entry_history")
          .values({
            id: orderedId(at.toISOString()),
            entry_id: lead.id,
            at: at.toISOString(),
            actor: signedIn(request).email,
            change: "status",
            from_value: "new",
            to_value: "contacted",
          })
          .execute();
      }
      // Written held, in this transaction, so no worker sees it due before the hold ends.
      const sendsAt = await holdForUndo(trx, [outboxId], at, options.undoHoldMs);
      return { ...row, outboxId, sendsAt };
    });
    const undo = undoable([text.outboxId], text.sendsAt, at, {
      holdMs: options.undoHoldMs,
      onQueued: options.onQueued,
    });
    const shown: EntryText = {
      id: text.id,
      direction: "out",
      kind: "reply",
      body: text.body,
      at: text.created_at,
      state: "queued",
      errorCode: null,
      media: [],
      stopRequest: false,
    };
    return reply.code(202).send({ text: shown, undo } satisfies TextQueued);
  });

  app.post<IdParams>(idPath(adminRoutes.textsRead), async (request, reply) => {
    const lead = await leadOf(db, request.params.id);
    if (!lead) return reply.code(404).send(notFound);
    await markRead(db, lead.id, now());
    return reply.code(204).send();
  });

  app.post<IdParams>(idPath(adminRoutes.textOptOut), async (request, reply) => {
    const lead = await leadOf(db, request.params.id);
    if (!lead) return reply.code(404).send(notFound);
    if (!lead.phone) return reply.code(409).send({ error: textingCopy.errors.noPhone });
    const optOut = { source: "owner" as const, keyword: null, twilio_opt_out_type: null };
    await recordOptOut(db, lead.phone, optOut, now());
    return reply.code(204).send();
  });

  const mediaPath = adminRoutes
    .textMedia("__id__", "__message__", 0)
    .replace("__id__", ":id")
    .replace("__message__", ":messageId")
    .replace(/0$/, ":position");
  // A GET an <img> on another site could start with the owner's cookie, as the photos are.
  const download = sameSiteOnly(options.origin, { error: adminErrors.foreignOrigin });
  app.get<MediaParams>(mediaPath, download, async (request, reply) => {
    const { id, messageId, position } = request.params;
    const index = /^\d{1,2}$/.test(position) ? Number(position) : -1;
    const media = index < 0 ? undefined : await loadTextMedia(db, id, messageId, index);
    if (!media) return reply.code(404).send(notFound);
    return reply
      .header("Cache-Control", "private, no-store")
      .type("image/jpeg")
      .header("Content-Length", media.bytes.length)
      .send(media.bytes);
  });
}
