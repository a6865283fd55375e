import type { Kysely } from "kysely";
import { ownerTextCopy } from "../../content/acknowledgement";
import { displayPhone } from "../../contracts/phone";
import { routes } from "../../contracts/routes";
import { listedLabels } from "../db/lead-services";
import type { Database, OutboxRow } from "../db/schema";
import { claimAcknowledgement } from "../leads/acknowledgements";
import { isOptedOut, recordOptOut } from "../texts/opt-outs";
import { type Outbound, storeOutbound } from "../texts/thread";
import {
  type ChannelSender,
  type Confirmation,
  type Sent,
  skipped,
  skippedBecause,
} from "./channel-sender";
import type { BookingLinkFor } from "./email-senders";
import { digestMembers, loadLead } from "./load";
import { ackSmsBody, leadDetails, ownerSmsBody, ownerSmsDetails } from "./sms-body";
import { refusalReasons, type SmsSettings, textHomeowner, type TextLog } from "./text-gate";
import {
  fetchSmsStatus,
  isFailedSmsStatus,
  isFinalSmsStatus,
  sendSms,
  TwilioError,
} from "./twilio";

export type { SmsSettings, TextLog } from "./text-gate";

/** A text refused before it is sent, because its phone said STOP: no retry changes that. */
export function optedOutError(): TwilioError {
  return new TwilioError("not sent: the phone opted out of texts", 400, false);
}

/**
 * Texts every phone that has not opted out; the SIDs of the texts sent are kept to learn
 * their fate. Every text is checked against the opt-outs here, whatever its kind. It is
 * for the owner's phones: a text we start to a homeowner goes through `textHomeowner`.
 */
export async function textAll(
  db: Kysely<Database>,
  sms: SmsSettings,
  to: readonly string[],
  body: string,
  log: TextLog,
): Promise<string> {
  const sids: string[] = [];
  const refused: string[] = [];
  let lastError: unknown = optedOutError();
  for (const phone of to) {
    if (await isOptedOut(db, phone)) {
      refused.push(phone);
      continue;
    }
    try {
      const text = { ...sms.account, ...sms.sender, to: phone, body };
      sids.push((await sendSms({ ...text, statusCallback: sms.statusCallback })).sid);
    } catch (error) {
      lastError = error;
      refused.push(phone);
    }
  }
  // Nothing went out: the error decides whether a retry may help. Something went out: it
  // counts as sent, so a retry never texts the owner twice; the refusal stays in the log.
  if (sids.length === 0) throw lastError;
  if (refused.length > 0) log.warn({ refused, err: lastError }, "a text was not accepted");
  return sids.join(",");
}

/** What became of every text of a row: delivered when all are, failed when one failed. */
export async function confirmTexts(sms: SmsSettings, externalId: string): Promise<Confirmation> {
  const statuses = await Promise.all(
    externalId.split(",").map((sid) => fetchSmsStatus({ ...sms.account, sid })),
  );
  const failed = statuses.find((status) => isFailedSmsStatus(status.status));
  if (failed) {
    const detail = failed.errorCode ? ` (Twilio error ${failed.errorCode})` : "";
    return { delivered: false as const, error: `text ${failed.status}${detail}` };
  }
  return statuses.every((status) => isFinalSmsStatus(status.status))
    ? { delivered: true as const }
    : undefined;
}

/** The owner's text: one lead a text, or the minute's summary when the cap held the rest. */
export function ownerSmsSender(
  db: Kysely<Database>,
  /** The site's public origin: the text links to the lead in the inbox. */
  origin: string,
  sms: SmsSettings,
  log: TextLog,
): ChannelSender {
  return {
    name: "twilio",
    capped: true,
    async send(row) {
      const body = await ownerText(db, row, origin);
      return { externalId: await textAll(db, sms, sms.ownerPhones, body, log) };
    },
    confirm: (row) => confirmTexts(sms, row.external_id),
  };
}

