import { acknowledgementCopy, ownerTextCopy } from "../../content/acknowledgement";
import { leadDetailsCopy } from "../../content/lead-details";
import { serviceOptions } from "../../content/services";
import type { BestTime, ContactPreference } from "../../contracts/quote-schema";
import type { Lead } from "../db/schema";
import { replaceLinks } from "./defang";

/**
 * The texts' wording. Two segments of plain GSM text hold 306 characters and Twilio
 * splits longer ones, so a body stays within 320 and uses ASCII "..." for a cut: one
 * typographic ellipsis would turn the whole text into UCS-2 at 70 characters a segment.
 */

export const SMS_BODY_MAX = 320;
export const STOP_LINE = acknowledgementCopy.smsStop;

/** One line of visitor text: no line breaks or runs of spaces, cut to `max` characters. */
export function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(line); // code points, so a cut never splits an emoji
  if (chars.length <= max) return line;
  if (max <= 3) return chars.slice(0, max).join("");
  return `${chars
    .slice(0, max - 3)
    .join("")
    .trimEnd()}...`;
}

const pickerLabels = new Set<string>(serviceOptions.map((option) => option.label));

/** The services the picker offers, out of those given; any other text is dropped. */
export function knownServices(services: readonly string[]): string[] {
  return services.map((item) => item.trim()).filter((item) => pickerLabels.has(item));
}

export type OwnerSms = {
  /** What the visitor typed as their name; only a plain first name reaches the owner's phone. */
  name: string;
  /** The services' labels (server/db/lead-services.ts); only the picker's reach the phone. */
  services: readonly string[];
  phone: string;
  /** The lead in the owner's inbox, e.g. https://example-contractor.com/admin/leads/ID. */
  leadUrl: string;
  /** The project's details and photos, on a line of their own (see `ownerSmsDetails`). */
  details?: string;
};

export type LeadDetails = {
  zip: string | null;
  outsideServiceArea: boolean;
  photoCount: number;
  contactPreference: ContactPreference | null;
  bestTime: BestTime | null;
};

/** The lead's optional details and photo count, as the texts and the webhook give them. */
export function leadDetails(lead: Lead): LeadDetails {
  return {
    zip: lead.zip,
    outsideServiceArea: Number(lead.outside_service_area) === 1,
    photoCount: Number(lead.photo_count),
    contactPreference: lead.contact_preference,
    bestTime: lead.best_time,
  };
}

/** "ZIP 53202 OUTSIDE service area, 3 photos, prefers a text, evenings"; "" when none given. */
export function ownerSmsDetails(details: LeadDetails): string {
  const copy = leadDetailsCopy.sms;
  const parts = [
    details.zip ? copy.zip(clip(replaceLinks(details.zip), 10), details.outsideServiceArea) : "",
    details.photoCount > 0 ? copy.photos(details.photoCount) : "",
    details.contactPreference
      ? copy.prefers(copy.contactPreferences[details.contactPreference])
      : "",
    details.bestTime ? copy.bestTimes[details.bestTime] : "",
  ];
  return parts.filter(Boolean).join(", ");
}

/** A name longer than this is cut first, so the services keep some room. */
const NAME_MAX = 60;
/** A phone number is never cut shorter than any real one; only junk is cut to this. */
const PHONE_MAX = 32;

/**
 * "New lead: Maria / Kitchen Remodeling, Roofing / Call 630-555-0199 / [details] / <link>",
 * one item a line. Nothing link-like a visitor wrote reaches the owner, who trusts these
 * texts: the name as `firstName` reads it, the picker's services only, and "[link]" for
 * any link in the rest. The phone, the details and the link always stay whole; the name,
 * then the services, are cut to fit.
 */
export function ownerSmsBody({ name, services, phone, leadUrl, details = "" }: OwnerSms): string {
  const serviceText = knownServices(services).join(", ");
  const call = ownerTextCopy.call(clip(replaceLinks(phone), PHONE_MAX));
  const head = ownerTextCopy.head;
  const detailLine = details ? `${call}\n${details}` : call;
  // Four lines (five with details): a line break between each.
  const room = SMS_BODY_MAX - head.length - detailLine.length - leadUrl.length - 3;
  const plainName = replaceLinks(firstName(name) ?? "");
  const nameLine =
    clip(plainName, Math.min(NAME_MAX, Math.max(room - 4, 1))) || ownerTextCopy.noName;
  const servicesLine = clip(serviceText, Math.max(room - nameLine.length, 0));
  const lines = [`${head}${nameLine}`, servicesLine, detailLine, leadUrl].filter(Boolean);
  return lines.join("\n").slice(0, SMS_BODY_MAX);
}

export type AckSms = {
  /** What the visitor typed as their name; only a plain first name is repeated. */
  name: string;
  /** The lead's short reference, e.g. 7KQ2-M9PX-3RTV. */
  reference: string;
  /** The link to book the estimate visit (issue 55); none for a ZIP outside the service area. */
  bookingLink?: string | undefined;
};

const FIRST_NAME_MAX = 40;

/**
 * The visitor's own first word, when it looks like a name: letters, apostrophes, hyphens
 * and initials' periods only. Anything else (a link, a number, a phrase) is not repeated, so nobody
 * can use the form to text a stranger their own words.
 */
export function firstName(name: string): string | undefined {
  const first = name.trim().split(/\s+/)[0] ?? "";
  if (!/^[\p{L}\p{M}'’.-]+$/u.test(first) || !/\p{L}/u.test(first)) return undefined;
  // "J.R." is a name; "bit.ly" or "win.example" is a link a phone would make tappable.
  if (/\.\p{L}{2,}/u.test(first)) return undefined;
  return Array.from(first).length <= FIRST_NAME_MAX ? first : undefined;
}

/**
 * The visitor's thank-you text, worded in content. It always ends with STOP_LINE, after
 * the booking link when there is one; the words are clipped so both always fit whole.
 */
export function ackSmsBody({ name, reference, bookingLink }: AckSms): string {
  const text = acknowledgementCopy.sms(firstName(name), reference);
  const book = bookingLink ? `${acknowledgementCopy.smsBookVisit} ${bookingLink} ` : "";
  const tail = `${book}${STOP_LINE}`;
  return `${clip(text, SMS_BODY_MAX - tail.length - 1)} ${tail}`;
}
