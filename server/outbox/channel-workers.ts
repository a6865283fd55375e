import type { Kysely } from "kysely";
import { type Config, channelsInUse, publicOrigin, smsSender } from "../config";
import { apiRoutes } from "../../contracts/routes";
import type { Channel, Database } from "../db/schema";
import type { MailAddresses } from "../mail/notification";
import type { MailTransport } from "../mail/transport";
import { ArrivalGauge } from "./arrivals";
import { channelSenders } from "../channels/configured-senders";
import { OutboxWorker } from "./loop";
import type { WorkerLogger } from "./outcome-log";
import type { WorkerTimings } from "./timings";
import { photoLinkSecret } from "../secret-file";
import { reviewSchedule } from "../reviews/schedule";
import { bookingPath, bookingToken } from "../booking/links";
import { alertSenders } from "../booking/senders";
import { reminderSenders } from "../booking/reminders-send";

/** Every configured channel's worker, started, woken and stopped together. */
export type ChannelWorkers = {
  channels: readonly Channel[];
  instanceId: string;
  start(): void;
  /** A submission was stored: counted as an arrival, and every worker looks for work. */
  wake(): void;
  stop(): Promise<void>;
};

/**
 * The channels this server delivers, as configured: each lead gets one outbox row per
 * channel, and each channel its own worker, so a channel that is down delays no other.
 */
export function configuredChannels(config: Config, log: WorkerLogger): Channel[] {
  const channels = channelsInUse(config);
  if (
    channels.includes("ack_email") &&
    config.MAIL_TRANSPORT === "emailjs" &&
    !config.EMAILJS_TEMPLATE_ACK
  ) {
    log.warn(
      { channel: "ack_email" },
      "no thank-you e-mails: EmailJS needs a template for them (EMAILJS_TEMPLATE_ACK); set it, or ACK_EMAIL=off",
    );
    return channels.filter((channel) => channel !== "ack_email");
  }
  return channels;
}

/**
 * Where texts go out, a lead's thread does too: the owner's alert of a homeowner's text
 * and the owner's replies, each its own channel (issue 36). No lead fans out to them.
 */
export function withThreadChannels(channels: readonly Channel[]): Channel[] {
  // The owner's alert of a missed call (issue 54) rides with them; none is queued unless
  // CALLS=on, so an idle worker is all it costs.
  const thread: Channel[] = channels.includes("sms")
    ? ["sms_alert", "sms_reply", "call_alert"]
    : [];
  return [...channels, ...thread.filter((channel) => !channels.includes(channel))];
}

/**
 * A finished job's review request goes by e-mail wherever mail does, except through
 * EmailJS, which cannot set List-Unsubscribe, and by text wherever texts go (issue 37).
 */
export function withReviewChannels(channels: readonly Channel[], config: Config): Channel[] {
  const review: Channel[] = [
    ...(config.MAIL_TRANSPORT === "emailjs" ? [] : (["review_email"] as const)),
    ...(channels.includes("sms") ? (["review_sms"] as const) : []),
  ];
  return [...channels, ...review.filter((channel) => !channels.includes(channel))];
}

export function channelWorkers(options: {
  config: Config;
  db: Kysely<Database>;
  transport: MailTransport;
  addresses: MailAddresses;
  channels: readonly Channel[];
  instanceId: string;
  log: WorkerLogger;
  /** Tests shorten the waits; a server takes them from its configuration. */
  timings?: Partial<WorkerTimings>;
  /** The workers' clock: tests move it; a server's is the real one. */
  now?: () => Date;
}): ChannelWorkers {
  const { config, db, transport, addresses, instanceId, log } = options;
  const channels = withReviewChannels(withThreadChannels(options.channels), config);
  // A ZIP outside the service area books no visit of its own: the owner calls (issue 55).
  const bookingLink = (lead: { id: string; outside_service_area: number }) =>
    lead.outside_service_area === 1
      ? undefined
      : `${publicOrigin(config)}${bookingPath(bookingToken(photoLinkSecret(config), lead.id))}`;
  const settings = {
    db,
    transport,
    addresses,
    origin: publicOrigin(config),
    log,
    reviewHours: reviewSchedule(config),
    bookingLink,
    sms:
      config.SMS_PROVIDER === "twilio" && config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN
        ? {
            account: {
              apiUrl: config.TWILIO_API_URL,
              accountSid: config.TWILIO_ACCOUNT_SID,
              authToken: config.TWILIO_AUTH_TOKEN,
            },
            sender: smsSender(config),
            ownerPhones: config.OWNER_SMS_TO ?? [],
            statusCallback: `${publicOrigin(config)}${apiRoutes.smsStatus}`,
            gate: { countries: config.SMS_COUNTRIES, maxPerHour: config.SMS_MAX_PER_HOUR },
          }
        : undefined,
    webhook:
      config.WEBHOOK_URL && config.WEBHOOK_SECRET
        ? {
            url: config.WEBHOOK_URL,
            secret: config.WEBHOOK_SECRET,
            photoLinkSecret: photoLinkSecret(config),
          }
        : undefined,
  };
  const senders = channelSenders(settings, channels);
  // A visit's messages and the owner's e-mail alerts (issues 54 and 55) go wherever mail
  // does; the owner's text of a visit wherever texts do. No lead fans out to them.
  for (const [channel, sender] of alertSenders({ ...settings, manageLink: bookingLink })) {
    senders.set(channel, sender);
  }
  // A visit's reminders (issue 55): outbox rows due the day before and 2 hours before.
  for (const [channel, sender] of reminderSenders({ ...settings, manageLink: bookingLink })) {
    senders.set(channel, sender);
  }
  const arrivals = new ArrivalGauge();
  const workers = [...senders].map(
    ([channel, sender]) =>
      new OutboxWorker({
        db,
        channel,
        sender,
        log,
        instanceId,
        arrivals,
        now: options.now,
        timings: {
          baseDelayMs: config.MAIL_RETRY_BASE_MS,
          retryWindowMs: config.MAIL_RETRY_HOURS * 3_600_000,
          maxPerMinute: config.NOTIFY_MAX_PER_MINUTE,
          ...options.timings,
        },
      }),
  );
  return {
    channels: [...senders.keys()],
    instanceId,
    start: () => workers.forEach((worker) => worker.start()),
    wake: () => {
      arrivals.record();
      workers.forEach((worker) => worker.wake());
    },
    stop: async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}
