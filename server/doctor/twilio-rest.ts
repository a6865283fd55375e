import type { Config } from "../config";
import { exchange } from "../channels/http";

/**
 * The few Twilio REST calls that read and set where Twilio sends texts to us: a number
 * (IncomingPhoneNumbers, 2010-04-01) or a Messaging Service (Messaging API v1), its A2P
 * 10DLC campaign and brand, and the recent texts' error codes. Plain fetch, as for sending
 * (decision 161); both base URLs come from the config, so tests use a stand-in.
 */

export type TwilioRest = {
  apiUrl: string;
  messagingApiUrl: string;
  accountSid: string;
  authToken: string;
  timeoutMs: number;
};

export type JsonObject = Record<string, unknown>;

export function twilioRest(config: Config, timeoutMs: number): TwilioRest {
  return {
    apiUrl: config.TWILIO_API_URL,
    messagingApiUrl: config.TWILIO_MESSAGING_API_URL,
    accountSid: config.TWILIO_ACCOUNT_SID ?? "",
    authToken: config.TWILIO_AUTH_TOKEN ?? "",
    timeoutMs,
  };
}

function parse(text: string): JsonObject {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as JsonObject) : {};
  } catch {
    return {};
  }
}

/** One call; anything but 2xx throws with Twilio's status, code and message. */
async function call(
  rest: TwilioRest,
  url: string,
  form?: Record<string, string>,
): Promise<JsonObject> {
  const basic = Buffer.from(`${rest.accountSid}:${rest.authToken}`).toString("base64");
  const answer = await exchange(
    "Twilio",
    fetch,
    url,
    {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        Authorization: `Basic ${basic}`,
        Accept: "application/json",
        ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    },
    rest.timeoutMs,
  );
  const json = parse(answer.text);
  if (answer.status >= 200 && answer.status < 300) return json;
  const code = typeof json.code === "number" ? ` (error ${json.code})` : "";
  const message = typeof json.message === "string" ? json.message : "no message";
  throw new Error(`Twilio answered ${answer.status}${code}: ${message}`);
}

const account = (rest: TwilioRest) =>
  `${rest.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(rest.accountSid)}`;
const service = (rest: TwilioRest, sid: string) =>
  `${rest.messagingApiUrl}/v1/Services/${encodeURIComponent(sid)}`;

const list = (json: JsonObject, key: string): JsonObject[] =>
  Array.isArray(json[key]) ? (json[key] as JsonObject[]) : [];

/** The account's number `phoneNumber` (E.164), or null when the account has no such number. */
export async function findNumber(rest: TwilioRest, phoneNumber: string) {
  const query = new URLSearchParams({ PhoneNumber: phoneNumber });
  const json = await call(rest, `${account(rest)}/IncomingPhoneNumbers.json?${query}`);
  return list(json, "incoming_phone_numbers").find((n) => n.phone_number === phoneNumber) ?? null;
}

export function updateNumber(rest: TwilioRest, sid: string, fields: Record<string, string>) {
  return call(
    rest,
    `${account(rest)}/IncomingPhoneNumbers/${encodeURIComponent(sid)}.json`,
    fields,
  );
}

export function fetchService(rest: TwilioRest, sid: string) {
  return call(rest, service(rest, sid));
}

export function updateService(rest: TwilioRest, sid: string, fields: Record<string, string>) {
  return call(rest, service(rest, sid), fields);
}

/** The Messaging Service's A2P 10DLC campaign (a service has one at most), or null. */
export async function fetchCampaign(rest: TwilioRest, serviceSid: string) {
  const json = await call(rest, `${service(rest, serviceSid)}/Compliance/Usa2p`);
  return list(json, "compliance")[0] ?? null;
}

export function fetchBrand(rest: TwilioRest, brandSid: string) {
  const url = `${rest.messagingApiUrl}/v1/a2p/BrandRegistrations/${encodeURIComponent(brandSid)}`;
  return call(rest, url);
}

/** The most texts one page of the Messages list holds. */
export const MESSAGE_PAGE = 1000;

/**
 * The account's texts since `since` (one page, newest first). The list has no filter by
 * error code, so the caller counts.
 */
export async function recentMessages(rest: TwilioRest, since: Date) {
  const query = new URLSearchParams({
    "DateSent>": since.toISOString().slice(0, 10),
    PageSize: String(MESSAGE_PAGE),
  });
  return list(await call(rest, `${account(rest)}/Messages.json?${query}`), "messages");
}
