import type { RetrySettings } from "./rules";

/** The outbox's waits: the rules' retry settings, and the loop's own. */
export type WorkerTimings = RetrySettings & {
  /** How often the worker looks for due rows when nothing wakes it. */
  pollIntervalMs: number;
  /** How long a claim holds without renewal; the holder renews it while it sends. */
  leaseMs: number;
  /** Single notifications per minute, across every instance; the rest wait for a digest. */
  maxPerMinute: number;
  /** The most leads one digest lists; more wait for the next minute's digest. */
  digestMax: number;
  /** Arrivals a second above which requests are pouring in and deliveries step aside. */
  floodPerSecond: number;
  /** The longest deliveries step aside in a flood before they go out anyway. */
  maxYieldMs: number;
  /** How often a worker that stepped aside looks again. */
  yieldCheckMs: number;
};

export const defaultTimings: WorkerTimings = {
  pollIntervalMs: 5_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  retryWindowMs: 72 * 60 * 60_000,
  leaseMs: 30_000,
  maxPerMinute: 30,
  digestMax: 500,
  confirmDelayMs: 5_000,
  // A contractor's site gets a few leads a day; fifty a second is a bot or a load test.
  floodPerSecond: 50,
  maxYieldMs: 20_000,
  yieldCheckMs: 250,
};
