import type { Selectable } from "kysely";

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
  service: string;
  message: string;
  sms_consent: "Yes" | "No";
  ip: string | null;
  user_agent: string | null;
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
};

export type NotificationKind = "contact" | "review_completion";
export type OutboxStatus = "pending" | "sending" | "delivered" | "failed";

export type OutboxTable = {
  id: string;
  kind: NotificationKind;
  /** The lead or review notice this message is about. */
  ref_id: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  /** When the next attempt is due; while `sending`, when the claim lapses. */
  next_attempt_at: string;
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

export type Database = {
  leads: LeadTable;
  review_notices: ReviewNoticeTable;
  outbox: OutboxTable;
  delivery_attempts: DeliveryAttemptTable;
  captcha_solutions: CaptchaSolutionTable;
};

export type Lead = Selectable<LeadTable>;
export type ReviewNotice = Selectable<ReviewNoticeTable>;
export type OutboxRow = Selectable<OutboxTable>;
