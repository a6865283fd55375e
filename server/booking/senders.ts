import type { Kysely } from "kysely";
import { bookingCopy } from "../../content/booking";
import { leadDetailsCopy } from "../../content/lead-details";
import { site } from "../../content/site";
import { isPlainEmail, normalizeEmail } from "../../contracts/email-address";
import { routes } from "../../contracts/routes";
import { callAlertParts, loadCallFacts } from "../channels/call-senders";
import { type ChannelSender, skipped } from "../channels/channel-sender";
import { plainGsm } from "../channels/gsm";
import { clip, firstName } from "../channels/sms-body";
import { confirmTexts, type SmsSettings, textAll, type TextLog } from "../channels/text-senders";
import type { Channel, Database, OutboxRow } from "../db/schema";
import { escapeHtml } from "../html";
import { htmlEmail } from "../mail/html-email";
import type { MailAddresses } from "../mail/notification";
import type { MailTransport } from "../mail/transport";
import { composeVisitMail } from "./confirmation";
import type { InviteVisit } from "./invite";
import { whenLabel } from "./page";

/*
 * The outbox's senders of a visit's messages (issue 55) and of the owner's e-mail alerts
 * (issues 54 and 55): the homeowner's confirmation with its invitation, the owner's text of
 * a visit, and the owner's e-mail of a visit or a missed call. A visit's row names the lead
 * (so erasure takes it) and, by its kind, what changed; the visit is read when it is sent.
 */

type Change = "booked" | "moved" | "cancelled";
type Db = Kysely<Database>;
type Lead = { id: string; name: string; email: string; outside_service_area: number };
type VisitFacts = { change: Change; lead: Lead; visit: InviteVisit };

const changes: Record<string, Change> = {
  visit_booked: "booked",
  visit_moved: "moved",
  visit_cancelled: "cancelled",
};

const gone = (what: string) => Object.assign(new Error(what), { retryable: false });

/**
 * The lead and its visit a row is about: for a cancellation the last visit cancelled,
 * else the visit booked now. Undefined when the homeowner changed it again since (a later
 * row tells that), so their calendar never gets a stale invitation.
 */
async function loadVisitFacts(db: Db, row: OutboxRow): Promise<VisitFacts | undefined> {
  const change = changes[row.kind];
  if (!change) throw gone(`row ${row.id} is no visit's`);
  const lead = await db
    .selectFrom("leads")
    .select(["id", "name", "email", "outside_service_area"])
    .where("id", "=", row.ref_id)
    .executeTakeFirst();
  if (!lead) throw gone(`lead ${row.ref_id} is gone`);
  const visit = await db
    .selectFrom("visits")
    .selectAll()
    .where("lead_id", "=", row.ref_id)
    .where("status", "=", change === "cancelled" ? "cancelled" : "booked")
    .orderBy("updated_at", "desc")
    .executeTakeFirst();
  if (!visit) return undefined;
  return {
    change,
    lead,
    visit: {
      id: visit.id,
      start: Date.parse(visit.starts_at),
      end: Date.parse(visit.ends_at),
      sequence: visit.sequence,
      status: visit.status,
      streetAddress: visit.street_address,
    },
  };
}

/** "Visit moved: Dana, Tuesday, March 2 at 11:00 AM" and the link to the lead. */
function visitAlertParts({ change, lead, visit }: VisitFacts, origin: string) {
  const copy = bookingCopy.ownerAlert;
  const name = clip(plainGsm(lead.name), 40);
  return {
    // The stored change is "cancelled", as the iCalendar status is spelled; the words are US.
    line: copy.line(
      change === "cancelled" ? copy.canceled : copy[change],
      name,
      whenLabel(visit.start),
    ),
    address: copy.address(visit.streetAddress),
    link: `${origin}${routes.adminLead(lead.id)}`,
  };
}

