import type { Kysely } from "kysely";
import { callsCopy } from "../../content/calls";
import { routes } from "../../contracts/routes";
import { textHomeowner, type SmsSettings, type TextLog } from "../channels/text-gate";
import { releaseSlot, reserveSlot } from "../db/counts";
import { personHmac } from "../db/person-hash";
import type { Database } from "../db/schema";
import { phoneWeekPrefix } from "../channels/text-gate";
import { enqueue, type Job } from "../outbox/door";
import { storeOutbound } from "../texts/thread";
import { type Call, claimFinish, setTextBack } from "./store";

/*
 * A call nobody took, once it ended (issue 54): the caller's text-back and the owner's
 * alert, done once by whichever instance claims the call.
 */

export type FinishSettings = {
  /** Texts go out (SMS_PROVIDER=twilio); the gate's settings. */
  sms: SmsSettings;
  /** MISSED_CALL_TEXT. */
  textBack: boolean;
  /** The owner's alert by text is queued (the call_alert channel runs); by e-mail always. */
  alertOwner: boolean;
  /** PUBLIC_URL: the quote form's link in the text-back. */
  origin: string;
};

/** Twilio's STIR/SHAKEN verdict on a forged caller ID: that number never called. */
export function failedVerification(stirVerstat: string | null): boolean {
  return stirVerstat?.startsWith("TN-Validation-Failed") ?? false;
}

/**
 * Where a phone's missed-call text of one UTC day is counted, after the prefix the purge
 * drops after 8 days; named by the phone's keyed hash, never the number.
 */
function textBackSlot(phone: string, now: Date): string {
  const day = now.toISOString().slice(0, 10);
  return `${phoneWeekPrefix}${day}/missed-call/${personHmac(`phone:${phone}`)}`;
}

export function textBackBody(origin: string): string {
  return callsCopy.textBack(`${origin}${routes.contact}`);
}

/**
 * The text to a caller nobody answered: through the one gate of texts we start (opt-outs,
 * SMS_COUNTRIES, the week's limit, the hour's cap), at most once a day per phone, never to
 * a number whose caller ID failed verification. It joins the lead's thread. Returns what
 * became of it, as the call keeps it.
 */
export async function textBack(
  db: Kysely<Database>,
  settings: FinishSettings,
  call: Call,
  log: TextLog,
  now: Date,
): Promise<string> {
  if (!settings.textBack) return "off";
  if (failedVerification(call.stir_verstat)) return "unverified";
  if (!call.caller) return "no_number";
  const slot = textBackSlot(call.caller, now);
  if (!(await reserveSlot(db, slot, 1))) return "once_a_day";
  const body = textBackBody(settings.origin);
  let result: Awaited<ReturnType<typeof textHomeowner>>;
  try {
    result = await textHomeowner(db, settings.sms, { phone: call.caller, body, now }, log);
  } catch (err) {
    log.warn({ err, call: call.id }, "the missed-call text was not accepted");
    await releaseSlot(db, slot);
    return "failed";
  }
  if ("refused" in result) {
    await releaseSlot(db, slot);
    return result.refused;
  }
  await storeOutbound(db, {
    leadId: call.lead_id,
    kind: "notice",
    body,
    state: "sent",
    outboxId: null,
    twilioSid: result.sid,
    now,
  });
  return "sent";
}

/** The call ended not taken: once, on one instance, text the caller back and alert the owner. */
export async function finishMissedCall(
  db: Kysely<Database>,
  settings: FinishSettings,
  call: Call,
  log: TextLog,
  now: Date,
): Promise<{ queued: boolean }> {
  if (call.outcome === "answered" || call.outcome === "ringing") return { queued: false };
  if (!(await claimFinish(db, call.id, now))) return { queued: false };
  const state = await textBack(db, settings, call, log, now);
  await setTextBack(db, call.id, state, now);
  // The owner's e-mail goes wherever mail does (alert_email); the text where texts go.
  const jobs: Job[] = [
    ...(settings.alertOwner
      ? [{ kind: "call" as const, channel: "call_alert" as const, refId: call.id }]
      : []),
    { kind: "call", channel: "alert_email", refId: call.id },
  ];
  await enqueue(db, jobs, { now });
  return { queued: true };
}
