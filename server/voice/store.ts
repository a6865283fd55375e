import type { Kysely, Selectable, Transaction } from "kysely";
import { encodeTouch } from "../../contracts/visit-touch";
import { toE164 } from "../db/phone";
import type { CallOutcome, CallTable, Database } from "../db/schema";
import { newOutboxId } from "../leads/ids";
import { insertPhoneLead } from "../leads/phone-lead";
import { latestLeadByPhone } from "../texts/thread";

/*
 * The calls table's writes and reads (issue 54). Every webhook of one call names its
 * CallSid; the first stores the call, and a retry, on this instance or another at the same
 * moment, finds it.
 */

export type Call = Selectable<CallTable>;
type Db = Kysely<Database> | Transaction<Database>;

export type Incoming = {
  sid: string;
  caller: string;
  called: string;
  /** CALL_NUMBERS' label of the number called, if it has one. */
  source: string | undefined;
  stirVerstat: string | undefined;
  now: Date;
};

/** A retry found the call stored by another request: nothing this transaction wrote stays. */
class AlreadyStored extends Error {}

export async function callBySid(db: Db, sid: string): Promise<Call | undefined> {
  return db.selectFrom("calls").selectAll().where("call_sid", "=", sid).executeTakeFirst();
}

/**
 * Stores a call as it comes in, with the lead its number belongs to, or a new lead (origin
 * "call") whose first touch names the number's source, so the Sources screen counts it.
 */
export async function storeIncoming(
  db: Kysely<Database>,
  call: Incoming,
): Promise<{ stored: boolean; call: Call }> {
  const at = call.now.toISOString();
  const caller = toE164(call.caller);
  try {
    const row = await db.transaction().execute(async (trx) => {
      const lead = caller ? await latestLeadByPhone(trx, caller) : undefined;
      const leadId = lead?.id ?? (await createCallLead(trx, caller, call.source, at));
      const values: Call = {
        id: newOutboxId(call.now),
        call_sid: call.sid,
        lead_id: leadId,
        caller,
        called: toE164(call.called),
        source: call.source ?? null,
        stir_verstat: call.stirVerstat ?? null,
        outcome: "ringing",
        created_at: at,
        screened_at: null,
        ended_at: null,
        talk_seconds: null,
        recording_sid: null,
        voicemail_seconds: null,
        voicemail_type: null,
        voicemail: null,
        transcript: null,
        text_back: null,
        finished_at: null,
        updated_at: at,
      };
      const inserted = await trx
        .insertInto("calls")
        .values(values)
        .onConflict((oc) => oc.column("call_sid").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) throw new AlreadyStored();
      return values;
    });
    return { stored: true, call: row };
  } catch (error) {
    if (!(error instanceof AlreadyStored)) throw error;
    const first = await callBySid(db, call.sid);
    if (!first) throw new Error(`call ${call.sid} was stored and is gone`);
    return { stored: false, call: first };
  }
}

/** A lead for a number no lead has; the number called is its source (CALL_NUMBERS' label). */
function createCallLead(
  trx: Transaction<Database>,
  phone: string,
  source: string | undefined,
  at: string,
) {
  const firstTouch = source ? encodeTouch({ utm_source: source, utm_medium: "call" }) : null;
  return insertPhoneLead(trx, { phone, at, origin: "call", firstTouch });
}

async function update(db: Db, sid: string, now: Date, set: Partial<Call>) {
  await db
    .updateTable("calls")
    .set({ ...set, updated_at: now.toISOString() })
    .where("call_sid", "=", sid)
    .execute();
}

/** An owner's phone pressed the screening key: the call is taken. */
export async function markScreened(db: Db, sid: string, now: Date): Promise<void> {
  await db
    .updateTable("calls")
    .set({ screened_at: now.toISOString(), updated_at: now.toISOString() })
    .where("call_sid", "=", sid)
    .where("screened_at", "is", null)
    .execute();
}

/** The dial's end: taken and how long, or not taken. */
export async function setOutcome(
  db: Db,
  sid: string,
  outcome: CallOutcome,
  talkSeconds: number | null,
  now: Date,
) {
  await update(db, sid, now, { outcome, talk_seconds: talkSeconds });
}

/**
 * A call taken is first contact on the lead's response clock, when nothing was before it
 * (issue 54). Its status is the owner's to move, as after a text.
 */
export async function firstContactByCall(db: Db, leadId: string, now: Date) {
  await db
    .updateTable("leads")
    .set({ first_contacted_at: now.toISOString() })
    .where("id", "=", leadId)
    .where("first_contacted_at", "is", null)
    .execute();
}

/** The <Record> ended with a message of this length (0: the caller hung up at the beep). */
export async function setVoicemailLength(
  db: Db,
  sid: string,
  recordingSid: string,
  seconds: number,
  now: Date,
) {
  await update(db, sid, now, {
    recording_sid: recordingSid,
    voicemail_seconds: seconds,
    ...(seconds > 0 ? { outcome: "voicemail" as const } : {}),
  });
}

/** The voicemail's audio, fetched from Twilio, kept with the call. */
export async function storeVoicemail(
  db: Db,
  recordingSid: string,
  audio: { bytes: Buffer; type: string },
  now: Date,
) {
  await db
    .updateTable("calls")
    .set({ voicemail: audio.bytes, voicemail_type: audio.type, updated_at: now.toISOString() })
    .where("recording_sid", "=", recordingSid)
    .execute();
}

export async function storeTranscript(db: Db, recordingSid: string, text: string, now: Date) {
  await db
    .updateTable("calls")
    .set({ transcript: text, updated_at: now.toISOString() })
    .where("recording_sid", "=", recordingSid)
    .execute();
}

/** The call ended: its time, and a call still "ringing" (hung up while ringing) is missed. */
export async function endCall(db: Db, sid: string, now: Date): Promise<Call | undefined> {
  await db
    .updateTable("calls")
    .set({ outcome: "missed" })
    .where("call_sid", "=", sid)
    .where("outcome", "=", "ringing")
    .execute();
  await db
    .updateTable("calls")
    .set({ ended_at: now.toISOString(), updated_at: now.toISOString() })
    .where("call_sid", "=", sid)
    .where("ended_at", "is", null)
    .execute();
  return callBySid(db, sid);
}

/**
 * Claims the call's end work (the text-back and the owner's alert) with a compare-and-set:
 * of two instances handed the same status callback, one does it.
 */
export async function claimFinish(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("calls")
    .set({ finished_at: now.toISOString() })
    .where("id", "=", id)
    .where("finished_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setTextBack(db: Db, id: string, state: string, now: Date) {
  await db
    .updateTable("calls")
    .set({ text_back: state, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}
