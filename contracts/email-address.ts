import * as z from "zod/mini";

/**
 * One plain e-mail address, and nothing a mail program could read as more: no display
 * name, angle brackets, quotes, second recipient, or `?`/`&`/`%` that a `mailto:` link
 * turns into headers. Zod's documented default rule (decision 194), so the browser form
 * and the server refuse exactly the same text.
 */
const plainEmail = z.email();

/** RFC 5321's limit on a forward path; no mailbox is longer. */
export const emailMax = 254;

export function isPlainEmail(value: string): boolean {
  return value.length <= emailMax && plainEmail.safeParse(value).success;
}

/**
 * How an address is stored and sent: trimmed, its domain in lowercase (domains are
 * case-blind everywhere), its local part as typed, since only the receiving server may
 * say whether its case matters.
 */
export function normalizeEmail(value: string): string {
  const address = value.trim();
  const at = address.lastIndexOf("@");
  return at < 0 ? address : address.slice(0, at) + address.slice(at).toLowerCase();
}

/**
 * How an address is keyed for the thank-you limit and erasure: all in lowercase, because
 * mail providers deliver `Ann@` and `ann@` to one inbox, and erring that way thanks a
 * person once and erases all of their requests.
 */
export function emailKey(value: string): string {
  return normalizeEmail(value).toLowerCase();
}
