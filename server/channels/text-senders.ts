import type { Kysely } from "kysely";
import { ownerTextCopy } from "../../app/content/acknowledgement";
import { routes } from "../../contracts/routes";
import type { Database, OutboxRow } from "../db/schema";
import { claimAcknowledgement } from "../leads/acknowledgements";
import { type ChannelSender, type Confirmation, skipped } from "./channel-sender";
import { digestMembers, loadLead } from "./load";
import { ackSmsBody, leadDetails, ownerSmsBody, ownerSmsDetails } from "./sms-body";
import {
  fetchSmsStatus,
  isFailedSmsStatus,
  isFinalSmsStatus,
  sendSms,
  TwilioError,
  type SmsSender,
  type TwilioAccount,
} from "./twilio";

/** Twilio's account, the number or service texts come from, and the owner's phones. */
export type SmsSettings = {
  account: TwilioAccount;
  sender: SmsSender;
  ownerPhones: readonly string[];
};

export type TextLog = { warn: (obj: object, msg: string) => void };

/** Texts every phone; the SIDs of the texts sent are kept to learn their fate. */
async function textAll(
  sms: SmsSettings,
  to: readonly string[],
  body: string,
  log: TextLog,
): Promise<string> {
  const sids: string[] = [];
  const refused: string[] = [];
  let lastError: unknown;
  for (const phone of to) {
    try {
      sids.push((await sendSms({ ...sms.account, ...sms.sender, to: phone, body })).sid);
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
async function confirmTexts(sms: SmsSettings, externalId: string): Promise<Confirmation> {
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
      return { externalId: await textAll(sms, sms.ownerPhones, body, log) };
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
    services: lead.service,
    phone: lead.phone,
    leadUrl: `${origin}${routes.adminLead(lead.id)}`,
    details: ownerSmsDetails(leadDetails(lead)),
  });
}

/** The visitor's thank-you text: only with consent, once a day per phone. */
export function ackSmsSender(db: Kysely<Database>, sms: SmsSettings, log: TextLog): ChannelSender {
  return {
    name: "twilio",
    capped: false,
    async send(row, now) {
      const lead = await loadLead(db, row.ref_id);
      if (lead.sms_consent !== "Yes" || !lead.phone) {
        throw new TwilioError("no consent to text this visitor", 400, false);
      }
      const thank = { channel: "ack_sms" as const, address: lead.phone, outboxId: row.id, now };
      if (!(await claimAcknowledgement(db, thank))) return skipped;
      const body = ackSmsBody({ name: lead.name, reference: lead.id });
      return { externalId: await textAll(sms, [lead.phone], body, log) };
    },
    confirm: (row) => confirmTexts(sms, row.external_id),
  };
}
