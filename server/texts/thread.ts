import type { Kysely, Selectable, Transaction } from "kysely";
import type { TextState } from "../../contracts/admin-api";
import { replaceUntypable } from "../../contracts/untypable";
import { toE164 } from "../db/phone";
import type { Channel, Database, TextKind, TextMessageTable } from "../db/schema";
import { thumbnailColumns, type Thumbnails } from "../db/thumbnails";
import { newOutboxId } from "../leads/ids";
import { insertPhoneLead } from "../leads/phone-lead";
import { enqueue } from "../outbox/door";

export type TextMessage = Selectable<TextMessageTable>;

type Db = Kysely<Database> | Transaction<Database>;

/** A picture of a picture message, already re-encoded, with its thumbnails as a photo's. */
export type StoredMedia = { width: number; height: number; bytes: Buffer; thumbnails?: Thumbnails };

export type Inbound = {
  sid: string;
  from: string;
  body: string;
  stopRequest: boolean;
  media: readonly StoredMedia[];
  /** The owner's alert, when texts to the owner are configured. */
  alert: boolean;
  now: Date;
};

export type InboundResult = { stored: boolean; leadId: string; messageId: string };

/** The latest lead with this phone, in E.164: its thread is where the text belongs. */
export async function latestLeadByPhone(db: Db, phone: string) {
  return db
    .selectFrom("leads")
    .select(["id", "name"])
    .where("phone", "=", toE164(phone))
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The text already stored under this MessageSid, if any. */
export async function messageBySid(db: Db, sid: string) {
  return db
    .selectFrom("text_messages")
    .select(["id", "lead_id"])
    .where("twilio_sid", "=", sid)
    .executeTakeFirst();
}

/** A retry found the text stored by another request: nothing this transaction wrote stays. */
class AlreadyStored extends Error {}

/**
 * Stores an inbound text, its pictures and the owner's alert in one transaction, with its
 * control characters and bidi marks replaced (contracts/untypable.ts). A phone
 * no lead has becomes a lead of its own (origin "text"). Twilio retries: a MessageSid
 * already stored, by this instance or another at the same moment, stores nothing new.
 */
export async function storeInbound(db: Kysely<Database>, inbound: Inbound): Promise<InboundResult> {
  // Never refused, as a form would be: whoever reads it later sees a mark where it was.
  const text = { ...inbound, body: replaceUntypable(inbound.body, { multiline: true }) };
  const at = text.now.toISOString();
  const messageId = newOutboxId(text.now);
  try {
    const leadId = await db.transaction().execute(async (trx) => {
      const lead = await latestLeadByPhone(trx, text.from);
      const leadId = lead?.id ?? (await createTextLead(trx, text, at));
      const inserted = await trx
        .insertInto("text_messages")
        .values({
          id: messageId,
          lead_id: leadId,
          direction: "in",
          kind: "visitor",
          twilio_sid: text.sid,
          body: text.body,
          state: "received",
          error_code: null,
          created_at: at,
          updated_at: at,
          read_at: null,
          stop_request: text.stopRequest ? 1 : 0,
          outbox_id: null,
        })
        .onConflict((oc) => oc.column("twilio_sid").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) throw new AlreadyStored();
      for (const [position, media] of text.media.entries()) {
        await trx
          .insertInto("text_media")
          .values({
            message_id: messageId,
            position,
            width: media.width,
            height: media.height,
            bytes: media.bytes,
            ...thumbnailColumns(media.thumbnails),
          })
          .execute();
      }
      if (text.alert) await enqueueText(trx, "sms_alert", messageId, text.now);
      return leadId;
    });
    return { stored: true, leadId, messageId };
  } catch (error) {
    if (!(error instanceof AlreadyStored)) throw error;
    const first = await messageBySid(db, text.sid);
    if (!first) throw new Error(`text ${text.sid} was stored and is gone`);
    return { stored: false, leadId: first.lead_id, messageId: first.id };
  }
}

/** A lead for a phone no lead has: named by the number, as the owner's phone would show it. */
function createTextLead(trx: Transaction<Database>, text: Inbound, at: string) {
  return insertPhoneLead(trx, { phone: toE164(text.from), at, origin: "text", message: text.body });
}

/** One outbox row about one text (the owner's alert, or a reply), due now. */
export async function enqueueText(db: Db, channel: Channel, messageId: string, now: Date) {
  const [id = ""] = await enqueue(db, [{ kind: "text", channel, refId: messageId }], { now });
  return id;
}

export type Outbound = {
  leadId: string;
  kind: Exclude<TextKind, "visitor">;
  body: string;
  state: TextState;
  outboxId: string | null;
  /** Twilio's SID, when the text was already accepted. */
  twilioSid?: string;
  now: Date;
};

/** Records a text we send (or refused to send: state "opted_out"); returns its row. */
export async function storeOutbound(db: Db, text: Outbound): Promise<TextMessage> {
  const at = text.now.toISOString();
  const row: TextMessage = {
    id: newOutboxId(text.now),
    lead_id: text.leadId,
    direction: "out",
    kind: text.kind,
    twilio_sid: text.twilioSid ?? null,
    body: text.body,
    state: text.state,
    error_code: null,
    created_at: at,
    updated_at: at,
    read_at: null,
    stop_request: 0,
    outbox_id: text.outboxId,
  };
  await db.insertInto("text_messages").values(row).execute();
  return row;
}

/** The outbound text an outbox row sends, if the row is a thread's. */
export async function messageOfOutbox(db: Db, outboxId: string) {
  return db
    .selectFrom("text_messages")
    .selectAll()
    .where("outbox_id", "=", outboxId)
    .executeTakeFirst();
}

export async function setMessageState(
  db: Db,
  id: string,
  change: { state: TextState; twilioSid?: string; errorCode?: number | null; now: Date },
) {
  await db
    .updateTable("text_messages")
    .set({
      state: change.state,
      updated_at: change.now.toISOString(),
      ...(change.twilioSid ? { twilio_sid: change.twilioSid } : {}),
      ...(change.errorCode !== undefined ? { error_code: change.errorCode } : {}),
    })
    .where("id", "=", id)
    .execute();
}

/** Twilio took the text: its SID, so that its status callbacks find it. */
export async function attachSid(db: Db, id: string, sid: string, now: Date): Promise<void> {
  await db
    .updateTable("text_messages")
    .set({ twilio_sid: sid, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

const order: Record<TextState, number> = {
  opted_out: 0,
  received: 0,
  queued: 1,
  sent: 2,
  delivered: 3,
  undelivered: 3,
  failed: 3,
};

/**
 * A status callback for one of our texts: it moves forward only, since Twilio's callbacks
 * may arrive out of order (a late "sent" never undoes "delivered"). True when the SID is ours.
 */
export async function advanceBySid(
  db: Db,
  sid: string,
  state: TextState,
  errorCode: number | null,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom("text_messages")
    .select(["id", "state"])
    .where("twilio_sid", "=", sid)
    .where("direction", "=", "out")
    .executeTakeFirst();
  if (!row) return false;
  if (order[state] >= order[row.state]) {
    await setMessageState(db, row.id, { state, errorCode, now });
  }
  return true;
}
