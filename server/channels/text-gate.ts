import type { Kysely } from "kysely";
import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { ownerTextCopy } from "../../content/acknowledgement";
import { textLimits } from "../../content/privacy";
import { releaseSlot, reserveSlot, slotTotal } from "../db/counts";
import { personHmac } from "../db/person-hash";
import type { Database } from "../db/schema";
import { isOptedOut } from "../texts/opt-outs";
import { sendSms, type SmsSender, type TwilioAccount } from "./twilio";

/*
 * The one door for a text we start to a homeowner (a thank-you, a review request or its
 * reminder, and whatever later texts first): the phone has not said STOP, its region is
 * one SMS_COUNTRIES names, the phone has had fewer than the privacy policy's texts this
 * week, and the hour's cap has room. It stands against SMS pumping
 * (issue 50): a quote request whose number pays its owner for every text it receives
 * (decision 228). The owner's own texts and replies do not pass here.
 */

/** Where texts to homeowners may go, and how many an hour. */
export type TextGate = {
  /** ISO 3166-1 codes (SMS_COUNTRIES). */
  countries: readonly CountryCode[];
  /** Texts to homeowners per clock hour, on every instance together (SMS_MAX_PER_HOUR). */
  maxPerHour: number;
};

/** Twilio's account, the number or service texts come from, the owner's phones, the gate. */
export type SmsSettings = {
  account: TwilioAccount;
  sender: SmsSender;
  ownerPhones: readonly string[];
  /** PUBLIC_URL + /api/sms/status: every text we send names it (issue 36). */
  statusCallback?: string;
  gate: TextGate;
};

export type TextLog = { warn: (obj: object, msg: string) => void };

/** Why the gate kept a text back. */
export type Refusal = "opted_out" | "country" | "weekly_limit" | "hourly_cap";

/** What an outbox row keeps of a text the gate kept back (STOP has its own handling). */
export const refusalReasons = {
  country: "skipped: outside SMS_COUNTRIES",
  weekly_limit: `skipped: ${textLimits.perWeek} texts this week`,
  hourly_cap: "skipped: hourly cap",
} as const;

export type HomeownerText = { phone: string; body: string; now: Date };

/**
 * The region a number belongs to, by libphonenumber-js's full ("max") metadata, or
 * undefined when the number is not a valid one of any region (+882, a satellite range,
 * belongs to none). The region, not the calling code: +1 876 is Jamaica.
 */
export function regionOf(phone: string): CountryCode | undefined {
  const parsed = parsePhoneNumberFromString(phone);
  return parsed?.isValid() ? parsed.country : undefined;
}

/** The clock hour's count of texts to homeowners, in `notification_counts`. */
function hourSlot(now: Date): string {
  return `${now.toISOString().slice(0, 13)}/homeowner-texts`;
}

const day = 24 * 60 * 60_000;
/** Where a phone's texts of one UTC day are counted; the purge drops them after 8 days. */
export const phoneWeekPrefix = "phone-week/";

/** The day's count of texts to one phone, named by its keyed hash (never the number). */
function phoneDaySlot(phone: string, at: Date): string {
  return `${phoneWeekPrefix}${at.toISOString().slice(0, 10)}/${personHmac(`phone:${phone}`)}`;
}

/** The seven days' slots up to `now`: a week that moves a day at a time. */
function phoneWeekSlots(phone: string, now: Date): string[] {
  return Array.from({ length: 7 }, (_, back) =>
    phoneDaySlot(phone, new Date(now.getTime() - back * day)),
  );
}

/**
 * Sends a text we start to a homeowner, or says why the gate kept it back. A text past
 * the cap has no place later: the caller records it skipped, so no burst goes out when the
 * hour turns. Twilio's refusal is thrown, as `sendSms` throws it.
 */
export async function textHomeowner(
  db: Kysely<Database>,
  sms: SmsSettings,
  text: HomeownerText,
  log: TextLog,
): Promise<{ sid: string } | { refused: Refusal }> {
  if (await isOptedOut(db, text.phone)) return { refused: "opted_out" };
  const region = regionOf(text.phone);
  if (!region || !sms.gate.countries.includes(region)) return { refused: "country" };
  // A courtesy the privacy policy promises, not a defense: two instances racing may let a
  // fifth through, which the hourly cap below still bounds.
  const thisWeek = await slotTotal(db, phoneWeekSlots(text.phone, text.now));
  if (thisWeek >= textLimits.perWeek) return { refused: "weekly_limit" };
  // The place is taken last, so a text refused above never uses one.
  if (!(await reserveSlot(db, hourSlot(text.now), sms.gate.maxPerHour))) {
    await tellOwnerOnce(db, sms, text.now, log);
    return { refused: "hourly_cap" };
  }
  await reserveSlot(db, phoneDaySlot(text.phone, text.now), textLimits.perWeek);
  const { account, sender, statusCallback } = sms;
  const sent = await sendSms({
    ...account,
    ...sender,
    to: text.phone,
    body: text.body,
    statusCallback,
  });
  return { sid: sent.sid };
}

/**
 * The owner's text that the hour's cap was reached: once an hour on every instance
 * together, whichever text the cap holds first. When Twilio refused it, the next text held
 * tries again.
 */
async function tellOwnerOnce(db: Kysely<Database>, sms: SmsSettings, now: Date, log: TextLog) {
  const slot = `${hourSlot(now)}/owner-told`;
  if (!(await reserveSlot(db, slot, 1))) return;
  log.warn({ maxPerHour: sms.gate.maxPerHour }, "texts to homeowners reached SMS_MAX_PER_HOUR");
  const body = ownerTextCopy.capReached(sms.gate.maxPerHour);
  let refused = false;
  for (const to of sms.ownerPhones) {
    if (await isOptedOut(db, to)) continue;
    try {
      await sendSms({
        ...sms.account,
        ...sms.sender,
        to,
        body,
        statusCallback: sms.statusCallback,
      });
    } catch (err) {
      refused = true;
      log.warn({ err }, "the owner's text about the hourly cap was not accepted");
    }
  }
  if (refused) await releaseSlot(db, slot);
}
