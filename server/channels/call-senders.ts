import type { Kysely } from "kysely";
import { callsCopy } from "../../content/calls";
import { site } from "../../content/site";
import { displayPhone } from "../../contracts/phone";
import { routes } from "../../contracts/routes";
import type { Database, OutboxRow } from "../db/schema";
import type { ChannelSender } from "./channel-sender";
import { plainGsm } from "./gsm";
import { clip } from "./sms-body";
import { confirmTexts, type SmsSettings, textAll, type TextLog } from "./text-senders";

/**
 * The owner's text about a call nobody took (issue 54): "Missed call from (630) 555-0199
 * (Dana, quote of Nov 3), voicemail 0:42, texted back" and the link to the lead. The row's
 * `ref_id` is the call; it is read when sent, so the voicemail's length is known by then.
 */

export type CallFacts = {
  caller: string;
  voicemail_seconds: number | null;
  text_back: string | null;
  stir_verstat: string | null;
  lead: { id: string; name: string; phone: string; created_at: string; origin: string };
};

/** "0:42": a voicemail's length as a phone shows it. */
export function clockLength(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** "Dana, quote of Nov 3": the lead the number belongs to, dated in the business's zone. */
function leadWords(lead: CallFacts["lead"]): string {
  const date = new Date(lead.created_at).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: site.timeZone,
  });
  return callsCopy.knownLead(clip(plainGsm(lead.name), 40), date);
}

/** The alert's one line, "Missed call from … texted back", and the link to the lead. */
export function callAlertParts(
  call: CallFacts,
  origin: string,
): { caller: string; outcome: string; link: string } {
  const number = call.caller ? displayPhone(call.caller) : "?";
  // A lead the call made itself is named by the number: nothing more to say of it.
  const known = call.lead.origin !== "call" && call.lead.name !== call.lead.phone;
  const who = known ? `${number} (${leadWords(call.lead)})` : number;
  const parts = [
    callsCopy.missedFrom(who),
    call.voicemail_seconds
      ? callsCopy.voicemail(clockLength(call.voicemail_seconds))
      : callsCopy.noVoicemail,
    call.text_back === "sent" ? callsCopy.textedBack : callsCopy.notTextedBack,
  ];
  if (call.stir_verstat?.startsWith("TN-Validation-Failed")) parts.push(callsCopy.unverified);
  const [first = "", ...rest] = parts;
  return {
    caller: first,
    outcome: rest.join(", "),
    link: `${origin}${routes.adminLead(call.lead.id)}`,
  };
}

export function callAlertBody(call: CallFacts, origin: string): string {
  return callsCopy.ownerAlert(callAlertParts(call, origin));
}

export async function loadCallFacts(db: Kysely<Database>, row: OutboxRow): Promise<CallFacts> {
  const found = await db
    .selectFrom("calls")
    .innerJoin("leads", "leads.id", "calls.lead_id")
    .select([
      "calls.caller",
      "calls.voicemail_seconds",
      "calls.text_back",
      "calls.stir_verstat",
      "leads.id",
      "leads.name",
      "leads.phone",
      "leads.created_at",
      "leads.origin",
    ])
    .where("calls.id", "=", row.ref_id)
    .executeTakeFirst();
  // Erased since it was queued: nothing is left to send, and no retry brings it back.
  if (!found) throw Object.assign(new Error(`call ${row.ref_id} is gone`), { retryable: false });
  const { id, name, phone, created_at, origin, ...call } = found;
  return { ...call, lead: { id, name, phone, created_at, origin } };
}

export function callAlertSender(
  db: Kysely<Database>,
  origin: string,
  sms: SmsSettings,
  log: TextLog,
): ChannelSender {
  return {
    name: "twilio",
    // One alert per call: a missed caller waits for a call back.
    capped: false,
    async send(row) {
      const body = callAlertBody(await loadCallFacts(db, row), origin);
      return { externalId: await textAll(db, sms, sms.ownerPhones, body, log) };
    },
    confirm: (row) => confirmTexts(sms, row.external_id),
  };
}
