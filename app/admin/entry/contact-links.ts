/*
 * The inbox's links to reach a person. Every character of the stored value that a URI
 * could read as syntax is percent-encoded, so no `?`, `&` or `#` in a row (one stored
 * before addresses were checked strictly, say) can add a recipient, a subject or a body
 * to the owner's reply, or text the owner's phone sends.
 */

/** encodeURIComponent, and the five marks it leaves that RFC 3986 reserves. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (mark) => `%${mark.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Spaces, dots, dashes and parentheses: how people format a number, not part of it. */
const visualSeparators = /[\s().-]/g;

/** A phone number as a dialer takes it: digits and a leading plus, the rest encoded. */
function number(phone: string): string {
  return encode(phone.replace(visualSeparators, "")).replace(/^%2B/, "+");
}

export function telHref(phone: string): string {
  return `tel:${number(phone)}`;
}

export function smsHref(phone: string): string {
  return `sms:${number(phone)}`;
}

/** The local part and domain encoded apart, so the one `@` a mail program splits on stays. */
export function mailtoHref(email: string): string {
  const address = email.trim();
  const at = address.lastIndexOf("@");
  if (at < 0) return `mailto:${encode(address)}`;
  const local = encode(address.slice(0, at));
  const domain = encode(address.slice(at + 1));
  return `mailto:${local}@${domain}`;
}
