import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** The minute a notification goes out in, as the key of its per-minute count. */
export function minuteSlot(now: Date, suffix = ""): string {
  return `${now.toISOString().slice(0, 16)}${suffix}`;
}

/** The owner's e-mail keeps the slots it always had; every other channel counts apart. */
export function channelSlot(slot: string, channel: string): string {
  return channel === "email" ? slot : `${slot}/${channel}`;
}

/**
 * Takes one of `cap` places in a slot, counted in the database so that every instance
 * shares the one budget. A single statement (insert, or add one while under the cap) so
 * two instances cannot both take the last place. False when the slot is full.
 */
export async function reserveSlot(
  db: Kysely<Database>,
  slot: string,
  cap: number,
): Promise<boolean> {
  const row = await db
    .insertInto("notification_counts")
    .values({ slot, sent: 1 })
    .onConflict((oc) =>
      oc
        .column("slot")
        .doUpdateSet((eb) => ({ sent: eb("notification_counts.sent", "+", 1) }))
        .where("notification_counts.sent", "<", cap),
    )
    .returning("sent")
    .executeTakeFirst();
  return row !== undefined && row.sent <= cap;
}
