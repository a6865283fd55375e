import type { Kysely, Selectable } from "kysely";
import type {
  DeliveryAttemptTable,
  Database,
  EntryHistoryTable,
  EntryNoteTable,
  LeadTable,
  OutboxTable,
  ReviewNoticeTable,
} from "../db/schema";
import { findPerson, type PersonKey, thankedKey } from "./erase";

/** A notification about one of the person's entries, with each try to deliver it. */
export type PersonNotification = Omit<Selectable<OutboxTable>, "holder" | "claim_id"> & {
  delivery_attempts: Omit<Selectable<DeliveryAttemptTable>, "outbox_id">[];
};

/** What is kept beside each lead or notice: the owner's notes, its history, its messages. */
type Records = {
  notes: Omit<Selectable<EntryNoteTable>, "entry_id">[];
  history: Omit<Selectable<EntryHistoryTable>, "entry_id">[];
  notifications: PersonNotification[];
};

export type PersonRecords = {
  leads: (Selectable<LeadTable> & Records)[];
  review_notices: (Selectable<ReviewNoticeTable> & Records)[];
  /** When a thank-you last went to this address or phone (stored as a hash of it). */
  acknowledgements: { channel: "ack_email" | "ack_sms"; sent_at: string }[];
};

/**
 * Everything stored about a person, found by each of their e-mail addresses and phones
 * exactly as erasure finds them (findPerson), with every stored field: the answer to their
 * request for a copy. Photos are the caller's to add (server/photos/ is a layer apart).
 */
export async function personRecords(
  db: Kysely<Database>,
  keys: PersonKey[],
): Promise<PersonRecords> {
  const leadIds = new Set<string>();
  const reviewIds = new Set<string>();
  for (const key of keys) {
    const found = await findPerson(db, key);
    for (const id of found.leads) leadIds.add(id);
    for (const id of found.reviewNotices) reviewIds.add(id);
  }
  const refs = [...leadIds, ...reviewIds];
  const leads =
    leadIds.size > 0
      ? await db
          .selectFrom("leads")
          .selectAll()
          .where("id", "in", [...leadIds])
          .orderBy("created_at")
          .orderBy("id")
          .execute()
      : [];
  const reviews =
    reviewIds.size > 0
      ? await db
          .selectFrom("review_notices")
          .selectAll()
          .where("id", "in", [...reviewIds])
          .orderBy("created_at")
          .orderBy("id")
          .execute()
      : [];
  const records = await recordsOf(db, refs);
  const thanked = await acknowledgementsOf(db, keys);
  return {
    leads: leads.map((lead) => ({ ...lead, ...records(lead.id) })),
    review_notices: reviews.map((notice) => ({ ...notice, ...records(notice.id) })),
    acknowledgements: thanked,
  };
}

async function recordsOf(db: Kysely<Database>, refs: string[]): Promise<(id: string) => Records> {
  if (refs.length === 0) return () => ({ notes: [], history: [], notifications: [] });
  const notes = await db
    .selectFrom("entry_notes")
    .selectAll()
    .where("entry_id", "in", refs)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const history = await db
    .selectFrom("entry_history")
    .selectAll()
    .where("entry_id", "in", refs)
    .orderBy("at")
    .orderBy("id")
    .execute();
  // The same rows erasure deletes: a digest's own row lists other people and stays out.
  const outbox = await db
    .selectFrom("outbox")
    .select([
      "id",
      "ref_id",
      "kind",
      "channel",
      "status",
      "attempts",
      "last_error",
      "external_id",
      "digest_id",
      "created_at",
      "queued_at",
      "next_attempt_at",
      "updated_at",
      "delivered_at",
    ])
    .where("ref_id", "in", refs)
    .where("kind", "!=", "digest")
    .orderBy("created_at")
    .orderBy("channel")
    .execute();
  const attempts =
    outbox.length > 0
      ? await db
          .selectFrom("delivery_attempts")
          .selectAll()
          .where(
            "outbox_id",
            "in",
            outbox.map((row) => row.id),
          )
          .orderBy("outbox_id")
          .orderBy("attempt")
          .execute()
      : [];
  return (id) => ({
    notes: notes.filter((n) => n.entry_id === id).map(({ entry_id: _, ...note }) => note),
    history: history.filter((h) => h.entry_id === id).map(({ entry_id: _, ...change }) => change),
    notifications: outbox
      .filter((row) => row.ref_id === id)
      .map((row) => ({
        ...row,
        delivery_attempts: attempts
          .filter((a) => a.outbox_id === row.id)
          .map(({ outbox_id: _, ...attempt }) => attempt),
      })),
  });
}

async function acknowledgementsOf(
  db: Kysely<Database>,
  keys: PersonKey[],
): Promise<PersonRecords["acknowledgements"]> {
  const thanked: PersonRecords["acknowledgements"] = [];
  for (const key of keys) {
    const row = await db
      .selectFrom("acknowledgements")
      .select("sent_at")
      .where("recipient", "=", thankedKey(key))
      .executeTakeFirst();
    if (row)
      thanked.push({ channel: "email" in key ? "ack_email" : "ack_sms", sent_at: row.sent_at });
  }
  return thanked;
}
