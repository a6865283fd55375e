import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { type Agenda, type AgendaVisit, scheduleApi } from "../../contracts/admin-schedule";
import { loadAvailability } from "../booking/service";
import { localDate } from "../booking/slots";
import { firstName } from "../channels/sms-body";
import type { Database } from "../db/schema";
import { townsOf } from "../leads/zip-towns";

/**
 * The Agenda screen's API (issue 55, decision 254): the booked visits from today on (today
 * in the business's zone), by day. A canceled visit is not listed. Under /api/admin/, so
 * the inbox's guard answers 401 without a session.
 */

/** More than any horizon's worth of visits at any daily cap (60 days of 20). */
const most = 1_200;

export async function agendaVisits(db: Kysely<Database>, now: Date): Promise<Agenda> {
  const { timeZone } = await loadAvailability(db);
  const today = localDate({ timeZone }, now.getTime());
  const rows = await db
    .selectFrom("visits")
    .innerJoin("leads", "leads.id", "visits.lead_id")
    .select([
      "visits.id",
      "visits.lead_id",
      "visits.starts_at",
      "visits.ends_at",
      "visits.day",
      "visits.street_address",
      "leads.name",
      "leads.zip",
    ])
    .where("visits.status", "=", "booked")
    .where("visits.day", ">=", today)
    .orderBy("visits.starts_at")
    .limit(most)
    .execute();
  const towns = await townsOf(rows.map((row) => row.zip));
  const days: Agenda["days"] = [];
  for (const row of rows) {
    const visit: AgendaVisit = {
      id: row.id,
      leadId: row.lead_id,
      start: row.starts_at,
      end: row.ends_at,
      firstName: firstName(row.name) ?? null,
      address: row.street_address,
      town: row.zip ? (towns.get(row.zip) ?? row.zip) : null,
    };
    const last = days.at(-1);
    if (last && last.date === row.day) last.visits.push(visit);
    else days.push({ date: row.day, visits: [visit] });
  }
  return { timeZone, days };
}

export async function agendaRoutes(
  app: FastifyInstance,
  { db, now }: { db: Kysely<Database>; now: () => Date },
) {
  app.get(scheduleApi.agenda, () => agendaVisits(db, now()));
}
