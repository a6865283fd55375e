import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * The one way a stored phone (E.164) is shown: a US number as people write it,
 * "(630) 555-0199", in the inbox, the owner's texts and the CSV alike. Any other number,
 * a +1 number of Canada or the Caribbean included, keeps its E.164 form, which names its
 * country; so does anything that is not E.164. The region comes from libphonenumber-js's
 * "min" metadata, which the inbox can carry: it tells the +1 countries apart as "max" does
 * (decision 228). The server's text gate reads "max" (server/channels/text-gate.ts). The
 * public pages must not import this module: they would carry the metadata.
 */
export function displayPhone(phone: string): string {
  const parsed = phone.startsWith("+") ? parsePhoneNumberFromString(phone) : undefined;
  return parsed?.country === "US" ? parsed.formatNational() : phone;
}

/**
 * The name, or the number as a person dials it when the name is a phone number (a lead
 * that began as a text is named by its E.164 number): "(630) 555-0188", never "+1630…".
 * The inbox's list, its CSV and a lead's page alike.
 */
export function nameOrNumber(name: string): string {
  return isNumberName(name) ? displayPhone(name.trim()) : name;
}

/** Whether a stored name is the E.164 number a lead that began as a text or call is named by. */
export function isNumberName(name: string): boolean {
  return /^\+\d{6,15}$/.test(name.trim());
}
