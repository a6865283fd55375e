import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The homeowner's booking link, /book/<token> (decision 243). The token is the lead's
 * reference and an HMAC of it under the server's link key, so any part of the server (the
 * thank-you e-mail, a text, the confirmation) can write the link from the lead alone, and
 * nothing needs storing. The label keeps it apart from the photo links signed with the
 * same key. How long it lives is the lead's and its visit's: see `linkAlive`.
 */

const label = "booking-link:";
const macLength = 22; // 132 bits of base64url

const mac = (key: string, reference: string) =>
  createHmac("sha256", key).update(`${label}${reference}`).digest("base64url").slice(0, macLength);

export function bookingToken(key: string, reference: string): string {
  return `${reference}.${mac(key, reference)}`;
}

export const bookingPath = (token: string) => `/book/${encodeURIComponent(token)}`;
export const bookingPathPattern = "/book/:token";

/** The lead's reference a token names, or undefined when it is not one of ours. */
export function readBookingToken(key: string, token: string): string | undefined {
  const match = /^([A-Z0-9-]{6,40})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return undefined;
  const [, reference = "", given = ""] = match;
  const expected = Buffer.from(mac(key, reference));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received)
    ? reference
    : undefined;
}

const day = 86_400_000;

/**
 * A link lives 30 days from the request while no visit is booked, and until a day after
 * the visit once one is (a cancelled one counts as none).
 */
export function linkAlive(
  { leadCreatedAt, visitEnd }: { leadCreatedAt: number; visitEnd: number | undefined },
  now: number,
): boolean {
  if (visitEnd !== undefined) return now < visitEnd + day;
  return now < leadCreatedAt + 30 * day;
}
