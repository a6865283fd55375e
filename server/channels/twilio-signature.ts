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
