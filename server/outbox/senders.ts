import type { Kysely } from "kysely";
import { ownerTextCopy } from "../../app/content/acknowledgement";
import { isPlainEmail, normalizeEmail } from "../../contracts/email-address";
import { routes } from "../../contracts/routes";
import {
  ackSmsBody,
  firstName,
  knownServices,
  type LeadDetails,
  ownerSmsBody,
  ownerSmsDetails,
} from "../channels/sms-body";
import {
  fetchSmsStatus,
  isFailedSmsStatus,
  isFinalSmsStatus,
  sendSms,
  TwilioError,
  type SmsSender,
  type TwilioAccount,
} from "../channels/twilio";
import { sendWebhook } from "../channels/webhook";
import type { Channel, Database, Lead, OutboxRow, ReviewNotice } from "../db/schema";
import { claimAcknowledgement } from "../leads/acknowledgements";
import type { MailAddresses } from "../mail/notification";
import type { MailTransport } from "../mail/transport";
import { photoLinkLifetimeMs, signedPhotoUrl } from "../photos/links";
import { photoSummaries } from "../photos/read";
import { digestMembers, loadLead, loadReviewNotice } from "./load";
import { type ChannelSender, mailSender, skipped } from "./sender";

export type SenderSettings = {
  db: Kysely<Database>;
  transport: MailTransport;
  addresses: MailAddresses;
  /** The site's public origin: links in texts and webhooks point into its inbox. */
  origin: string;
  sms?: { account: TwilioAccount; sender: SmsSender; ownerPhones: readonly string[] };
  /** The CRM hook; `photoLinkSecret` signs the photo links its leads carry. */
  webhook?: { url: string; secret: string; photoLinkSecret: string };
  log: { warn: (obj: object, msg: string) => void };
};

/** One sender per configured channel: each runs in its own worker. */
export function channelSenders(
  settings: SenderSettings,
  channels: readonly Channel[],
): Map<Channel, ChannelSender> {
  const senders = new Map<Channel, ChannelSender>();
  for (const channel of channels) {
    const sender = senderFor(channel, settings);
    if (sender) senders.set(channel, sender);
  }
  return senders;
}

function senderFor(channel: Channel, settings: SenderSettings): ChannelSender | undefined {
  const { db, transport, addresses, sms, webhook } = settings;
  switch (channel) {
    case "email":
      return mailSender(db, transport, addresses, settings.origin);
    case "ack_email":
      return ackMailSender(db, transport, addresses);
    case "sms":
      return sms && ownerSmsSender(settings, sms);
    case "ack_sms":
      return sms && ackSmsSender(db, sms, settings.log);
    case "webhook":
      return webhook && webhookSender(settings, webhook);
  }
}

function ackMailSender(
  db: Kysely<Database>,
  transport: MailTransport,
  addresses: MailAddresses,
): ChannelSender {
  return {
    name: transport.name,
    capped: false,
    async send(row, now) {
      const lead = await loadLead(db, row.ref_id);
      // A row stored before addresses were checked strictly may hold a display name or a
      // second recipient: such text is never mailed, whoever it names.
      const address = normalizeEmail(lead.email);
      if (!isPlainEmail(address)) return skipped;
      const thank = { channel: "ack_email" as const, address, outboxId: row.id, now };
      if (!(await claimAcknowledgement(db, thank))) return skipped;
      await transport.send({
        kind: "acknowledgement",
        to: address,
        from: addresses.from,
        ack: {
          reference: lead.id,
          created_at: lead.created_at,
          firstName: firstName(lead.name),
          services: knownServices(lead.service),
        },
      });
    },
  };
}

type Sms = NonNullable<SenderSettings["sms"]>;

/** Texts every phone; the SIDs of the texts sent are kept to learn their fate. */
async function textAll(
  sms: Sms,
  to: readonly string[],
  body: string,
  log: SenderSettings["log"],
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
async function confirmTexts(sms: Sms, externalId: string) {
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

function ownerSmsSender(settings: SenderSettings, sms: Sms): ChannelSender {
  const { db, origin } = settings;
  return {
    name: "twilio",
    capped: true,
    async send(row) {
      const body = await ownerText(db, row, origin);
      return { externalId: await textAll(sms, sms.ownerPhones, body, settings.log) };
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

/** The lead's optional details and photo count, as the texts and the webhook give them. */
export function leadDetails(lead: Lead): LeadDetails {
  return {
    zip: lead.zip,
    outsideServiceArea: Number(lead.outside_service_area) === 1,
    photoCount: Number(lead.photo_count),
    contactPreference: lead.contact_preference,
    bestTime: lead.best_time,
  };
}

function ackSmsSender(db: Kysely<Database>, sms: Sms, log: SenderSettings["log"]): ChannelSender {
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

function webhookSender(
  settings: SenderSettings,
  webhook: NonNullable<SenderSettings["webhook"]>,
): ChannelSender {
  const { db, origin } = settings;
  // Signed at each attempt: a retry days later still hands the CRM links good for a week.
  const photoLinks = async (leadId: string): Promise<PhotoLink[]> => {
    const expiresAt = new Date(Date.now() + photoLinkLifetimeMs);
    const photos = await photoSummaries(db, leadId);
    return photos.map((photo, index) => ({
      url: signedPhotoUrl({ origin, secret: webhook.photoLinkSecret, leadId, index, expiresAt }),
      width: photo.width,
      height: photo.height,
      expiresAt: expiresAt.toISOString(),
    }));
  };
  return {
    name: "webhook",
    capped: false,
    async send(row) {
      const event =
        row.kind === "review_completion"
          ? reviewEvent(await loadReviewNotice(db, row.ref_id))
          : leadEvent(await loadLead(db, row.ref_id), origin, await photoLinks(row.ref_id));
      // The row's id names the delivery: the same on every retry, so a receiver drops repeats.
      await sendWebhook({ ...webhook, id: `msg_${row.id}`, ...event });
    },
  };
}

/** A photo of a lead, for a CRM: a link signed to work without a session until `expiresAt`. */
export type PhotoLink = { url: string; width: number; height: number; expiresAt: string };

/** The lead as a CRM reads it (docs/webhook-payload.schema.json). */
export function leadEvent(lead: Lead, origin: string, photos: readonly PhotoLink[] = []) {
  const details = leadDetails(lead);
  return {
    type: "lead.created",
    timestamp: new Date(lead.created_at),
    data: {
      id: lead.id,
      createdAt: lead.created_at,
      name: lead.name,
      email: lead.email || null,
      phone: lead.phone || null,
      services: lead.service
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
      message: lead.message,
      smsConsent: lead.sms_consent === "Yes",
      url: `${origin}${routes.adminLead(lead.id)}`,
      zip: details.zip,
      outsideServiceArea: details.outsideServiceArea,
      contactPreference: details.contactPreference,
      bestTime: details.bestTime,
      photos,
    },
  };
}

export function reviewEvent(review: ReviewNotice) {
  return {
    type: "review.completed",
    timestamp: new Date(review.created_at),
    data: {
      id: review.id,
      createdAt: review.created_at,
      clientName: review.client_name,
      clientPhone: review.client_phone || null,
      platforms: JSON.parse(review.review_platforms) as string[],
      message: review.message,
    },
  };
}