/** The homeowner's e-mail of a visit booked, moved or cancelled, with its .ics attached. */
export function visitMailSender(
  db: Db,
  transport: MailTransport,
  addresses: MailAddresses,
  manageLink: (lead: Lead) => string | undefined,
): ChannelSender {
  return {
    name: transport.name,
    capped: false,
    async send(row, now) {
      const facts = await loadVisitFacts(db, row);
      const address = normalizeEmail(facts?.lead.email ?? "");
      const link = facts && manageLink(facts.lead);
      if (!facts || !link || !isPlainEmail(address)) return skipped;
      // EmailJS cannot attach a file: its e-mail carries Google Calendar's link only.
      const attach = transport.name !== "emailjs";
      const mail = composeVisitMail(facts.change, facts.visit, {
        homeowner: { name: facts.lead.name, email: address },
        firstName: firstName(facts.lead.name),
        manageLink: link,
        now: now.getTime(),
        attach,
      });
      await transport.send({
        kind: "visit",
        id: row.id,
        leadId: facts.lead.id,
        createdAt: row.created_at,
        to: address,
        from: addresses.from,
        replyTo: site.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachment: attach ? mail.attachment : undefined,
      });
    },
  };
}

/** The owner's text of a visit booked, moved or cancelled, to every owner phone. */
export function visitTextSender(db: Db, origin: string, sms: SmsSettings, log: TextLog) {
  return {
    name: "twilio",
    capped: false,
    async send(row: OutboxRow) {
      const facts = await loadVisitFacts(db, row);
      if (!facts) return skipped;
      const { line, link } = visitAlertParts(facts, origin);
      return { externalId: await textAll(db, sms, sms.ownerPhones, `${line}\n${link}`, log) };
    },
    confirm: (row: OutboxRow & { external_id: string }) => confirmTexts(sms, row.external_id),
  } satisfies ChannelSender;
}

/** The owner's e-mail of a visit (kind visit_*) or of a missed call (kind call). */
export function alertMailSender(
  db: Db,
  transport: MailTransport,
  addresses: MailAddresses,
  origin: string,
): ChannelSender {
  return {
    name: transport.name,
    capped: false,
    async send(row) {
      let lines: string[];
      let link: string;
      let leadId: string;
      if (row.kind === "call") {
        const call = await loadCallFacts(db, row);
        const parts = callAlertParts(call, origin);
        lines = [`${parts.caller}, ${parts.outcome}`];
        link = parts.link;
        leadId = call.lead.id;
      } else {
        const facts = await loadVisitFacts(db, row);
        if (!facts) return skipped;
        const parts = visitAlertParts(facts, origin);
        lines = [parts.line, parts.address];
        link = parts.link;
        leadId = facts.lead.id;
      }
      const open = leadDetailsCopy.openInInbox;
      await transport.send({
        kind: "owner_alert",
        id: row.id,
        leadId,
        createdAt: row.created_at,
        to: addresses.to,
        from: addresses.from,
        subject: lines[0] ?? "",
        text: [...lines, "", `${open}: ${link}`].join("\n"),
        html: htmlEmail(
          `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}\n<p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>`,
        ),
      });
    },
  };
}

/** The settings the three senders need, as the outbox's workers have them. */
export type AlertSenderSettings = {
  db: Db;
  transport: MailTransport;
  addresses: MailAddresses;
  origin: string;
  manageLink: (lead: Lead) => string | undefined;
  sms?: SmsSettings;
  log: TextLog;
};

/** The channels of the visits' and alerts' messages, each with its sender. */
export function alertSenders(settings: AlertSenderSettings): Map<Channel, ChannelSender> {
  const { db, transport, addresses, origin, manageLink, sms, log } = settings;
  const senders = new Map<Channel, ChannelSender>([
    ["visit_email", visitMailSender(db, transport, addresses, manageLink)],
    ["alert_email", alertMailSender(db, transport, addresses, origin)],
  ]);
  if (sms) senders.set("visit_alert", visitTextSender(db, origin, sms, log));
  return senders;
}
