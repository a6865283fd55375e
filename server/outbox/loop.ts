import type { Kysely } from "kysely";
import { randomUUID } from "node:crypto";
import type { Channel, Database, OutboxRow } from "../db/schema";
import type { MailAddresses } from "../mail/notification";
import type { MailTransport } from "../mail/transport";
import type { ArrivalGauge } from "./arrivals";
import { channelSlot, minuteSlot, reserveSlot } from "./cap";
import { foldHeldIntoDigest } from "./digest";
import { type ChannelSender, isPermanent, mailSender } from "../channels/channel-sender";

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
  /** First look at a queued text's fate; later looks double, up to a few minutes apart. */
  confirmDelayMs: number;
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

export type WorkerOptions = {
  db: Kysely<Database>;
  /** The channel this worker delivers; each channel has its own worker, so none waits. */
  channel?: Channel;
  /** How it delivers; the owner's e-mail through `transport` when not given. */
  sender?: ChannelSender;
  transport?: MailTransport;
  addresses?: MailAddresses;
  log: WorkerLogger;
  /** This instance's name on the rows it claims; a restart under the same name takes them back. */
  instanceId?: string;
  timings?: Partial<WorkerTimings>;
  now?: () => Date;
  /**
   * How fast requests arrive. In a flood, deliveries wait (up to `maxYieldMs`) so that the
   * CPU they need goes to storing leads: fan-out never slows the API.
   */
  arrivals?: ArrivalGauge;
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
  readonly channel: Channel;
  private readonly sender: ChannelSender;
  private readonly timings: WorkerTimings;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private started = false;
  private stopping = false;
  private recovered = false;
  /** When this worker began stepping aside for a flood, while it does. */
  private yieldingSince: number | undefined;
  /** A look-again timer of a worker stepping aside is set. */
  private yieldTimerSet = false;

  constructor(private readonly options: WorkerOptions) {
    this.timings = { ...defaultTimings, ...options.timings };
    this.now = options.now ?? (() => new Date());
    this.instanceId = options.instanceId ?? randomUUID();
    this.channel = options.channel ?? "email";
    this.sender = options.sender ?? defaultSender(options);
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
    // Stepping aside already, with a look-again set: every request of a flood wakes every
    // channel's worker, and re-arming five timers per request would cost the flood CPU.
    if (this.yieldTimerSet) return;
    clearTimeout(this.timer);
    if (this.shouldYield()) {
      this.yieldTimerSet = true;
      this.timer = setTimeout(() => {
        this.yieldTimerSet = false;
        this.wake();
      }, this.timings.yieldCheckMs);
      this.timer.unref();
      return;
    }
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
    this.yieldTimerSet = false;
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
        .where("channel", "=", this.channel)
        .where("status", "in", ["pending", "sending", "confirming"])
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
        if (claimed.external_id !== null) {
          await this.confirm({ ...claimed, external_id: claimed.external_id });
        } else if (
          this.sender.capped &&
          claimed.kind !== "digest" &&
          !(await this.takePlaceThisMinute())
        ) {
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
      // A flood that began during this run: the rest waits for it, as a new run would.
      if (this.yieldingSince === undefined && this.shouldYield()) return attempted;
    }
  }

  private flooded(): boolean {
    const { arrivals } = this.options;
    return arrivals !== undefined && arrivals.perSecond() >= this.timings.floodPerSecond;
  }

  /**
   * True while requests pour in and this worker has stepped aside for less than
   * `maxYieldMs`. Past that, one run delivers everything due, and the wait starts again:
   * in a flood that never ends, notifications go out in bursts, never not at all.
   */
  private shouldYield(): boolean {
    if (!this.flooded()) {
      this.yieldingSince = undefined;
      return false;
    }
    const now = this.now().getTime();
    if (this.yieldingSince === undefined) {
      this.yieldingSince = now;
      return true;
    }
    if (now - this.yieldingSince < this.timings.maxYieldMs) return true;
    this.yieldingSince = now;
    return false;
  }

  /** Queues a digest of the held rows if this minute has none yet; true when it did. */
  private async fold(): Promise<boolean> {
    if (!this.sender.capped) return false;
    const digest = await foldHeldIntoDigest(
      this.options.db,
      this.now(),
      this.timings.digestMax,
      this.channel,
    );
    if (digest === undefined) return false;
    this.options.log.info(
      { digest: digest.id, leads: digest.count, channel: this.channel },
      "digest queued",
    );
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
      .where("channel", "=", this.channel)
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
    return reserveSlot(
      this.options.db,
      channelSlot(minuteSlot(this.now()), this.channel),
      this.timings.maxPerMinute,
    );
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
      .where("channel", "=", this.channel)
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

  /**
   * Asks the provider what became of a message it accepted (a text Twilio queued). Never
   * sends again: a text whose acceptance was recorded is not sent twice. Undelivered fails
   * the row at once, keeping the provider's error; no answer yet looks again later.
   */
  private async confirm(row: Claimed & { external_id: string }): Promise<void> {
    const { db, log } = this.options;
    let outcome: Awaited<ReturnType<NonNullable<ChannelSender["confirm"]>>>;
    let checkError: string | null = null;
    try {
      outcome = await this.sender.confirm?.(row);
    } catch (err) {
      checkError = describe(err);
    }
    const now = this.now();
    const at = now.toISOString();
    const windowStart = Date.parse(row.queued_at ?? row.created_at);
    const unknownTooLong = now.getTime() - windowStart >= this.timings.retryWindowMs;
    const final =
      outcome?.delivered === true
        ? { status: "delivered" as const, last_error: null, delivered_at: at }
        : outcome?.delivered === false
          ? { status: "failed" as const, last_error: outcome.error, delivered_at: null }
          : unknownTooLong
            ? {
                status: "failed" as const,
                last_error: checkError ?? "the provider never reported the message delivered",
                delivered_at: null,
              }
            : undefined;
    // Each look waits twice as long as the one before, up to five minutes.
    const checks = Math.max(
      0,
      Math.round(Math.log2((now.getTime() - windowStart) / this.timings.confirmDelayMs)),
    );
    const nextLook = Math.min(5 * 60_000, this.timings.confirmDelayMs * 2 ** checks);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("outbox")
        .set(
          final
            ? { ...final, holder: null, claim_id: null, updated_at: at }
            : {
                status: "confirming",
                last_error: checkError,
                next_attempt_at: new Date(now.getTime() + nextLook).toISOString(),
                holder: null,
                claim_id: null,
                updated_at: at,
              },
        )
        .where("id", "=", row.id)
        .where("claim_id", "=", row.claim_id)
        .execute();
      if (final && row.kind === "digest") {
        await trx
          .updateTable("outbox")
          .set({ ...final, updated_at: at })
          .where("digest_id", "=", row.ref_id)
          .where("kind", "!=", "digest")
          .where("channel", "=", this.channel)
          .where("status", "=", "held")
          .execute();
      }
    });
    const context = { outboxId: row.id, ref: row.ref_id, channel: this.channel };
    if (final?.status === "delivered") log.info(context, "notification delivered");
    else if (final) {
      log.error(
        { ...context, error: final.last_error },
        `notification for ${row.ref_id} was not delivered; see npm run leads -- --status`,
      );
    }
  }

  private async deliver(row: Claimed): Promise<void> {
    const { db, log } = this.options;
    const attempt = row.attempts + 1;
    const startedAt = this.now().toISOString();
    let error: string | null = null;
    let permanent = false;
    let externalId: string | null = null;
    let notNeeded = false;
    const stopRenewing = this.renewLease(row);
    try {
      const sent = await this.sender.send(row, this.now());
      if (sent && "skipped" in sent) notNeeded = true;
      else if (sent && this.sender.confirm) externalId = sent.externalId;
    } catch (err) {
      error = describe(err);
      permanent = isPermanent(err);
    } finally {
      stopRenewing();
    }
    if (notNeeded) return this.skip(row);
    const finished = this.now();
    const finishedAt = finished.toISOString();
    const windowStart = Date.parse(row.queued_at ?? row.created_at);
    const exhausted =
      error !== null &&
      (permanent || finished.getTime() - windowStart >= this.timings.retryWindowMs);
    const status =
      error === null
        ? externalId === null
          ? "delivered"
          : "confirming"
        : exhausted
          ? "failed"
          : "pending";

    try {
      await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable("outbox")
          .set(
            error === null && externalId !== null
              ? {
                  status,
                  attempts: attempt,
                  last_error: null,
                  external_id: externalId,
                  next_attempt_at: new Date(
                    finished.getTime() + this.timings.confirmDelayMs,
                  ).toISOString(),
                  updated_at: finishedAt,
                  holder: null,
                  claim_id: null,
                }
              : error === null
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
            transport: this.sender.name,
            started_at: startedAt,
            finished_at: finishedAt,
            ok: error === null ? 1 : 0,
            error,
          })
          .execute();
        if (row.kind === "digest" && (status === "delivered" || status === "failed")) {
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

    const context = {
      outboxId: row.id,
      ref: row.ref_id,
      kind: row.kind,
      channel: this.channel,
      attempt,
    };
    if (error === null && externalId !== null) log.info(context, "notification accepted");
    else if (error === null) log.info(context, "notification delivered");
    else if (exhausted) {
      log.error(
        { ...context, error },
        `notification for ${row.ref_id} failed for good; re-queue with npm run leads -- --retry-failed`,
      );
    } else log.warn({ ...context, error }, "notification delivery failed; will retry");
  }

  /** Nothing was sent, on purpose (the address was thanked today): no attempt to record. */
  private async skip(row: Claimed): Promise<void> {
    await this.options.db
      .updateTable("outbox")
      .set({
        status: "skipped",
        holder: null,
        claim_id: null,
        updated_at: this.now().toISOString(),
      })
      .where("id", "=", row.id)
      .where("claim_id", "=", row.claim_id)
      .where("status", "=", "sending")
      .execute();
    this.options.log.info(
      { outboxId: row.id, ref: row.ref_id, channel: this.channel },
      "thank-you not sent: this address was thanked in the last 24 hours",
    );
  }
}

function defaultSender(options: WorkerOptions): ChannelSender {
  if (!options.transport || !options.addresses) {
    throw new Error("an outbox worker needs a sender, or a mail transport and addresses");
  }
  return mailSender(options.db, options.transport, options.addresses);
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 1_000);
}
