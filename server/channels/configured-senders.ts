import type { Kysely } from "kysely";
import type { Channel, Database } from "../db/schema";
import type { MailAddresses } from "../mail/notification";
import type { MailTransport } from "../mail/transport";
import type { QuietHours } from "../reviews/schedule";
import type { ChannelSender } from "./channel-sender";
import { callAlertSender } from "./call-senders";
import { ackMailSender, type BookingLinkFor, mailSender } from "./email-senders";
import { ackSmsSender, ownerSmsSender, type SmsSettings, type TextLog } from "./text-senders";
import { reviewMailSender, reviewTextSender } from "./review-senders";
import { ownerAlertSender, replySender } from "./thread-senders";
import { webhookSender, type WebhookSettings } from "./webhook-sender";

export type SenderSettings = {
  db: Kysely<Database>;
  transport: MailTransport;
  addresses: MailAddresses;
  /** The site's public origin: links in texts and webhooks point into its inbox. */
  origin: string;
  sms?: SmsSettings;
  webhook?: WebhookSettings;
  /** The review requests' quiet hours, checked as each is sent: without them, none is sent. */
  reviewHours?: QuietHours;
  /** The thank-you e-mail's and text's link to book the estimate visit (issue 55). */
  bookingLink?: BookingLinkFor;
  log: TextLog;
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
  const { db, transport, addresses, origin, sms, webhook, reviewHours, bookingLink, log } =
    settings;
  switch (channel) {
    case "email":
      return mailSender(db, transport, addresses, origin);
    case "ack_email":
      return ackMailSender(db, transport, addresses, bookingLink);
    case "sms":
      return sms && ownerSmsSender(db, origin, sms, log);
    case "ack_sms":
      return sms && ackSmsSender(db, sms, log, bookingLink);
    case "webhook":
      return webhook && webhookSender(db, origin, webhook);
    case "sms_alert":
      return sms && ownerAlertSender(db, origin, sms, log);
    case "sms_reply":
      return sms && replySender(db, sms);
    case "call_alert":
      return sms && callAlertSender(db, origin, sms, log);
    case "review_email":
      return reviewHours && reviewMailSender(db, transport, addresses, origin, reviewHours);
    case "review_sms":
      return sms && reviewHours && reviewTextSender(db, origin, sms, log, reviewHours);
  }
}
