import type { Generated, Selectable } from "kysely";
import type { EntryStatus, TextState } from "../../contracts/admin-api";
import type { BestTime, ContactPreference } from "../../contracts/quote-schema";
import type {
  AdminUserTable,
  OneTimeTokenTable,
  PasskeyTable,
  SessionTable,
  WebauthnChallengeTable,
} from "./access-tables";
import type { BookingTables } from "./booking-tables";
import type { CallOutcome, CallTable } from "./call-table";
import type { ReviewRequestTable } from "./review-request-table";

/**
 * The tables, as Kysely sees them. Times are ISO-8601 UTC strings: they sort as text and
 * read the same in SQLite and PostgreSQL, so no query depends on a dialect's date type.
 */

export type LeadTable = {
  id: string;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  /**
   * The services asked for, as slugs (content/services.ts) in a JSON array:
   * `["kitchen-remodeling"]` (decision 239). server/db/lead-services.ts reads them.
   */
  services: Generated<string>;
  /** What the request named that no slug matched ("Gazebo"), joined by ", "; else "". */
  service: string;
  message: string;
  sms_consent: "Yes" | "No";
  /** The consent's evidence: the words beside the box as the visitor saw them, and when. */
  sms_consent_text: string | null;
  sms_consent_at: string | null;
  ip: string | null;
  user_agent: string | null;
  status: Generated<EntryStatus>;
  /** When the owner first marked it `contacted`: the end of its response clock. */
  first_contacted_at: string | null;
  /** The project's optional details (docs/architecture.md §5); null when not given. */
  zip: string | null;
  contact_preference: ContactPreference | null;
  best_time: BestTime | null;
  /** 1 when the ZIP code is outside the service area, else 0. */
  outside_service_area: Generated<number>;
  /** How many photos came with the request (rows of lead_photos). */
  photo_count: Generated<number>;
  /** How the lead began: a quote request, or a text or call from a phone no lead had. */
  origin: Generated<"form" | "text" | "call">;
  /** Where the visit came from (contracts/visit-touch.ts, encoded); null when not recorded. */
  first_touch: string | null;
  last_touch: string | null;
  /** The job's value in whole dollars, and when the owner marked the lead won (issue 38). */
  won_value: number | null;
  won_at: string | null;
  /** 1 for a request from the financing form ("Get Pre-Approved Now"), else 0 (decision 249). */
  financing: Generated<number>;
};

/** A photo of a lead, re-encoded as JPEG with every metadata block stripped. */
export type LeadPhotoTable = {
  lead_id: string;
  /** 0 to 4, in the order the visitor attached them. */
  position: number;
  width: number;
  height: number;
  bytes: Buffer;
  /** Its thumbnails (server/db/thumbnails.ts); null until made (migration 014 made the old ones). */
  thumb_webp: Buffer | null;
  thumb_jpeg: Buffer | null;
};

/** The first answer to a request sent with an Idempotency-Key, kept for a day. */
export type IdempotencyKeyTable = {
  /** SHA-256 of the key, hex; the key itself is never stored. */
  key_hash: string;
  lead_id: string;
  /** The JSON body the first request was answered with. */
  answer: string;
  created_at: string;
};

export type ReviewNoticeTable = {
  id: string;
  created_at: string;
  client_name: string;
  client_phone: string;
  /** JSON array of platform codes, e.g. ["google","yelp"]. */
  review_platforms: string;
  review_count: number;
  message: string;
  ip: string | null;
  user_agent: string | null;
  status: Generated<EntryStatus>;
  first_contacted_at: string | null;
};

/**
 * `text`: a row about one text of a thread (the owner's alert of a reply, a reply sent).
 * `review_request`, `review_reminder`: a finished job's request for a review (issue 37).
 * `call`: the owner's alert about a call nobody took (issue 54); its ref_id is the call.
 */
type ThreadKind = "text" | "call";
/** A booked, moved or cancelled estimate visit, or its reminders (issue 55); ref_id: the lead. */
type VisitKind = "visit_booked" | "visit_moved" | "visit_cancelled" | ReminderKind;
type ReminderKind = "visit_reminder_day" | "visit_reminder_soon";
type ReviewKind = "review_request" | "review_reminder";
export type NotificationKind =
  "contact" | "review_completion" | "digest" | ThreadKind | VisitKind | ReviewKind;
/** Where a notification goes: the owner's e-mail and phones, their CRM, the visitor. */
/** `sms_alert`: the owner's text about a homeowner's reply; `sms_reply`: the owner's reply. */
/** `review_email`, `review_sms`: a finished job's review request to the homeowner. */
type ReviewChannel = "review_email" | "review_sms";
/** `call_alert`: the owner's text about a missed call (issue 54). */
type ThreadChannel = "sms_alert" | "sms_reply" | "call_alert";
/** A visit's e-mail to the homeowner and text to the owner, its reminders; the owner's alerts. */
type AlertChannel =
  "visit_email" | "visit_alert" | "alert_email" | "reminder_email" | "reminder_sms";
type LeadFanOut = "email" | "sms" | "webhook" | "ack_email" | "ack_sms";
export type Channel = LeadFanOut | ThreadChannel | ReviewChannel | AlertChannel;
/**
 * `held`: over the per-minute cap, waiting to be listed in a digest (then `digest_id` is
 * set). `confirming`: a text the provider accepted, whose final fate is not known yet.
 * `skipped`: a thank-you not sent because the address was thanked in the last 24 hours, or a
 * review request or reminder the homeowner no longer needs (acted, unsubscribed, opted out).
 */
