import { ChannelError, CHANNEL_TIMEOUT_MS, exchange, type Fetch, isRetryableStatus } from "./http";

/**
 * Twilio Programmable Messaging over fetch (decision 161): send a text, and read back what
 * became of it. No `twilio` package: two REST calls need neither its size nor its
 * dependencies, and a test points `apiUrl` at a local stand-in.
 */

export type TwilioAccount = {
  /** https://api.twilio.com in production; a stand-in's address in tests. */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  fetch?: Fetch;
  timeoutMs?: number;
};

/** A text goes out from one number, or from a Messaging Service that picks the number. */
export type SmsSender = { from: string } | { messagingServiceSid: string };

export type SmsRequest = TwilioAccount &
  SmsSender & {
    to: string;
    body: string;
    /** Where Twilio posts each status change; optional, as decision 161 reads the status instead. */
    statusCallback?: string;
  };

/** Twilio refused or could not take the request. `code` is Twilio's, e.g. 21211 or 21610. */
export class TwilioError extends ChannelError {
  override name = "TwilioError";
  constructor(
    message: string,
    status: number,
    retryable: boolean,
    readonly code?: number,
  ) {
    super(message, status, retryable);
  }
}

function messagesUrl(account: TwilioAccount, messageSid?: string): string {
  const base = `${account.apiUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Messages`;
  return messageSid ? `${base}/${encodeURIComponent(messageSid)}.json` : `${base}.json`;
}

function authorization(account: TwilioAccount): string {
  return `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString("base64")}`;
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Turns an answer that is not a success into an error that keeps Twilio's code and message. */
function answerError(status: number, text: string): TwilioError {
  const json = parseJson(text);
  const code = typeof json.code === "number" ? json.code : undefined;
  const detail =
    typeof json.message === "string" ? json.message : text.trim().slice(0, 300) || "no message";
  const message = `Twilio answered ${status}${code === undefined ? "" : ` (error ${code})`}: ${detail}`;
  return new TwilioError(message, status, isRetryableStatus(status), code);
}

async function call(account: TwilioAccount, url: string, init: RequestInit) {
  return exchange(
    "Twilio",
    account.fetch ?? fetch,
    url,
    {
      ...init,
      // Twilio never redirects its API; a redirect means a wrong URL, shown as the error it is.
      redirect: "manual",
      headers: {
        ...init.headers,
        Authorization: authorization(account),
        Accept: "application/json",
      },
    },
    account.timeoutMs ?? CHANNEL_TIMEOUT_MS,
  ).catch((error: unknown) => {
    // One error type for callers: no answer is a TwilioError too, status 0 and retryable.
    throw error instanceof ChannelError ? new TwilioError(error.message, 0, true) : error;
  });
}

/**
 * Sends one text. 201 means Twilio queued it: the status says so, and its final state comes
 * later from `fetchSmsStatus`. 429, 5xx and no answer throw a retryable TwilioError; any
 * other answer throws a permanent one.
 */
export async function sendSms(request: SmsRequest): Promise<{ sid: string; status: string }> {
  const form = new URLSearchParams({ To: request.to, Body: request.body });
  // A spread config may carry the other key as undefined; the one with a value wins.
  if ("messagingServiceSid" in request && request.messagingServiceSid) {
    form.set("MessagingServiceSid", request.messagingServiceSid);
  } else if ("from" in request) form.set("From", request.from);
  if (request.statusCallback) form.set("StatusCallback", request.statusCallback);
  const answer = await call(request, messagesUrl(request), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  if (answer.status < 200 || answer.status > 299) throw answerError(answer.status, answer.text);
  const json = parseJson(answer.text);
  if (typeof json.sid !== "string") {
    // Twilio took the text; trying again would send it twice, so this is not retryable.
    throw new TwilioError(
      `Twilio answered ${answer.status} without a message SID`,
      answer.status,
      false,
    );
  }
  return { sid: json.sid, status: typeof json.status === "string" ? json.status : "queued" };
}

export type SmsStatus = { status: string; errorCode: number | null; errorMessage: string | null };

/** Reads a sent text's current state (GET .../Messages/{sid}.json); errors as for sendSms. */
export async function fetchSmsStatus(request: TwilioAccount & { sid: string }): Promise<SmsStatus> {
  const answer = await call(request, messagesUrl(request, request.sid), { method: "GET" });
  if (answer.status !== 200) throw answerError(answer.status, answer.text);
  const json = parseJson(answer.text);
  if (typeof json.status !== "string") {
    throw new TwilioError(`Twilio answered 200 without a status for ${request.sid}`, 200, true);
  }
  return {
    status: json.status,
    errorCode: typeof json.error_code === "number" ? json.error_code : null,
    errorMessage: typeof json.error_message === "string" ? json.error_message : null,
  };
}

// Twilio's message states. `read` is WhatsApp's step past delivered; `canceled` ends a
// scheduled text that was never sent. Anything unknown is treated as still on its way.
const delivered = new Set(["delivered", "read"]);
const failed = new Set(["undelivered", "failed", "canceled"]);

/** True once a text's state will not change again. */
export function isFinalSmsStatus(status: string): boolean {
  return delivered.has(status) || failed.has(status);
}

/** True when the text did not reach the phone: the delivery counts as failed. */
export function isFailedSmsStatus(status: string): boolean {
  return failed.has(status);
}
