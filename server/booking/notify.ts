import type { Kysely } from "kysely";
import type { Database, NotificationKind } from "../db/schema";
import { enqueue, type Job } from "../outbox/door";
import { syncReminders } from "./reminders";
import type { VisitChange } from "./options";

const kinds: Record<VisitChange["change"], NotificationKind> = {
  booked: "visit_booked",
  moved: "visit_moved",
  cancelled: "visit_cancelled",
};

/**
 * Queues a visit's messages (issue 55): the homeowner's confirmation with its invitation,
 * the owner's e-mail and, where texts go out, the owner's text. The rows name the lead, so
 * its page finds them and its erasure takes them; what changed is the rows' kind.
 */
export async function queueVisitChange(
  db: Kysely<Database>,
  { change, lead }: Pick<VisitChange, "change" | "lead">,
  { texts, now }: { texts: boolean; now: Date },
): Promise<void> {
  const kind = kinds[change];
  const found = await db
    .selectFrom("leads")
    .select("created_at")
    .where("id", "=", lead.reference)
    .executeTakeFirst();
  if (!found) return;
  const jobs: Job[] = [
    ...(lead.email ? [{ kind, channel: "visit_email" as const, refId: lead.reference }] : []),
    { kind, channel: "alert_email", refId: lead.reference },
    ...(texts ? [{ kind, channel: "visit_alert" as const, refId: lead.reference }] : []),
  ];
  await enqueue(db, jobs, { now, refCreatedAt: new Date(found.created_at) });
  // The reminders follow the visit: new times for a move, none for a cancellation.
  await syncReminders(db, lead.reference, { texts, now });
}
