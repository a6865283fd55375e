import type { Kysely } from "kysely";
import type { Channel, Database } from "../db/schema";
import { newOutboxId, newReference } from "../leads/ids";
import { channelSlot, minuteSlot, reserveSlot } from "./cap";

/** Thrown inside the transaction to undo a digest that another instance beat to its leads. */
class NothingToFold extends Error {}

/**
 * Lists the leads held back by the per-minute cap in one new digest row, at most one
 * digest a minute across every instance. The digest is then delivered like any row; when
 * it is delivered, every lead it lists counts as notified.
 */
export async function foldHeldIntoDigest(
  db: Kysely<Database>,
  now: Date,
  max: number,
  channel: Channel = "email",
): Promise<{ id: string; count: number } | undefined> {
  const held = await db
    .selectFrom("outbox")
    .select("id")
    .where("channel", "=", channel)
    .where("status", "=", "held")
    .where("digest_id", "is", null)
    .orderBy("created_at")
    .limit(max)
    .execute();
  if (held.length === 0) return undefined;
  if (!(await reserveSlot(db, channelSlot(minuteSlot(now, "/digest"), channel), 1))) {
    return undefined;
  }

  const id = newReference();
  const at = now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable("outbox")
        .set({ digest_id: id, updated_at: at })
        .where(
          "id",
          "in",
          held.map((row) => row.id),
        )
        .where("status", "=", "held")
        .where("digest_id", "is", null)
        .executeTakeFirst();
      const count = Number(taken.numUpdatedRows);
      if (count === 0) throw new NothingToFold();
      await trx
        .insertInto("outbox")
        .values({
          id: newOutboxId(now),
          kind: "digest",
          channel,
          ref_id: id,
          status: "pending",
          attempts: 0,
          next_attempt_at: at,
          created_at: at,
          updated_at: at,
          queued_at: at,
          digest_id: id,
        })
        .execute();
      return { id, count };
    });
  } catch (error) {
    if (error instanceof NothingToFold) return undefined;
    throw error;
  }
}
