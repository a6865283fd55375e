import type { Kysely } from "kysely";
import type { Channel, Database } from "../db/schema";
import { newReference } from "../leads/ids";
import { channelSlot, minuteSlot, reserveSlot } from "./cap";
import { heldRows, listInDigest, queueDigest } from "./queue";

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
  const held = await heldRows(db, channel, max);
  if (held.length === 0) return undefined;
  if (!(await reserveSlot(db, channelSlot(minuteSlot(now, "/digest"), channel), 1))) {
    return undefined;
  }

  const id = newReference();
  try {
    return await db.transaction().execute(async (trx) => {
      const count = await listInDigest(trx, held, id, now);
      if (count === 0) throw new NothingToFold();
      await queueDigest(trx, { digestId: id, channel, now });
      return { id, count };
    });
  } catch (error) {
    if (error instanceof NothingToFold) return undefined;
    throw error;
  }
}