export type OutboxStatus =
  "pending" | "sending" | "held" | "confirming" | "delivered" | "failed" | "skipped";

export type OutboxTable = {
  id: string;
  kind: NotificationKind;
  channel: Generated<Channel>;
  /** The provider's id of the message sent (a Twilio SID), once it accepted it. */
  external_id: string | null;
  /** The lead or review notice this message is about. */
  ref_id: string;
  status: OutboxStatus;
  attempts: Generated<number>;
  last_error: string | null;
  /** When the next attempt is due; while `sending`, when the holder's lease lapses. */
  next_attempt_at: string;
  /** The instance that holds a `sending` row. */
  holder: string | null;
  /** One claim of the row; the final update only lands while it is unchanged. */
  claim_id: string | null;
  /** When the retry window started: queued, or re-queued by `--retry-failed` (else created_at). */
  queued_at: string | null;
  /** For a lead's row: the digest that lists it. For a digest's row, its own id. */
  digest_id: string | null;
  delivered_at: string | null;
  created_at: string;
  updated_at: string;
};

export type DeliveryAttemptTable = {
  outbox_id: string;
  attempt: number;
  transport: string;
  started_at: string;
  finished_at: string;
  ok: number;
  error: string | null;
};

export type CaptchaSolutionTable = {
  id: string;
  expires_at: string;
};

/** Notifications sent per minute across every instance, keyed by the minute (and kind). */
export type NotificationCountTable = {
  slot: string;
  sent: number;
};

/** Who was last acknowledged, as a hash of channel and address, and when. */
export type AcknowledgementTable = {
  recipient: string;
  sent_at: string;
  /** The outbox row that holds the claim: its retries may still send (migration 007). */
  outbox_id: string | null;
};

export type { CallOutcome, CallTable };
export type {
  AdminUserTable,
  OneTimeTokenTable,
  PasskeyTable,
  SessionTable,
  WebauthnChallengeTable,
};

/** Where the owner is with a lead or review notice: the inbox's statuses. */
export type { EntryStatus };

/** A note the owner wrote on a lead or notice; `author` is the signed-in e-mail address. */
export type EntryNoteTable = {
  id: string;
  entry_id: string;
  author: string;
  body: string;
  created_at: string;
};

/** One change to a lead or notice: who (an e-mail address), when, what, from and to. */
export type EntryHistoryTable = {
  id: string;
  entry_id: string;
  at: string;
  actor: string;
  change: "status" | "note" | "name";
  from_value: string | null;
  to_value: string | null;
};

export type TextDirection = "in" | "out";
export type TextKind = "visitor" | "thank_you" | "reply" | "notice" | "review";

/** One text of a lead's thread, either way (issue 36). */
export type TextMessageTable = {
  id: string;
  lead_id: string;
  direction: TextDirection;
  kind: TextKind;
  /** Twilio's MessageSid: unique, so a retried webhook stores nothing new. */
  twilio_sid: string | null;
  body: string;
  state: TextState;
  error_code: number | null;
  created_at: string;
  updated_at: string;
  /** Inbound only: when the owner saw it; null while unread. */
  read_at: string | null;
  /** 1 when an inbound text asks, in its own words, to stop texting. */
  stop_request: Generated<number>;
  /** An outbound text's outbox row. */
  outbox_id: string | null;
};

/** A picture of a picture message, re-encoded as JPEG without metadata, as lead photos are. */
export type TextMediaTable = {
  message_id: string;
  position: number;
  width: number;
  height: number;
  bytes: Buffer;
  /** As lead_photos': its thumbnails, null until made. */
  thumb_webp: Buffer | null;
  thumb_jpeg: Buffer | null;
};

/** A phone that said STOP, by a hash of its E.164 number; opting back in deletes the row. */
export type TextOptOutTable = {
  phone_hash: string;
  opted_out_at: string;
  source: "keyword" | "twilio" | "owner";
  keyword: string | null;
  twilio_opt_out_type: string | null;
};

/** A key's check value (decision 230): an HMAC of a fixed label, never the key. */
export type KeyCheckTable = { name: string; value: string; created_at: string };

export type Database = BookingTables & {
  acknowledgements: AcknowledgementTable;
  leads: LeadTable;
  lead_photos: LeadPhotoTable;
  idempotency_keys: IdempotencyKeyTable;
  review_notices: ReviewNoticeTable;
  outbox: OutboxTable;
  delivery_attempts: DeliveryAttemptTable;
  captcha_solutions: CaptchaSolutionTable;
  notification_counts: NotificationCountTable;
  entry_notes: EntryNoteTable;
  entry_history: EntryHistoryTable;
  admin_users: AdminUserTable;
  passkeys: PasskeyTable;
  sessions: SessionTable;
  one_time_tokens: OneTimeTokenTable;
  webauthn_challenges: WebauthnChallengeTable;
  text_messages: TextMessageTable;
  text_media: TextMediaTable;
  text_opt_outs: TextOptOutTable;
  review_requests: ReviewRequestTable;
  key_checks: KeyCheckTable;
  calls: CallTable;
};

/** What a visitor sent, as the notifications read it; where the owner is with it is the inbox's. */
type SourceState = "first_touch" | "last_touch" | "won_value" | "won_at";
type InboxState = "status" | "first_contacted_at" | "origin" | SourceState;
export type Lead = Omit<Selectable<LeadTable>, InboxState>;
export type ReviewNotice = Omit<Selectable<ReviewNoticeTable>, InboxState>;
export type OutboxRow = Selectable<OutboxTable>;