/** One lead's text, or the minute's summary when the cap held the rest back. */
async function ownerText(db: Kysely<Database>, row: OutboxRow, origin: string): Promise<string> {
  if (row.kind === "digest") {
    const members = await digestMembers(db, row.ref_id, "sms");
    return ownerTextCopy.summary(members, `${origin}${routes.admin}`);
  }
  const lead = await loadLead(db, row.ref_id);
  return ownerSmsBody({
    name: lead.name,
    services: listedLabels(lead),
    // As the inbox and the CSV show it (contracts/phone.ts).
    phone: displayPhone(lead.phone),
    leadUrl: `${origin}${routes.adminLead(lead.id)}`,
    details: ownerSmsDetails(leadDetails(lead)),
  });
}

/**
 * The visitor's thank-you text: only with consent, once a day per phone, and through the
 * text gate. The day's claim comes first, so a phone thanked today takes none of the
 * hour's places. It offers the link to book the estimate visit, as the e-mail does.
 */
export function ackSmsSender(
  db: Kysely<Database>,
  sms: SmsSettings,
  log: TextLog,
  bookingLink?: BookingLinkFor,
): ChannelSender {
  return {
    name: "twilio",
    capped: false,
    async send(row, now) {
      const lead = await loadLead(db, row.ref_id);
      if (lead.sms_consent !== "Yes" || !lead.phone) {
        throw new TwilioError("no consent to text this visitor", 400, false);
      }
      const body = ackSmsBody({
        name: lead.name,
        reference: lead.id,
        bookingLink: bookingLink?.(lead),
      });
      const thread = { leadId: lead.id, kind: "thank_you" as const, body, outboxId: row.id, now };
      const thank = { channel: "ack_sms" as const, address: lead.phone, outboxId: row.id, now };
      if (!(await claimAcknowledgement(db, thank))) return skipped;
      const sent = await textHomeowner(db, sms, { phone: lead.phone, body, now }, log);
      if ("refused" in sent) {
        if (sent.refused !== "opted_out") return skippedBecause(refusalReasons[sent.refused]);
        // Consent on the form does not outweigh a STOP: the thread shows it was not sent.
        await storeOutbound(db, { ...thread, state: "opted_out" });
        throw optedOutError();
      }
      await storeOutbound(db, { ...thread, state: "queued", twilioSid: sent.sid });
      return { externalId: sent.sid };
    },
    confirm: (row) => confirmTexts(sms, row.external_id),
  };
}

/** Twilio's error for a number that replied STOP to us: it is never texted again. */
const UNSUBSCRIBED_RECIPIENT = 21610;

/**
 * A text of ours to the homeowner, through the text gate, kept in their thread: a STOP on
 * file skips it and shows "opted out" there, and Twilio's word that the number
 * unsubscribed is stored as an opt-out, so it is never texted again.
 */
export async function textIntoThread(
  db: Kysely<Database>,
  sms: SmsSettings,
  log: TextLog,
  phone: string,
  thread: Omit<Outbound, "state" | "twilioSid">,
): Promise<Sent> {
  const { body, now } = thread;
  try {
    const sent = await textHomeowner(db, sms, { phone, body, now }, log);
    if ("refused" in sent) {
      if (sent.refused !== "opted_out") return skippedBecause(refusalReasons[sent.refused]);
      await storeOutbound(db, { ...thread, state: "opted_out" });
      return skipped;
    }
    await storeOutbound(db, { ...thread, state: "queued", twilioSid: sent.sid });
    return { externalId: sent.sid };
  } catch (error) {
    if (error instanceof TwilioError && error.code === UNSUBSCRIBED_RECIPIENT) {
      const optOut = { source: "twilio" as const, keyword: null, twilio_opt_out_type: null };
      await recordOptOut(db, phone, optOut, now);
      await storeOutbound(db, { ...thread, state: "opted_out" });
    }
    throw error;
  }
}
