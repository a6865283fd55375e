import type { Kysely } from "kysely";
import { textingCopy } from "../../content/texting";
import { displayPhone } from "../../contracts/phone";
import { routes } from "../../contracts/routes";
import type { Database, OutboxRow } from "../db/schema";
import { isOptedOut } from "../texts/opt-outs";
import { textStateOf } from "../texts/status";
import { attachSid, setMessageState } from "../texts/thread";
import type { ChannelSender } from "./channel-sender";
import { replaceLinks } from "./defang";
import { plainGsm } from "./gsm";
import { clip } from "./sms-body";
import {
  confirmTexts,
  optedOutError,
  type SmsSettings,
  textAll,
  type TextLog,
} from "./text-senders";
import { fetchSmsStatus, isFailedSmsStatus, isFinalSmsStatus, sendSms } from "./twilio";

/**
 * The texts of a lead's thread (issue 36): the owner's alert when a homeowner texts, and
 * the owner's reply from the inbox. Each row's `ref_id` is the text it is about.
 */

const EXCERPT_MAX = 100;
/** The name as typed, cut so that a long one leaves room for the words. */
const NAME_MAX = 40;

async function textWithLead(db: Kysely<Database>, row: OutboxRow) {
  const text = await db
    .selectFrom("text_messages")
    .innerJoin("leads", "leads.id", "text_messages.lead_id")
    .select([
      "text_messages.id",
      "text_messages.body",
      "text_messages.state",
      "leads.id as leadId",
      "leads.name",
      "leads.phone",
    ])
    .where("text_messages.id", "=", row.ref_id)
    .executeTakeFirst();
  // Erased since it was queued: nothing is left to send, and no retry brings it back.
  if (!text) throw Object.assign(new Error(`text ${row.ref_id} is gone`), { retryable: false });
  return text;
}

/**
 * "Reply from Maria: Can you come Saturday?" and the link to the thread, in plain GSM. A
 * lead made from an unknown number is named by it: the owner reads it as the inbox shows
 * it, "(630) 555-0199".
 */
export function ownerAlertBody(
  lead: { name: string; phone: string | null },
  body: string,
  threadUrl: string,
): string {
  const plain = (text: string, max: number) => clip(plainGsm(replaceLinks(text)), max);
  const words = plain(body, EXCERPT_MAX) || textingCopy.pictureOnly;
  const name = lead.phone && lead.name === lead.phone ? displayPhone(lead.phone) : lead.name;
  return textingCopy.ownerAlert(plain(name, NAME_MAX), words, threadUrl);
}

export function ownerAlertSender(
  db: Kysely<Database>,
  origin: string,
  sms: SmsSettings,
  log: TextLog,
): ChannelSender {
  return {
    name: "twilio",
    // One alert per text, never folded into a digest: a reply waits for an answer.
    capped: false,
    async send(row) {
      const text = await textWithLead(db, row);
      const body = ownerAlertBody(text, text.body, `${origin}${routes.adminLead(text.leadId)}`);
      return { externalId: await textAll(db, sms, sms.ownerPhones, body, log) };
    },
    confirm: (row) => confirmTexts(sms, row.external_id),
  };
}

/** The owner's reply, from the configured number to the lead's phone, unless it said STOP. */
export function replySender(db: Kysely<Database>, sms: SmsSettings): ChannelSender {
  return {
    name: "twilio",
    capped: false,
    async send(row, now) {
      const text = await textWithLead(db, row);
      if (await isOptedOut(db, text.phone)) {
        await setMessageState(db, text.id, { state: "opted_out", now });
        throw optedOutError();
      }
      const sent = await sendSms({
        ...sms.account,
        ...sms.sender,
        to: text.phone,
        body: text.body,
        statusCallback: sms.statusCallback,
      });
      await attachSid(db, text.id, sent.sid, now);
      return { externalId: sent.sid };
    },
    // The fallback when no callback comes: Twilio's own answer about the text.
    async confirm(row) {
      const status = await fetchSmsStatus({ ...sms.account, sid: row.external_id });
      const state = textStateOf(status.status);
      if (state && isFinalSmsStatus(status.status)) {
        await setMessageState(db, row.ref_id, {
          state,
          errorCode: status.errorCode,
          now: new Date(),
        });
      }
      if (isFailedSmsStatus(status.status)) {
        const detail = status.errorCode ? ` (Twilio error ${status.errorCode})` : "";
        return { delivered: false as const, error: `text ${status.status}${detail}` };
      }
      return isFinalSmsStatus(status.status) ? { delivered: true as const } : undefined;
    },
  };
}
