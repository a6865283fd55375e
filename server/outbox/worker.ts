import type { Kysely } from "kysely";
import { randomUUID } from "node:crypto";
import type { Database, OutboxRow } from "../db/schema";
import type { MailAddresses } from "../mail/notification";
import type { MailTransport } from "../mail/transport";
import { minuteSlot, reserveSlot } from "./cap";
import { foldHeldIntoDigest } from "./digest";
import { loadNotification } from "./load";

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
  /** A row still failing this long after it was queued stays `failed` (see `npm run leads`). */
  retryWindowMs: number;
  /** How long a claim holds without renewal; the holder renews it while it sends. */
  leaseMs: number;
  /** Single notifications per minute, across every instance; the rest wait for a digest. */
  maxPerMinute: number;
  /** The most leads one digest lists; more wait for the next minute's digest. */
  digestMax: number;
};

export const defaultTimings: WorkerTimings = {
  pollIntervalMs: 5_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  retryWindowMs: 72 * 60 * 60_000,
  leaseMs: 30_000,
  maxPerMinute: 30,
  digestMax: 500,
};

export type WorkerOptions = {
  db: Kysely<Database>;
  transport: MailTransport;
  addresses: MailAddresses;
  log: WorkerLogger;
  /** This instance's name on the rows it claims; a restart under the same name takes them back. */
  instanceId?: string;
  timings?: Partial<WorkerTimings>;
  now?: () => Date;
};

export function backoffMs(attempt: number, timings: WorkerTimings): number {
  return Math.min(timings.maxDelayMs, timings.baseDelayMs * 2 ** Math.max(0, attempt - 1));
}

type Claimed = OutboxRow & { claim_id: string };

/** The claim was taken over (its lease ran out): the row's fate is another worker's now. */
class LostClaim extends Error {
  override name = "LostClaim";
}

/**
 * Delivers outbox rows through the configured transport. Every attempt is recorded; a
 * failure is retried with exponential backoff for the retry window; nothing is deleted.
 * A row is claimed with a compare-and-set update that records the instance and a short
 * lease, renewed while the message is sent; a dead peer's rows come back when the lease
 * runs out, and a restarted instance takes back its own at once. The final update only
 * lands while the claim is still the worker's own, so a worker whose lease lapsed cannot
 * undo what the next holder recorded. At least once; exactly once when nothing crashes.
 */
export class OutboxWorker {
  readonly instanceId: string;
  private readonly timings: WorkerTimings;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private started = false;
  private stopping = false;
  private recovered = false;

  constructor(private readonly options: WorkerOptions) {
    this.timings = { ...defaultTimings, ...options.timings };
    this.now = options.now ?? (() => new Date());
    this.instanceId = options.instanceId ?? randomUUID();
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

  /** Delivers every row that is due now; returns how many were attempted or held for a digest. */
  async runOnce(): Promise<number> {
    if (!this.recovered) {
      await this.recoverOwnRows();
      this.recovered = true;
    }
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
      if (due.length === 0) {
        if (this.stopping || !(await this.fold())) return attempted;
        continue;
      }
      let held = 0;
      for (const row of due) {
        if (this.stopping) return attempted;
        const claimed = await this.claim(row);
        if (!claimed) continue;
        attempted += 1;
        if (claimed.kind !== "digest" && !(await this.takePlaceThisMinute())) {
          await this.holdForDigest(claimed);
          // The minute is full: hold every other due lead in one statement, not one by one,
          // so a flood of thousands costs a few queries and the digest lists them all.
          held += 1 + (await this.holdAllDue());
          break;
        } else {
          await this.deliver(claimed);
        }
      }
      // In a steady flood the queue never drains: fold as we go, not only when it is empty.
      if (held > 0) await this.fold();
    }
  }

  /** Queues a digest of the held rows if this minute has none yet; true when it did. */
  private async fold(): Promise<boolean> {
    const digest = await foldHeldIntoDigest(this.options.db, this.now(), this.timings.digestMax);
    if (digest === undefined) return false;
    this.options.log.info({ digest: digest.id, leads: digest.count }, "digest queued");
    return true;
  }

  /**
   * Rows this instance was sending when it stopped (a crash, a kill) are due at once:
   * no other process uses this instance's name, so nobody else can be sending them.
   */
  private async recoverOwnRows(): Promise<void> {
    const result = await this.options.db
      .updateTable("outbox")
      .set({ next_attempt_at: this.now().toISOString() })
      .where("status", "=", "sending")
      .where("holder", "=", this.instanceId)
      .executeTakeFirst();
    const count = Number(result.numUpdatedRows);
    if (count > 0) {
      this.options.log.warn({ count }, "taking back notifications interrupted by a restart");
    }
  }

