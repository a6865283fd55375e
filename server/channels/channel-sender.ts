import type { OutboxRow } from "../db/schema";

/**
 * What sending did: went out, was queued by the provider under an id, was not needed, or
 * may not go before a later moment.
 */
export type Sent =
  { externalId: string } | { skipped: true; reason?: string } | { notBefore: Date } | void;

/** The answer of a sender whose message is not needed after all. */
export const skipped = { skipped: true } as const;

/**
 * The answer of a sender whose message must not go, for a reason the row keeps (a text
 * past the hourly cap, or to a country the business does not text): never retried.
 */
export function skippedBecause(reason: string): Sent {
  return { skipped: true, reason };
}

/**
 * The answer of a sender whose message may not go yet (a review request in the quiet
 * hours): nothing was sent, nothing failed, and the row waits until `at`.
 */
export function notYet(at: Date): Sent {
  return { notBefore: at };
}

/** What a confirmation check learned: the message arrived, never will, or not known yet. */
export type Confirmation = { delivered: true } | { delivered: false; error: string } | undefined;

/**
 * One channel's way of delivering an outbox row: e-mail to the owner, a text, a webhook,
 * a thank-you. The outbox owns claims, retries and bookkeeping; a sender only sends.
 */
export type ChannelSender = {
  /** Recorded with every attempt (`delivery_attempts.transport`). */
  readonly name: string;
  /** Whether the owner's per-minute cap applies: what a person reads, not what a machine does. */
  readonly capped: boolean;
  /**
   * Sends the row's message, or throws. A provider that only queues it (Twilio's 201)
   * returns its id, and the worker then asks `confirm` until the message's fate is known.
   * A message that must not go out after all (a thank-you to an address already thanked
   * today) answers `skipped`; one that may not go before a later moment answers `notYet`.
   * `now` is the worker's clock.
   */
  send(row: OutboxRow, now: Date): Promise<Sent>;
  confirm?(row: OutboxRow & { external_id: string }): Promise<Confirmation>;
};

/** An error that no retry can cure (a 4xx from the provider): the row fails at once. */
export function isPermanent(error: unknown): boolean {
  return (
    error instanceof Error &&
    "retryable" in error &&
    (error as Error & { retryable: unknown }).retryable === false
  );
}
