/**
 * What every channel's HTTP call shares: one deadline for the whole exchange, and an error
 * that tells the outbox whether trying again can help.
 */

export type Fetch = typeof fetch;

/** The most a channel waits for an answer, body included (docs/architecture.md §6). */
export const CHANNEL_TIMEOUT_MS = 10_000;

export class ChannelError extends Error {
  override name = "ChannelError";
  constructor(
    message: string,
    /** 0 when nothing answered (refused, reset, timed out). */
    readonly status: number,
    /** True when the same request may succeed later; false when it never will as sent. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/**
 * Throttling and server faults pass; any other answer repeats itself (docs/architecture.md
 * §6).
 */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/**
 * Calls `fetchImpl` with a deadline covering headers and body, and reads the body as text.
 * No answer at all becomes a retryable ChannelError with status 0, named after `service`.
 */
export async function exchange(
  service: string,
  fetchImpl: Fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; text: string; headers: Headers }> {
  try {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return { status: response.status, text, headers: response.headers };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    const reason = timedOut ? `no answer within ${timeoutMs} ms` : `network error (${why(error)})`;
    throw new ChannelError(`${service}: ${reason}`, 0, true);
  }
}

/** undici says only "fetch failed"; the cause names what went wrong (ECONNREFUSED...). */
function why(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? error.cause.message : error.message;
}
