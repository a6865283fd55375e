import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Twilio's webhook signature (decision 210): HMAC-SHA1, keyed by the account's auth
 * token, over the URL Twilio called followed by every POST parameter, sorted by name,
 * each name then its value with nothing between; base64. Node's crypto does it in a few
 * lines, so the `twilio` package decision 161 rejected stays out.
 */

export type FormParams = readonly (readonly [string, string])[];

export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  // Sorted by name only: a repeated name keeps its values in the order they came.
  const sorted = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signed = url + sorted.map(([name, value]) => name + value).join("");
  return createHmac("sha1", authToken).update(signed, "utf8").digest("base64");
}

/** True when `signature` (the X-Twilio-Signature header) signs this URL and these params. */
export function isValidTwilioSignature(
  authToken: string,
  url: string,
  params: FormParams,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  // timingSafeEqual needs equal lengths; a length mismatch reveals nothing of the secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The fields that name a Twilio resource. The signature puts nothing between a name and
 * its value, or between one field and the next, so it signs `MessageSid=SM…&NumMedia=0`
 * as it signs `MessageSid=SM…NumMedia0`: a replay with a new SID. A SID has one length
 * and form, so a moved boundary shows.
 */
const sidFields = [
  "AccountSid",
  "CallSid",
  "MessageSid",
  "MessagingServiceSid",
  "SmsMessageSid",
  "SmsSid",
];
/** Two capital letters and 32 hex digits, as Twilio's API describes every SID. */
const sidPattern = /^[A-Z]{2}[0-9a-fA-F]{32}$/;

/**
 * Why a signed post is still not one Twilio sent for this account, or undefined when it
 * is: a field named twice (the signature covers both values, a reader takes one), a SID
 * out of form, or an AccountSid other than ours (or none).
 */
export function twilioPostProblem(params: FormParams, accountSid: string): string | undefined {
  const names = new Set<string>();
  for (const [name, value] of params) {
    if (names.has(name)) return `the field ${name} is repeated`;
    names.add(name);
    if (sidFields.includes(name) && !sidPattern.test(value)) return `${name} is not a SID`;
  }
  const account = params.find(([name]) => name === "AccountSid")?.[1];
  return account === accountSid ? undefined : "AccountSid is not this account's";
}
