import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { ChannelError, CHANNEL_TIMEOUT_MS, exchange, type Fetch } from "./http";

/**
 * The webhook channel: one Standard Webhooks delivery (decision 162). The signature is the
 * `standardwebhooks` package's; nothing here computes an HMAC itself.
 */

export type WebhookDelivery = {
  url: string;
  /** `whsec_` and the base64 key, as the receiver was given it. */
  secret: string;
  /** The same on every attempt of one delivery, so a receiver can drop a repeat. */
  id: string;
  /** e.g. "lead.created" or "review.completed". */
  type: string;
  /** When the event happened: the body's `timestamp`, the same on every attempt. */
  timestamp: Date;
  data: Record<string, unknown>;
  fetch?: Fetch;
  /** This attempt's clock: `webhook-timestamp`, which receivers check against theirs. */
  now?: () => Date;
  timeoutMs?: number;
};

export class WebhookError extends ChannelError {
  override name = "WebhookError";
}

/** The exact bytes sent and signed. */
export function webhookBody(type: string, timestamp: Date, data: object): string {
  return JSON.stringify({ type, timestamp: timestamp.toISOString(), data });
}

/** The three Standard Webhooks headers for `body`, signed for this attempt's time. */
export function webhookHeaders(secret: string, id: string, sentAt: Date, body: string) {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(id, sentAt, body),
  };
}

/**
 * POSTs one event. Any 2xx is success. Everything else throws a WebhookError naming the
 * status, and every one is retryable: the spec retries webhooks like e-mail, and a CRM
 * answering 400 or 404 is as likely to be mid-deploy or misconfigured for an hour as to
 * refuse for good, so the outbox's retry window decides when to stop, not the answer.
 * A redirect is never followed (the signature names no other URL), and counts as a failure.
 */
export async function sendWebhook(delivery: WebhookDelivery): Promise<{ status: number }> {
  const body = webhookBody(delivery.type, delivery.timestamp, delivery.data);
  const sentAt = (delivery.now ?? (() => new Date()))();
  const timeoutMs = delivery.timeoutMs ?? CHANNEL_TIMEOUT_MS;
  const answer = await exchange(
    "Webhook",
    delivery.fetch ?? fetch,
    delivery.url,
    {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/json",
        ...webhookHeaders(delivery.secret, delivery.id, sentAt, body),
      },
      body,
    },
    timeoutMs,
  ).catch((error: unknown) => {
    throw error instanceof ChannelError ? new WebhookError(error.message, 0, true) : error;
  });
  if (answer.status >= 200 && answer.status <= 299) return { status: answer.status };
  const where =
    answer.status >= 300 && answer.status <= 399 ? answer.headers.get("location") : null;
  const detail = where ? ` (redirect to ${where}, not followed)` : bodyHint(answer.text);
  throw new WebhookError(`Webhook answered ${answer.status}${detail}`, answer.status, true);
}

function bodyHint(text: string): string {
  const line = text.replace(/\s+/g, " ").trim().slice(0, 200);
  return line ? `: ${line}` : "";
}

/**
 * A new signing secret in the Standard Webhooks form: `whsec_` and the base64 of 32 random
 * bytes (the spec asks for 24 to 64). The package signs with secrets but makes none.
 */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}
