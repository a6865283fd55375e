import type { Kysely } from "kysely";
import type { Database, OutboxRow } from "../db/schema";
import { loadNotification, type MailAddresses } from "../mail/notification";
import type { MailTransport } from "../mail/transport";

export type WorkerLogger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type WorkerTimings = {
  /** How often the worker looks for due rows when nothing wakes it. */
  pollIntervalMs: number;
  /** Wait before the second attempt; doubles after each failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts a row stays `failed` (and visible in `npm run leads`). */
  maxAttempts: number;
  /** A claimed row whose worker died is picked up again after this long. */
  claimMs: number;
};

export const defaultTimings: WorkerTimings = {
  pollIntervalMs: 5_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 12,
  claimMs: 10 * 60_000,
};

export type WorkerOptions = {
  db: Kysely<Database>;
  transport: MailTransport;
  addresses: MailAddresses;
  log: WorkerLogger;
  timings?: Partial<WorkerTimings>;
  now?: () => Date;
};

export function backoffMs(attempt: number, timings: WorkerTimings): number {
  return Math.min(timings.maxDelayMs, timings.baseDelayMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Delivers outbox rows through the configured transport. Every attempt is recorded; a
 * failure is retried with exponential backoff; nothing is ever deleted. Rows are claimed
 * with a compare-and-set update, so two servers on one PostgreSQL never send a row twice
 * at once, and a claim left by a crashed process lapses and is retried.
 */
export class OutboxWorker {
  private readonly timings: WorkerTimings;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private started = false;
  private stopping = false;

  constructor(private readonly options: WorkerOptions) {
    this.timings = { ...defaultTimings, ...options.timings };
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    this.started = true;
    this.stopping = false;
    this.wake();
  }

  /** Look for due rows now (a lead was just stored), instead of at the next poll. */
  wake(): void {
    if (!this.started || this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.runOnce()
      .then(() => undefined)
      .catch((error: unknown) => this.options.log.error({ err: error }, "outbox run failed"))
      .finally(() => {
        this.running = undefined;
        if (this.stopping) return;
        if (this.again) {
          this.again = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), this.timings.pollIntervalMs);
          this.timer.unref();
        }
      });
  }

  /** Stops polling and waits for the delivery in progress, if any, to finish. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Delivers every row that is due now; returns how many were attempted. */
  async runOnce(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const due = await this.options.db
        .selectFrom("outbox")
        .selectAll()
        .where("status", "in", ["pending", "sending"])
        .where("next_attempt_at", "<=", this.now().toISOString())
        .orderBy("next_attempt_at")
        .limit(20)
        .execute();
      if (due.length === 0) return attempted;
      for (const row of due) {
        if (this.stopping) return attempted;
        if (await this.claim(row)) {
          await this.deliver(row);
          attempted += 1;
        }
      }
    }
  }

  private async claim(row: OutboxRow): Promise<boolean> {
    const now = this.now();
    const result = await this.options.db
      .updateTable("outbox")
      .set({
        status: "sending",
        next_attempt_at: new Date(now.getTime() + this.timings.claimMs).toISOString(),
        updated_at: now.toISOString(),
      })
      .where("id", "=", row.id)
      .where("status", "=", row.status)
      .where("attempts", "=", row.attempts)
      .where("next_attempt_at", "=", row.next_attempt_at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const { db, transport, addresses, log } = this.options;
    const attempt = row.attempts + 1;
    const startedAt = this.now().toISOString();
    let error: string | null = null;
    try {
      const notification = await loadNotification(db, row, addresses);
      await transport.send(notification);
    } catch (err) {
      error = describe(err);
    }
    const finished = this.now();
    const finishedAt = finished.toISOString();
    const exhausted = error !== null && attempt >= this.timings.maxAttempts;

    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("delivery_attempts")
        .values({
          outbox_id: row.id,
          attempt,
          transport: transport.name,
          started_at: startedAt,
          finished_at: finishedAt,
          ok: error === null ? 1 : 0,
          error,
        })
        .execute();
      await trx
        .updateTable("outbox")
        .set(
          error === null
            ? {
                status: "delivered",
                attempts: attempt,
                last_error: null,
                delivered_at: finishedAt,
                updated_at: finishedAt,
              }
            : {
                status: exhausted ? "failed" : "pending",
                attempts: attempt,
                last_error: error,
                next_attempt_at: new Date(
                  finished.getTime() + backoffMs(attempt, this.timings),
                ).toISOString(),
                updated_at: finishedAt,
              },
        )
        .where("id", "=", row.id)
        .execute();
    });

    const context = { outboxId: row.id, ref: row.ref_id, kind: row.kind, attempt };
    if (error === null) log.info(context, "notification delivered");
    else if (exhausted) log.error({ ...context, error }, "notification failed for good");
    else log.warn({ ...context, error }, "notification delivery failed; will retry");
  }
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 1_000);
}
