import type { Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * Takes one of `cap` places in a slot, counted in the database so that every instance
 * shares the one budget. A single statement (insert, or add one while under the cap) so
 * two instances cannot both take the last place. False when the slot is full. The
 * outbox's per-minute cap (outbox/cap.ts) and the hourly cap on texts to homeowners
 * (channels/text-gate.ts) count this way, in `notification_counts`.
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

/** The places taken in all of these slots together. */
export async function slotTotal(db: Kysely<Database>, slots: string[]): Promise<number> {
  const row = await db
    .selectFrom("notification_counts")
    .select((eb) => eb.fn.sum<number | string | null>("sent").as("total"))
    .where("slot", "in", slots)
    .executeTakeFirst();
  // PostgreSQL sums integers as a bigint, which pg reads as a string.
  return Number(row?.total ?? 0);
}

/** Gives a slot's places back, as when what took the place could not be done. */
export async function releaseSlot(db: Kysely<Database>, slot: string): Promise<void> {
  await db.deleteFrom("notification_counts").where("slot", "=", slot).execute();
}
