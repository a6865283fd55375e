import type { OutboxRow, OutboxStatus } from "../db/schema";

/*
 * What a send's or a check's outcome does to an outbox row: delivered, looked at again
 * later, retried with a longer wait, or failed for good. Pure: no database, no clock of
 * its own. The loop (loop.ts) asks, the queue (queue.ts) writes the answer.
 */

/** The waits the rules apply; the loop's timings (timings.ts) carry them. */
export type RetrySettings = {
  /** Wait before the second attempt; doubles after each failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A row still failing this long after it was queued stays `failed` (see `npm run leads`). */
  retryWindowMs: number;
  /** First look at a queued text's fate; later looks double, up to five minutes apart. */
  confirmDelayMs: number;
};

/**
 * What sending did: went out, was queued by the provider, was not needed, may not go
 * before `until` (a review request in the quiet hours), or was refused.
 */
export type SendResult =
  | { kind: "sent" }
  | { kind: "accepted"; externalId: string }
  | { kind: "skipped"; reason?: string }
  | { kind: "deferred"; until: Date }
  | { kind: "refused"; error: string; permanent: boolean };

/**
 * What asking the provider about a message it queued learned. `unknown` is no answer yet,
 * or a check that failed (its error then kept on the row).
 */
export type CheckResult =
  | { kind: "delivered" }
  | { kind: "undelivered"; error: string }
  | { kind: "unknown"; error: string | null };

export type Outcome = SendResult | CheckResult;

/** The row's columns after the outcome; the queue releases the claim alongside. */
export type RowChanges = {
  status: Exclude<OutboxStatus, "sending" | "held">;
  attempts?: number;
  last_error?: string | null;
  delivered_at?: string | null;
  next_attempt_at?: string;
  external_id?: string;
};

/** What the leads a digest lists become when the digest is settled. */
export type MemberChanges = {
  status: "delivered" | "failed";
  delivered_at: string | null;
  last_error: string | null;
};

export type NextState = {
  row: RowChanges;
  /** The attempt to record (`delivery_attempts`): only when something was sent or tried. */
  attempt?: { number: number; ok: boolean; error: string | null };
  /** Only for a digest delivered or failed for good: its leads share its fate. */
  members?: MemberChanges;
};

/** The row as the rules read it. */
export type RuledRow = Pick<OutboxRow, "kind" | "attempts" | "queued_at" | "created_at">;

/** The longest wait between two looks at a queued text. */
const longestLookMs = 5 * 60_000;

const neverReported = "the provider never reported the message delivered";

export function backoffMs(attempt: number, settings: RetrySettings): number {
  return Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** Math.max(0, attempt - 1));
}

/** The row's next state after `outcome`, at `now`. */
export function nextState(
  row: RuledRow,
  outcome: Outcome,
  now: Date,
  settings: RetrySettings,
): NextState {
  switch (outcome.kind) {
    case "sent":
      return sent(row, now);
    case "accepted":
      return accepted(row, outcome.externalId, now, settings);
    case "skipped":
      // Nothing was sent, on purpose: no attempt to record. A reason (the hourly cap on
      // texts to homeowners) is kept where the owner's tools read a row's error.
      return {
        row: { status: "skipped", ...(outcome.reason ? { last_error: outcome.reason } : {}) },
      };
    case "deferred":
      // Nothing was sent nor tried: the row waits, its attempts and last error as they were.
      return { row: { status: "pending", next_attempt_at: outcome.until.toISOString() } };
    case "refused":
      return refused(row, outcome, now, settings);
    case "delivered":
      return settled(row, delivered(now));
    case "undelivered":
      return settled(row, failed(outcome.error));
    case "unknown":
      return unknown(row, outcome.error, now, settings);
  }
}

function sent(row: RuledRow, now: Date): NextState {
  const number = row.attempts + 1;
  const fate = delivered(now);
  return {
    row: { ...fate, attempts: number },
    attempt: { number, ok: true, error: null },
    members: membersOf(row, fate),
  };
}

/** A provider that only queued the message: its fate is looked up, the message never resent. */
function accepted(
  row: RuledRow,
  externalId: string,
  now: Date,
  settings: RetrySettings,
): NextState {
  const number = row.attempts + 1;
  return {
    row: {
      status: "confirming",
      attempts: number,
      last_error: null,
      external_id: externalId,
      next_attempt_at: later(now, settings.confirmDelayMs),
    },
    attempt: { number, ok: true, error: null },
  };
}

/** Retried with a doubling wait, unless no retry can cure it or the window has run out. */
function refused(
  row: RuledRow,
  outcome: Extract<SendResult, { kind: "refused" }>,
  now: Date,
  settings: RetrySettings,
): NextState {
  const number = row.attempts + 1;
  const exhausted = outcome.permanent || windowRunOut(row, now, settings);
  const next: NextState = {
    row: {
      status: exhausted ? "failed" : "pending",
      attempts: number,
      last_error: outcome.error,
      next_attempt_at: later(now, backoffMs(number, settings)),
    },
    attempt: { number, ok: false, error: outcome.error },
  };
  if (!exhausted) return next;
  return { ...next, members: membersOf(row, failed(outcome.error)) };
}

/** No answer yet: look again later, each look twice as far as the last, unless too long. */
function unknown(
  row: RuledRow,
  error: string | null,
  now: Date,
  settings: RetrySettings,
): NextState {
  if (windowRunOut(row, now, settings)) return settled(row, failed(error ?? neverReported));
  const sinceQueued = now.getTime() - windowStart(row);
  const looks = Math.max(0, Math.round(Math.log2(sinceQueued / settings.confirmDelayMs)));
  const wait = Math.min(longestLookMs, settings.confirmDelayMs * 2 ** looks);
  return { row: { status: "confirming", last_error: error, next_attempt_at: later(now, wait) } };
}

function settled(row: RuledRow, fate: MemberChanges): NextState {
  return { row: { ...fate }, members: membersOf(row, fate) };
}

function membersOf(row: RuledRow, fate: MemberChanges): MemberChanges | undefined {
  return row.kind === "digest" ? fate : undefined;
}

function delivered(now: Date): MemberChanges {
  return { status: "delivered", last_error: null, delivered_at: now.toISOString() };
}

function failed(error: string): MemberChanges {
  return { status: "failed", last_error: error, delivered_at: null };
}

/** The retry window runs from when the row was queued (or re-queued by `--retry-failed`). */
function windowStart(row: RuledRow): number {
  return Date.parse(row.queued_at ?? row.created_at);
}

function windowRunOut(row: RuledRow, now: Date, settings: RetrySettings): boolean {
  return now.getTime() - windowStart(row) >= settings.retryWindowMs;
}

function later(now: Date, ms: number): string {
  return new Date(now.getTime() + ms).toISOString();
}
