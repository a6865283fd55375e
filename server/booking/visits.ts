import type { Kysely, Transaction } from "kysely";
import { randomUUID } from "node:crypto";
import type { Database } from "../db/schema";
import { type Availability, localDate } from "./slots";

/**
 * Booking, moving and cancelling a visit, kept apart in the database (decision 245): a
 * check before the insert would let two requests both pass it. Each visit writes one row
 * per 5-minute cell it and its travel buffer cover, and the cell is the primary key; the
 * day's count row is raised only while under the cap, by one guarded UPDATE. Whichever
 * transaction comes second finds its cells or the count taken and rolls back whole.
 */

const cellMs = 5 * 60_000;
const minute = 60_000;

/** The cells of [start, start + visit + buffer), rounded outward to whole cells. */
export function cellsOf(start: number, rules: Availability): number[] {
  const end = start + (rules.visitMinutes + rules.bufferMinutes) * minute;
  const cells: number[] = [];
  for (let cell = Math.floor(start / cellMs); cell < Math.ceil(end / cellMs); cell++) {
    cells.push(cell);
  }
  return cells;
}

export type Visit = {
  id: string;
  leadId: string;
  start: number;
  end: number;
  day: string;
  sequence: number;
};
export type BookResult = { ok: true; visit: Visit } | { ok: false; reason: "taken" | "full" };

class Lost extends Error {
  constructor(readonly reason: "taken" | "full") {
    super(reason);
  }
}

/** Takes the day's count (under the cap) and the visit's cells, or throws Lost. */
async function claim(trx: Transaction<Database>, id: string, start: number, rules: Availability) {
  const day = localDate(rules, start);
  await trx
    .insertInto("visit_days")
    .values({ day, visits: 0 })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const raised = await trx
    .updateTable("visit_days")
    .set((eb) => ({ visits: eb("visits", "+", 1) }))
    .where("day", "=", day)
    .where("visits", "<", rules.dailyCap)
    .executeTakeFirst();
  if (Number(raised.numUpdatedRows) !== 1) throw new Lost("full");
  const cells = cellsOf(start, rules);
  const inserted = await trx
    .insertInto("visit_cells")
    .values(cells.map((cell) => ({ cell, visit_id: id })))
    .onConflict((oc) => oc.column("cell").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows) !== cells.length) throw new Lost("taken");
  return day;
}

/** Gives back a visit's cells and its place in the day's count. */
async function release(trx: Transaction<Database>, id: string, day: string) {
  await trx.deleteFrom("visit_cells").where("visit_id", "=", id).execute();
  await trx
    .updateTable("visit_days")
    .set((eb) => ({ visits: eb("visits", "-", 1) }))
    .where("day", "=", day)
    .where("visits", ">", 0)
    .execute();
}

async function lostOr<T>(
  work: () => Promise<T>,
): Promise<T | { ok: false; reason: Lost["reason"] }> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Lost) return { ok: false, reason: error.reason };
    throw error;
  }
}

export async function bookVisit(
  db: Kysely<Database>,
  input: { leadId: string; start: number; streetAddress: string; rules: Availability; now: number },
): Promise<BookResult> {
  const { leadId, start, streetAddress, rules, now } = input;
  const id = randomUUID();
  const end = start + rules.visitMinutes * minute;
  return lostOr(() =>
    db.transaction().execute(async (trx) => {
      const day = await claim(trx, id, start, rules);
      const stamp = new Date(now).toISOString();
      await trx
        .insertInto("visits")
        .values({
          id,
          lead_id: leadId,
          starts_at: new Date(start).toISOString(),
          ends_at: new Date(end).toISOString(),
          day,
          street_address: streetAddress,
          status: "booked",
          sequence: 0,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      return { ok: true as const, visit: { id, leadId, start, end, day, sequence: 0 } };
    }),
  );
}

/** Moves a booked visit: the old time is freed only if the new one is taken, all at once. */
export async function moveVisit(
  db: Kysely<Database>,
  input: { visitId: string; start: number; rules: Availability; now: number },
): Promise<BookResult | undefined> {
  const { visitId, start, rules, now } = input;
  const end = start + rules.visitMinutes * minute;
  return lostOr(() =>
    db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("visits")
        .selectAll()
        .where("id", "=", visitId)
        .where("status", "=", "booked")
        .executeTakeFirst();
      if (!row) return undefined;
      await release(trx, visitId, row.day);
      const day = await claim(trx, visitId, start, rules);
      const sequence = row.sequence + 1;
      await trx
        .updateTable("visits")
        .set({
          starts_at: new Date(start).toISOString(),
          ends_at: new Date(end).toISOString(),
          day,
          sequence,
          updated_at: new Date(now).toISOString(),
        })
        .where("id", "=", visitId)
        .execute();
      return {
        ok: true as const,
        visit: { id: visitId, leadId: row.lead_id, start, end, day, sequence },
      };
    }),
  );
}

/** Cancels a booked visit and frees its time; undefined when it was not booked. */
export async function cancelVisit(
  db: Kysely<Database>,
  visitId: string,
  now: number,
): Promise<Visit | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("visits")
      .selectAll()
      .where("id", "=", visitId)
      .where("status", "=", "booked")
      .executeTakeFirst();
    if (!row) return undefined;
    await release(trx, visitId, row.day);
    const sequence = row.sequence + 1;
    await trx
      .updateTable("visits")
      .set({ status: "cancelled", sequence, updated_at: new Date(now).toISOString() })
      .where("id", "=", visitId)
      .where("status", "=", "booked")
      .execute();
    return toVisit({ ...row, sequence });
  });
}

type VisitRow = {
  id: string;
  lead_id: string;
  starts_at: string;
  ends_at: string;
  day: string;
  sequence: number;
};

export const toVisit = (row: VisitRow): Visit => ({
  id: row.id,
  leadId: row.lead_id,
  start: Date.parse(row.starts_at),
  end: Date.parse(row.ends_at),
  day: row.day,
  sequence: row.sequence,
});

/** Booked visits that end after `from`: the slots leave their times out. */
export async function bookedVisits(db: Kysely<Database>, from: number): Promise<Visit[]> {
  const rows = await db
    .selectFrom("visits")
    .select(["id", "lead_id", "starts_at", "ends_at", "day", "sequence"])
    .where("status", "=", "booked")
    .where("ends_at", ">", new Date(from - 86_400_000).toISOString())
    .execute();
  return rows.map(toVisit);
}
