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

/** The homeowner's rows just queued, and when they go: what the inbox's Undo takes back. */
export type QueuedForHomeowner = { outboxIds: string[]; sendsAt: Date | undefined };

/**
 * Queues a visit's messages (issue 55): the homeowner's confirmation with its invitation,
 * the owner's e-mail and, where texts go out, the owner's text. The rows name the lead, so
 * its page finds them and its erasure takes them; what changed is the rows' kind. From the
 * inbox, `holdMs` writes the homeowner's row due only after the owner's Undo has lapsed
 * (issue 52): written so, no worker ever sees it due sooner.
 */
export async function queueVisitChange(
  db: Kysely<Database>,
  { change, lead }: Pick<VisitChange, "change" | "lead">,
  { texts, now, holdMs = 0 }: { texts: boolean; now: Date; holdMs?: number },
): Promise<QueuedForHomeowner> {
  const kind = kinds[change];
  const found = await db
    .selectFrom("leads")
    .select("created_at")
    .where("id", "=", lead.reference)
    .executeTakeFirst();
  if (!found) return { outboxIds: [], sendsAt: undefined };
  const sendsAt = new Date(now.getTime() + holdMs);
  const homeowner: Job[] = lead.email
    ? [
        {
          kind,
          channel: "visit_email",
          refId: lead.reference,
          ...(holdMs > 0 ? { runAt: sendsAt } : {}),
        },
      ]
    : [];
  const jobs: Job[] = [
    ...homeowner,
    { kind, channel: "alert_email", refId: lead.reference },
    ...(texts ? [{ kind, channel: "visit_alert" as const, refId: lead.reference }] : []),
  ];
  const ids = await enqueue(db, jobs, { now, refCreatedAt: new Date(found.created_at) });
  // The reminders follow the visit: new times for a move, none for a cancellation.
  await syncReminders(db, lead.reference, { texts, now });
  const outboxIds = ids.slice(0, homeowner.length);
  return { outboxIds, sendsAt: outboxIds.length > 0 ? sendsAt : undefined };
}
