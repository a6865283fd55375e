import type { Kysely } from "kysely";
import type { Channel, Database, OutboxStatus } from "../db/schema";
import { requeue } from "../outbox/door";

export type DeliveryStatus = {
  leadsToday: number;
  leadsThisWeek: number;
  /** Notifications not yet delivered and still being tried (queued, sending, or held for a digest). */
  pending: number;
  failed: number;
  /** When the oldest notification not yet delivered was queued, or null when none waits. */
  oldestUndeliveredAt: string | null;
  /** The same counts for each channel, with the last error of a failed row. */
  channels: ChannelHealth[];
};

export type ChannelHealth = {
  channel: Channel;
  delivered: number;
  pending: number;
  failed: number;
  lastError: string | null;
};

const waiting: OutboxStatus[] = ["pending", "sending", "held", "confirming"];

async function countSince(db: Kysely<Database>, since: string): Promise<number> {
  const leads = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  const reviews = await db
    .selectFrom("review_notices")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(leads.n) + Number(reviews.n);
}

/** The state of delivery at a glance, for `npm run leads -- --status`. Digests count through their leads. */
export async function deliveryStatus(db: Kysely<Database>, now: Date): Promise<DeliveryStatus> {
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60_000);
  const byStatus = await db
    .selectFrom("outbox")
    .select(["channel", "status", (eb) => eb.fn.countAll<string | number>().as("n")])
    .where("kind", "!=", "digest")
    .groupBy(["channel", "status"])
    .execute();
  const count = (statuses: readonly string[], channel?: Channel) =>
    byStatus
      .filter((r) => statuses.includes(r.status) && (!channel || r.channel === channel))
      .reduce((sum, r) => sum + Number(r.n), 0);
  const channels: ChannelHealth[] = [];
  for (const channel of [...new Set(byStatus.map((r) => r.channel))].sort()) {
    const failed = await db
      .selectFrom("outbox")
      .select("last_error")
      .where("channel", "=", channel)
      .where("status", "=", "failed")
      .orderBy("updated_at", "desc")
      .limit(1)
      .executeTakeFirst();
    channels.push({
      channel,
      delivered: count(["delivered"], channel),
      pending: count(waiting, channel),
      failed: count(["failed"], channel),
      lastError: failed?.last_error ?? null,
    });
  }
  const oldest = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.min("created_at").as("at"))
    .where("kind", "!=", "digest")
    .where("status", "!=", "delivered")
    .executeTakeFirst();
  return {
    leadsToday: await countSince(db, midnight.toISOString()),
    leadsThisWeek: await countSince(db, weekAgo.toISOString()),
    pending: count(waiting),
    failed: count(["failed"]),
    oldestUndeliveredAt: oldest?.at ?? null,
    channels,
  };
}

/**
 * Puts every failed notification back in the queue, with a fresh retry window, or only
 * the one named (the inbox's retry button); returns how many.
 */
export function retryFailed(
  db: Kysely<Database>,
  now: Date,
  { outboxId }: { outboxId?: string } = {},
): Promise<number> {
  return requeue(db, now, { id: outboxId });
}
