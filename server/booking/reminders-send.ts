import type { Kysely } from "kysely";
import { DateTime } from "luxon";
import { bookingCopy } from "../../content/booking";
import { bookingReminderCopy, type ReminderDay } from "../../content/booking-reminders";
import { site } from "../../content/site";
import { isPlainEmail, normalizeEmail } from "../../contracts/email-address";
import { type ChannelSender, notYet, skipped, skippedBecause } from "../channels/channel-sender";
import { clip, firstName, SMS_BODY_MAX } from "../channels/sms-body";
import {
  confirmTexts,
  type SmsSettings,
  type TextLog,
  textIntoThread,
} from "../channels/text-senders";
import type { Channel, Database, OutboxRow } from "../db/schema";
import { escapeHtml } from "../html";
import { htmlEmail } from "../mail/html-email";
import type { MailAddresses } from "../mail/notification";
import type { MailTransport } from "../mail/transport";
import type { QuietHours } from "../reviews/schedule";
import { whenLabel } from "./page";
import { bookedVisitOf, reminderSendTime, reminderTimes } from "./reminders";

/*
 * The outbox's senders of a visit's reminders (issue 55, decision 253). The visit is read
 * when the row is sent: a row whose visit was canceled, or moved to another time since it
 * was queued, is skipped (the move queued its own). In the quiet hours a reminder waits
 * for the morning, unless that is less than an hour before the visit.
 */

type Db = Kysely<Database>;
type Lead = {
  id: string;
  name: string;
  email: string;
  phone: string;
  sms_consent: string;
  outside_service_area: number;
};
type Facts = { lead: Lead; start: number; streetAddress: string };

const gone = (what: string) => Object.assign(new Error(what), { retryable: false });

/** The lead and the visit the row reminds of, or undefined when it is canceled or moved. */
async function loadFacts(db: Db, row: OutboxRow, zone: string): Promise<Facts | undefined> {
  const lead = await db
    .selectFrom("leads")
    .select(["id", "name", "email", "phone", "sms_consent", "outside_service_area"])
    .where("id", "=", row.ref_id)
    .executeTakeFirst();
  if (!lead) throw gone(`lead ${row.ref_id} is gone`);
  const visit = await bookedVisitOf(db, row.ref_id);
  if (!visit) return undefined;
  const start = Date.parse(visit.starts_at);
  const due = reminderTimes(start, zone).find((time) => time.kind === row.kind);
  if (!due || due.at.toISOString() !== row.queued_at) return undefined;
  return { lead, start, streetAddress: visit.street_address };
}

/** "today" or "tomorrow" as the business's calendar has it at `now`, else nothing. */
export function dayWord(now: Date, start: number, zone: string): ReminderDay {
  const today = DateTime.fromJSDate(now, { zone }).startOf("day");
  const day = DateTime.fromMillis(start, { zone }).startOf("day");
  if (+day === +today) return "today";
  if (+day === +today.plus({ days: 1 })) return "tomorrow";
  return undefined;
}

/** The facts, or what the worker is told instead: not yet (quiet hours), or skipped. */
async function due(db: Db, row: OutboxRow, now: Date, hours: QuietHours) {
  const facts = await loadFacts(db, row, hours.timeZone);
  if (!facts) return { answer: skipped };
  const at = reminderSendTime(now, facts.start, hours);
  if (!at) return { answer: skippedBecause("skipped: too close to the visit") };
  if (at.getTime() > now.getTime()) return { answer: notYet(at) };
  return { facts, day: dayWord(now, facts.start, hours.timeZone) };
}

type ManageLink = (lead: Lead) => string | undefined;

/** The homeowner's reminder e-mail: when, where, and the link to change or cancel. */
export function reminderMailSender(
  db: Db,
  transport: MailTransport,
  addresses: MailAddresses,
  hours: QuietHours,
  manageLink: ManageLink,
): ChannelSender {
  const copy = bookingReminderCopy.email;
  return {
    name: transport.name,
    capped: false,
    async send(row, now) {
      const found = await due(db, row, now, hours);
      if (!found.facts) return found.answer;
      const { lead, start, streetAddress } = found.facts;
      const address = normalizeEmail(lead.email);
      if (!isPlainEmail(address)) return skipped;
      const when = whenLabel(start);
      const link = manageLink(lead);
      const lines = [
        bookingCopy.greeting(firstName(lead.name)),
        copy.body(found.day, when),
        copy.where(streetAddress),
        copy.questions,
      ];
      const html = [
        ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
        ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(copy.manage)}</a></p>`] : []),
        `<p>${escapeHtml(copy.signature)}</p>`,
      ];
      await transport.send({
        kind: "visit",
        id: row.id,
        leadId: lead.id,
        createdAt: row.created_at,
        to: address,
        from: addresses.from,
        replyTo: site.email,
        subject: copy.subject(found.day, when),
        text: [...lines, ...(link ? ["", `${copy.manage}: ${link}`] : []), "", copy.signature].join(
          "\n",
        ),
        html: htmlEmail(html.join("\n")),
      });
    },
  };
}

/** The text: the words clipped so the link and the STOP line always fit whole. */
export function reminderText(
  name: string,
  day: ReminderDay,
  start: number,
  link: string | undefined,
): string {
  const copy = bookingReminderCopy;
  const tail = `${link ? `${copy.change} ${link}` : copy.call} ${copy.stop}`;
  const words = copy.sms(firstName(name), day, whenLabel(start));
  return `${clip(words, SMS_BODY_MAX - tail.length - 1)} ${tail}`;
}

/**
 * The reminder by text: only with the homeowner's consent, and through the text gate
 * (never after a STOP, only to SMS_COUNTRIES, within the caps). It joins the lead's
 * thread as a notice; a text a STOP kept back shows there as opted out.
 */
export function reminderTextSender(
  db: Db,
  sms: SmsSettings,
  log: TextLog,
  hours: QuietHours,
  manageLink: ManageLink,
): ChannelSender {
  return {
    name: "twilio",
    capped: false,
    async send(row, now) {
      const found = await due(db, row, now, hours);
      if (!found.facts) return found.answer;
      const { lead, start } = found.facts;
      if (!lead.phone || lead.sms_consent !== "Yes") return skipped;
      const body = reminderText(lead.name, found.day, start, manageLink(lead));
      const thread = { leadId: lead.id, kind: "notice" as const, body, outboxId: row.id, now };
      return textIntoThread(db, sms, log, lead.phone, thread);
    },
    confirm: (row) => confirmTexts(sms, row.external_id),
  };
}

/** What the reminders' senders need, as the outbox's workers have it. */
export type ReminderSenderSettings = {
  db: Db;
  transport: MailTransport;
  addresses: MailAddresses;
  reviewHours: QuietHours;
  manageLink: ManageLink;
  sms?: SmsSettings;
  log: TextLog;
};

/** The reminders' channels, each with its sender: e-mail always, texts where they go. */
export function reminderSenders(settings: ReminderSenderSettings): Map<Channel, ChannelSender> {
  const { db, transport, addresses, reviewHours, manageLink, sms, log } = settings;
  const senders = new Map<Channel, ChannelSender>([
    ["reminder_email", reminderMailSender(db, transport, addresses, reviewHours, manageLink)],
  ]);
  if (sms) senders.set("reminder_sms", reminderTextSender(db, sms, log, reviewHours, manageLink));
  return senders;
}
