import type { Kysely } from "kysely";
import { randomUUID } from "node:crypto";
import type { ChannelSender } from "../channels/channel-sender";
import { mailSender } from "../channels/email-senders";
import type { Channel, Database, OutboxRow } from "../db/schema";
import type { MailAddresses } from "../mail/notification";
import type { MailTransport } from "../mail/transport";
import { checkResult, sendResult } from "./answers";
import type { ArrivalGauge } from "./arrivals";
import { channelSlot, minuteSlot, reserveSlot } from "./cap";
import { foldHeldIntoDigest } from "./digest";
import { logCheck, logSend, type WorkerLogger } from "./outcome-log";
import * as queue from "./queue";
import { nextState, type SendResult } from "./rules";
import { defaultTimings, type WorkerTimings } from "./timings";

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

/**
 * One channel's loop: when to look for due rows, claiming them, keeping their leases, and
 * stepping aside in a flood. The SQL is queue.ts's and what an outcome does to a row is
 * rules.ts's (decision 206). A failure is retried with exponential backoff for the retry
 * window; nothing is deleted. A row is claimed with a compare-and-set update that records
 * the instance and a short lease, renewed while the message is sent; a dead peer's rows
 * come back when the lease runs out, and a restarted instance takes back its own at once.
 * The final update only lands while the claim is still the worker's own, so a worker whose
 * lease lapsed cannot undo what the next holder recorded. At least once; exactly once when
 * nothing crashes.
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
      const due = await queue.dueRows(this.options.db, this.channel, this.now());
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
          await queue.holdClaimed(this.options.db, claimed, this.now());
          // The minute is full: hold every other due lead in one statement, not one by one,
          // so a flood of thousands costs a few queries and the digest lists them all.
          held += 1 + (await queue.holdAllDue(this.options.db, this.channel, this.now()));
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
    const { db, log } = this.options;
    const count = await queue.takeBackOwnRows(db, this.instanceId, this.channel, this.now());
    if (count > 0) log.warn({ count }, "taking back notifications interrupted by a restart");
  }

  private claim(row: OutboxRow): Promise<queue.Claimed | undefined> {
    const now = this.now();
    return queue.claim(this.options.db, row, {
      holder: this.instanceId,
      claimId: randomUUID(),
      now,
      leaseUntil: new Date(now.getTime() + this.timings.leaseMs),
    });
  }

  private takePlaceThisMinute(): Promise<boolean> {
    return reserveSlot(
      this.options.db,
      channelSlot(minuteSlot(this.now()), this.channel),
      this.timings.maxPerMinute,
    );
  }

  /** Keeps the lease alive while a slow transport sends, so no peer takes the row over. */
  private renewLease(row: queue.Claimed): () => void {
    const renew = () => {
      const leaseUntil = new Date(this.now().getTime() + this.timings.leaseMs);
      queue
        .renewLease(this.options.db, row, leaseUntil)
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
   * sends again: a text whose acceptance was recorded is not sent twice.
   */
  private async confirm(row: queue.Claimed & { external_id: string }): Promise<void> {
    const result = await checkResult(async () => this.sender.confirm?.(row));
    const now = this.now();
    const next = nextState(row, result, now, this.timings);
    await queue.settleCheck(this.options.db, row, next, now);
    logCheck(this.options.log, row, next);
  }

  private async deliver(row: queue.Claimed): Promise<void> {
    const startedAt = this.now();
    const result = await this.send(row);
    const finishedAt = this.now();
    const next = nextState(row, result, finishedAt, this.timings);
    const terms = { transport: this.sender.name, startedAt, finishedAt };
    const landed = await queue.settleSend(this.options.db, row, next, terms);
    logSend(this.options.log, row, result, next, landed);
  }

  /** Sends the row while keeping its lease, and says what came of it. */
  private async send(row: queue.Claimed): Promise<SendResult> {
    const stopRenewing = this.renewLease(row);
    try {
      const canConfirm = this.sender.confirm !== undefined;
      return await sendResult(() => this.sender.send(row, this.now()), canConfirm);
    } finally {
      stopRenewing();
    }
  }
}

function defaultSender(options: WorkerOptions): ChannelSender {
  if (!options.transport || !options.addresses) {
    throw new Error("an outbox worker needs a sender, or a mail transport and addresses");
  }
  return mailSender(options.db, options.transport, options.addresses);
}
