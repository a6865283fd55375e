import type { Kysely } from "kysely";
import { DateTime } from "luxon";
import { site } from "../../content/site";
import type { Channel, Database, NotificationKind } from "../db/schema";
import { enqueue, type Job, remove } from "../outbox/door";
import { type QuietHours, outsideQuietHours } from "../reviews/schedule";
import { isOptedOut } from "../texts/opt-outs";

/*
 * The homeowner's reminders of the estimate visit (issue 55, decision 253): the day before
 * at the visit's own time of day, and 2 hours before, by e-mail and, with consent, by
 * text. They are outbox rows due at those times, queued through the door as a finished
 * job's review request is, so the outbox's workers send them when they come due, and its
 * claim sends each once however many instances poll. Every change of a visit re-reads
 * what is wanted: a moved visit's rows get its new times, a canceled one's are dropped.
 */

export type ReminderKind = Extract<NotificationKind, "visit_reminder_day" | "visit_reminder_soon">;
export const reminderKinds: readonly ReminderKind[] = ["visit_reminder_day", "visit_reminder_soon"];
export const reminderChannels: readonly Channel[] = ["reminder_email", "reminder_sms"];

const hour = 3_600_000;
/** The second reminder goes this long before the visit. */
export const soonLeadMs = 2 * hour;
/** A reminder that cannot go out at least this long before the visit is not sent. */
export const lastCallMs = hour;

export type ReminderTime = { kind: ReminderKind; at: Date };

/**
 * When a visit's reminders are due: the day before on the business's wall clock (23 or 25
 * real hours before across a DST change), and 2 real hours before. The quiet hours are
 * applied when one is sent (`reminderSendTime`), as the review requests' are.
 */
export function reminderTimes(start: number, timeZone: string = site.timeZone): ReminderTime[] {
  const dayBefore = DateTime.fromMillis(start, { zone: timeZone }).minus({ days: 1 });
  return [
    { kind: "visit_reminder_day", at: dayBefore.toJSDate() },
    { kind: "visit_reminder_soon", at: new Date(start - soonLeadMs) },
  ];
}

/**
 * When a reminder due at `now` may go: `now`, the end of the quiet hours, or undefined
 * when that would be less than an hour before the visit (a visit at 9:30 gets no 7:30
 * text; the day before's told them).
 */
export function reminderSendTime(now: Date, start: number, hours: QuietHours): Date | undefined {
  const allowed = outsideQuietHours(now, hours);
  return allowed.getTime() > start - lastCallMs ? undefined : allowed;
}

type Db = Kysely<Database>;

/** A lead's booked visit, the latest booked when the inbox and the link both acted. */
export async function bookedVisitOf(db: Db, leadId: string) {
  return db
    .selectFrom("visits")
    .selectAll()
    .where("lead_id", "=", leadId)
    .where("status", "=", "booked")
    .orderBy("updated_at", "desc")
    .executeTakeFirst();
}

const keyOf = (kind: string, channel: string, at: string | null) => `${kind} ${channel} ${at}`;

/**
 * Brings a lead's reminder rows in line with its visit, after every booking, move or
 * cancellation: the rows of times still wanted stay, waiting rows of other times go, and
 * the missing ones are queued, due at their time (none within the hour). A reminder that went
 * out (or was kept back) for the same time is not queued again. Texts only where the
 * server sends texts, with the homeowner's consent, to a phone that has not said STOP.
 */
export async function syncReminders(
  db: Db,
  leadId: string,
  { texts, now }: { texts: boolean; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Takes the lead's visits' row locks (a no-op write): two instances syncing the same
    // lead at once take turns, so neither queues what the other just did.
    await trx
      .updateTable("visits")
      .set((eb) => ({ sequence: eb.ref("sequence") }))
      .where("lead_id", "=", leadId)
      .execute();
    const lead = await trx
      .selectFrom("leads")
      .select(["created_at", "email", "phone", "sms_consent"])
      .where("id", "=", leadId)
      .executeTakeFirst();
    if (!lead) return;
    const visit = await bookedVisitOf(trx, leadId);
    const channels: Channel[] = [];
    if (lead.email.trim() !== "") channels.push("reminder_email");
    const phone = lead.phone.trim();
    if (texts && phone !== "" && lead.sms_consent === "Yes" && !(await isOptedOut(trx, phone))) {
      channels.push("reminder_sms");
    }
    const times = visit ? reminderTimes(Date.parse(visit.starts_at)) : [];
    // One due within the hour is not queued: the confirmation has just told them.
    const wanted: Job[] = times
      .filter(({ at }) => at.getTime() > now.getTime() + lastCallMs)
      .flatMap(({ kind, at }) =>
        channels.map((channel) => ({ kind, channel, refId: leadId, runAt: at })),
      );
    const rows = await trx
      .selectFrom("outbox")
      .select(["id", "kind", "channel", "status", "queued_at"])
      .where("ref_id", "=", leadId)
      .where("kind", "in", [...reminderKinds])
      .execute();
    const wantedKeys = new Set(
      wanted.map((j) => keyOf(j.kind, j.channel, j.runAt?.toISOString() ?? null)),
    );
    const stale = rows.filter(
      (row) =>
        row.status === "pending" && !wantedKeys.has(keyOf(row.kind, row.channel, row.queued_at)),
    );
    await remove(
      trx,
      stale.map((row) => row.id),
    );
    const kept = new Set(
      rows
        .filter((row) => !stale.includes(row))
        .map((row) => keyOf(row.kind, row.channel, row.queued_at)),
    );
    const missing = wanted.filter(
      (job) => !kept.has(keyOf(job.kind, job.channel, job.runAt?.toISOString() ?? null)),
    );
    await enqueue(trx, missing, { now, refCreatedAt: new Date(lead.created_at) });
  });
}
