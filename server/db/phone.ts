/**
 * A phone number in E.164: "+" and digits. Ten digits, or eleven starting with 1, are a
 * US number (+1 and ten digits); anything else keeps its own country code. Stored this
 * way, "(630) 555-0199", "630-555-0199" and "+1 630 555 0199" are one number, so an
 * erasure request matches it however it is typed. An empty phone stays empty. It lives
 * with the database because it is the stored form: migration 002 rewrote older rows to it.
 */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits === "") return "";
  if (!phone.trim().startsWith("+")) {
    if (digits.length === 10) return `+1${digits}`;
    if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  }
  return `+${digits}`;
}
