import type { Kysely } from "kysely";
import { callsCopy } from "../../content/calls";
import { type CallItem, voicemailRoute } from "../../contracts/calls";
import { clockLength } from "../channels/call-senders";
import type { Database } from "../db/schema";
import { failedVerification } from "./finish";

/*
 * What the owner's inbox reads of calls (issue 54): a lead's calls for its page, the latest
 * call of each lead for the list, and a voicemail's audio. The routes are in
 * server/admin/call-routes.ts, behind the inbox's guard.
 */

const columns = [
  "id",
  "lead_id",
  "created_at",
  "outcome",
  "source",
  "talk_seconds",
  "voicemail_seconds",
  "transcript",
  "stir_verstat",
  "text_back",
] as const;

type Row = {
  id: string;
  lead_id: string;
  created_at: string;
  outcome: CallItem["outcome"];
  source: string | null;
  talk_seconds: number | null;
  voicemail_seconds: number | null;
  transcript: string | null;
  stir_verstat: string | null;
  text_back: string | null;
  has_voicemail: number;
};

function label(row: Row): string {
  const { labels } = callsCopy;
  if (row.outcome === "answered") {
    return labels.answered(Math.max(1, Math.round(Number(row.talk_seconds ?? 0) / 60)));
  }
  if (row.outcome === "voicemail" && row.voicemail_seconds) {
    return labels.voicemail(clockLength(Number(row.voicemail_seconds)));
  }
  return row.outcome === "ringing" ? labels.ringing : labels.missed;
}

function item(row: Row): CallItem {
  return {
    id: row.id,
    at: row.created_at,
    outcome: row.outcome,
    label: label(row),
    source: row.source,
    talkSeconds: row.talk_seconds === null ? null : Number(row.talk_seconds),
    voicemailSeconds: row.voicemail_seconds === null ? null : Number(row.voicemail_seconds),
    voicemailUrl: Number(row.has_voicemail) === 1 ? voicemailRoute(row.lead_id, row.id) : null,
    transcript: row.transcript,
    callerIdUnverified: failedVerification(row.stir_verstat),
    textedBack: row.text_back === "sent",
  };
}

function selectCalls(db: Kysely<Database>) {
  return db
    .selectFrom("calls")
    .select(columns)
    .select((eb) =>
      eb.case().when("voicemail", "is not", null).then(1).else(0).end().as("has_voicemail"),
    );
}

/** A lead's calls, oldest first, as its page shows them beside the texts. */
export async function callItems(db: Kysely<Database>, leadId: string): Promise<CallItem[]> {
  const rows = await selectCalls(db)
    .where("lead_id", "=", leadId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(item);
}

/** Each lead's latest call, for the list: one query, whatever the number of leads. */
export async function latestCalls(db: Kysely<Database>): Promise<Map<string, CallItem>> {
  const rows = await selectCalls(db).orderBy("created_at").orderBy("id").execute();
  return new Map(rows.map((row) => [row.lead_id, item(row)]));
}

/** A voicemail's audio, when the call is this lead's and one is kept. */
export async function voicemailOf(db: Kysely<Database>, leadId: string, callId: string) {
  const row = await db
    .selectFrom("calls")
    .select(["voicemail", "voicemail_type"])
    .where("id", "=", callId)
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
  return row?.voicemail
    ? { bytes: Buffer.from(row.voicemail), type: row.voicemail_type ?? "audio/mpeg" }
    : undefined;
}
