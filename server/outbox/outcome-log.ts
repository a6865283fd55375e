import type { OutboxRow } from "../db/schema";
import type { NextState, SendResult } from "./rules";

export type WorkerLogger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

type Row = Pick<OutboxRow, "id" | "ref_id" | "kind" | "channel" | "attempts">;

/**
 * What the log says of a send: a failure for good is an error that names the lead and
 * the command that re-queues it, since the owner must act on it.
 */
export function logSend(
  log: WorkerLogger,
  row: Row,
  result: SendResult,
  next: NextState,
  landed: boolean,
): void {
  const context = { outboxId: row.id, ref: row.ref_id, channel: row.channel };
  if (result.kind === "skipped") {
    // A text the gate held (the hourly cap, a country not texted) names its reason; else a
    // thank-you is skipped when the address was thanked in the last 24 hours, a review
    // request or reminder when the homeowner already acted, unsubscribed or opted out.
    const reason =
      result.reason ??
      (row.kind === "review_request" || row.kind === "review_reminder"
        ? "review request not sent: the homeowner already acted on it, unsubscribed or opted out"
        : "thank-you not sent: this address was thanked in the last 24 hours");
    log.info({ ...context, kind: row.kind }, reason);
    return;
  }
  const attempt = row.attempts + 1;
  if (!landed) {
    log.warn(
      { outboxId: row.id, ref: row.ref_id, kind: row.kind, attempt },
      "lease lapsed during delivery; another worker holds the row, so this result is dropped",
    );
    return;
  }
  const about = { ...context, kind: row.kind, attempt };
  if (result.kind === "deferred") {
    log.info(
      { ...context, kind: row.kind, until: result.until },
      "notification waits for its hour",
    );
    return;
  }
  const error = next.row.last_error;
  switch (next.row.status) {
    case "confirming":
      return log.info(about, "notification accepted");
    case "delivered":
      return log.info(about, "notification delivered");
    case "failed":
      return log.error(
        { ...about, error },
        `notification for ${row.ref_id} failed for good; re-queue with npm run leads -- --retry-failed`,
      );
    default:
      return log.warn({ ...about, error }, "notification delivery failed; will retry");
  }
}

/** What the log says of a look at a queued message's fate; nothing while it is unknown. */
export function logCheck(log: WorkerLogger, row: Row, next: NextState): void {
  const context = { outboxId: row.id, ref: row.ref_id, channel: row.channel };
  if (next.row.status === "delivered") log.info(context, "notification delivered");
  else if (next.row.status === "failed") {
    log.error(
      { ...context, error: next.row.last_error },
      `notification for ${row.ref_id} was not delivered; see npm run leads -- --status`,
    );
  }
}