  private async claim(row: OutboxRow): Promise<Claimed | undefined> {
    const now = this.now();
    const claimId = randomUUID();
    const lease = new Date(now.getTime() + this.timings.leaseMs).toISOString();
    const result = await this.options.db
      .updateTable("outbox")
      .set({
        status: "sending",
        holder: this.instanceId,
        claim_id: claimId,
        next_attempt_at: lease,
        updated_at: now.toISOString(),
      })
      .where("id", "=", row.id)
      .where("status", "=", row.status)
      .where("attempts", "=", row.attempts)
      .where("next_attempt_at", "=", row.next_attempt_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return undefined;
    return { ...row, status: "sending", holder: this.instanceId, claim_id: claimId };
  }

  private takePlaceThisMinute(): Promise<boolean> {
    return reserveSlot(this.options.db, minuteSlot(this.now()), this.timings.maxPerMinute);
  }

  private async holdForDigest(row: Claimed): Promise<void> {
    await this.options.db
      .updateTable("outbox")
      .set({ status: "held", holder: null, claim_id: null, updated_at: this.now().toISOString() })
      .where("id", "=", row.id)
      .where("claim_id", "=", row.claim_id)
      .where("status", "=", "sending")
      .execute();
  }

  private async holdAllDue(): Promise<number> {
    const now = this.now().toISOString();
    const result = await this.options.db
      .updateTable("outbox")
      .set({ status: "held", updated_at: now })
      .where("status", "=", "pending")
      .where("kind", "!=", "digest")
      .where("next_attempt_at", "<=", now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Keeps the lease alive while a slow transport sends, so no peer takes the row over. */
  private renewLease(row: Claimed): () => void {
    const renew = () => {
      const lease = new Date(this.now().getTime() + this.timings.leaseMs).toISOString();
      this.options.db
        .updateTable("outbox")
        .set({ next_attempt_at: lease })
        .where("id", "=", row.id)
        .where("claim_id", "=", row.claim_id)
        .where("status", "=", "sending")
        .execute()
        .catch((error: unknown) =>
          this.options.log.warn({ err: error, outboxId: row.id }, "lease renewal failed"),
        );
    };
    const timer = setInterval(renew, Math.max(50, Math.floor(this.timings.leaseMs / 3)));
    timer.unref();
    return () => clearInterval(timer);
  }

  private async deliver(row: Claimed): Promise<void> {
    const { db, transport, addresses, log } = this.options;
    const attempt = row.attempts + 1;
    const startedAt = this.now().toISOString();
    let error: string | null = null;
    const stopRenewing = this.renewLease(row);
    try {
      const notification = await loadNotification(db, row, addresses);
      await transport.send(notification);
    } catch (err) {
      error = describe(err);
    } finally {
      stopRenewing();
    }
    const finished = this.now();
    const finishedAt = finished.toISOString();
    const windowStart = Date.parse(row.queued_at ?? row.created_at);
    const exhausted =
      error !== null && finished.getTime() - windowStart >= this.timings.retryWindowMs;
    const status = error === null ? "delivered" : exhausted ? "failed" : "pending";

    try {
      await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable("outbox")
          .set(
            error === null
              ? {
                  status,
                  attempts: attempt,
                  last_error: null,
                  delivered_at: finishedAt,
                  updated_at: finishedAt,
                  holder: null,
                  claim_id: null,
                }
              : {
                  status,
                  attempts: attempt,
                  last_error: error,
                  next_attempt_at: new Date(
                    finished.getTime() + backoffMs(attempt, this.timings),
                  ).toISOString(),
                  updated_at: finishedAt,
                  holder: null,
                  claim_id: null,
                },
          )
          .where("id", "=", row.id)
          .where("claim_id", "=", row.claim_id)
          .where("status", "=", "sending")
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new LostClaim();
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
        if (row.kind === "digest" && status !== "pending") {
          // The leads a delivered digest lists count as notified; a failed digest fails them.
          await trx
            .updateTable("outbox")
            .set({
              status,
              delivered_at: error === null ? finishedAt : null,
              last_error: error,
              updated_at: finishedAt,
            })
            .where("digest_id", "=", row.ref_id)
            .where("kind", "!=", "digest")
            .where("status", "=", "held")
            .execute();
        }
      });
    } catch (err) {
      if (!(err instanceof LostClaim)) throw err;
      log.warn(
        { outboxId: row.id, ref: row.ref_id, kind: row.kind, attempt },
        "lease lapsed during delivery; another worker holds the row, so this result is dropped",
      );
      return;
    }

    const context = { outboxId: row.id, ref: row.ref_id, kind: row.kind, attempt };
    if (error === null) log.info(context, "notification delivered");
    else if (exhausted) {
      log.error(
        { ...context, error },
        `notification for ${row.ref_id} failed for good; re-queue with npm run leads -- --retry-failed`,
      );
    } else log.warn({ ...context, error }, "notification delivery failed; will retry");
  }
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 1_000);
}
