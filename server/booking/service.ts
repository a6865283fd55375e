import type { Kysely } from "kysely";
import { site } from "../../content/site";
import type { Database } from "../db/schema";
import { feedBusy } from "./feeds";
import { linkAlive, readBookingToken } from "./links";
import { type Availability, defaultAvailability, type OpenDay, openSlots } from "./slots";
import { bookedVisits, bookVisit, moveVisit, toVisit, type BookResult, type Visit } from "./visits";

/**
 * What /book/<token> needs, from the database: the availability, the lead the link names,
 * its booked visit, and the open slots. The slot rules are in slots.ts and the races in
 * visits.ts; this module only puts them together.
 */

type Db = Kysely<Database>;
const settingsId = "main";

/** The owner's availability; the defaults of issue 55 until the owner sets their own. */
export async function loadAvailability(db: Db): Promise<Availability> {
  const row = await db
    .selectFrom("booking_settings")
    .select("rules")
    .where("id", "=", settingsId)
    .executeTakeFirst();
  const base = defaultAvailability(site.timeZone);
  return row ? { ...base, ...(JSON.parse(row.rules) as Partial<Availability>) } : base;
}

export async function saveAvailability(db: Db, rules: Partial<Availability>, now: Date) {
  const values = { id: settingsId, rules: JSON.stringify(rules), updated_at: now.toISOString() };
  await db
    .insertInto("booking_settings")
    .values(values)
    .onConflict((oc) =>
      oc.column("id").doUpdateSet({ rules: values.rules, updated_at: values.updated_at }),
    )
    .execute();
}

export type BookingLead = {
  reference: string;
  name: string;
  email: string;
  outsideServiceArea: boolean;
  visit: (Visit & { streetAddress: string }) | undefined;
};

/** A lead by its id, with its booked visit, and when it came (for the link's life). */
export async function bookingLead(
  db: Db,
  id: string,
): Promise<(BookingLead & { createdAt: string }) | undefined> {
  const lead = await db
    .selectFrom("leads")
    .select(["id", "name", "email", "created_at", "outside_service_area"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!lead) return undefined;
  const row = await db
    .selectFrom("visits")
    .select(["id", "lead_id", "starts_at", "ends_at", "day", "sequence", "street_address"])
    .where("lead_id", "=", id)
    .where("status", "=", "booked")
    .orderBy("starts_at", "desc")
    .executeTakeFirst();
  return {
    reference: lead.id,
    name: lead.name,
    email: lead.email,
    outsideServiceArea: lead.outside_service_area === 1,
    visit: row ? { ...toVisit(row), streetAddress: row.street_address } : undefined,
    createdAt: lead.created_at,
  };
}

/** The lead a live link names, with its booked visit; undefined for any other token. */
export async function leadOfLink(
  db: Db,
  key: string,
  token: string,
  now: number,
): Promise<BookingLead | undefined> {
  const reference = readBookingToken(key, token);
  if (!reference) return undefined;
  const found = await bookingLead(db, reference);
  if (!found) return undefined;
  const { createdAt, ...lead } = found;
  const alive = linkAlive({ leadCreatedAt: Date.parse(createdAt), visitEnd: lead.visit?.end }, now);
  return alive ? lead : undefined;
}

/**
 * The open days, as the owner's calendar and the booked visits leave them; `except` is the
 * lead's own visit, which is not in the way of its own move.
 */
export async function openDays(
  db: Db,
  rules: Availability,
  now: number,
  except?: string,
): Promise<OpenDay[]> {
  const [busy, visits] = await Promise.all([feedBusy(db), bookedVisits(db, now)]);
  return openSlots(rules, { now, busy, visits: visits.filter((visit) => visit.id !== except) });
}

/** `unchanged`: the visit already stood at that time, so no one is told anything again. */
export type BookAnswer = (BookResult & { unchanged?: true }) | { ok: false; reason: "not-open" };

/**
 * Books the lead's visit, or moves the one it has: only to a time the page could have
 * offered (the rules and the calendar), and the database settles any race.
 */
export async function bookFromLink(
  db: Db,
  lead: BookingLead,
  { start, streetAddress, now }: { start: number; streetAddress: string; now: number },
): Promise<BookAnswer> {
  if (lead.visit && lead.visit.start === start) {
    // The same time sent again (a second tap, a reload): the visit stays as it is.
    return { ok: true, visit: lead.visit, unchanged: true };
  }
  const rules = await loadAvailability(db);
  const days = await openDays(db, rules, now, lead.visit?.id);
  const offered = days.some((day) => day.slots.some((slot) => slot.start === start));
  if (!offered) return { ok: false, reason: "not-open" };
  if (lead.visit) {
    const moved = await moveVisit(db, { visitId: lead.visit.id, start, rules, now });
    if (moved && moved.ok) {
      await db
        .updateTable("visits")
        .set({ street_address: streetAddress })
        .where("id", "=", lead.visit.id)
        .execute();
    }
    return moved ?? { ok: false, reason: "taken" };
  }
  return bookVisit(db, { leadId: lead.reference, start, streetAddress, rules, now });
}
