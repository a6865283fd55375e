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
import type { PersonMatch } from "../../contracts/admin-api";
import { type Entries, findPerson, type PersonKey, personKey, thankedKey } from "./erase";

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
 * Every lead and review notice found by any of `keys` (an entry's e-mail address and phone,
 * as erasure finds them), with which kind of key found it, oldest first: what the owner
 * sees before confirming which are the person's. Nothing here is merged.
 */
export async function personMatches(
  db: Kysely<Database>,
  keys: PersonKey[],
): Promise<PersonMatch[]> {
  const matchedBy = new Map<string, Set<"email" | "phone">>();
  const found: Entries = { leads: [], reviewNotices: [] };
  for (const key of keys) {
    const kind = "email" in key ? "email" : "phone";
    const { leads, reviewNotices } = await findPerson(db, key);
    for (const [list, ids] of [
      [found.leads, leads],
      [found.reviewNotices, reviewNotices],
    ] as const) {
      for (const id of ids) {
        if (!matchedBy.has(id)) list.push(id);
        matchedBy.set(id, (matchedBy.get(id) ?? new Set()).add(kind));
      }
    }
  }
  const { leads, notices } = await loadEntries(db, found);
  const keyOrder = (id: string) =>
    (["email", "phone"] as const).filter((k) => matchedBy.get(id)?.has(k));
  const matches: PersonMatch[] = [
    ...leads.map((lead) => ({
      id: lead.id,
      kind: "lead" as const,
      name: lead.name,
      email: lead.email.trim() ? lead.email : null,
      phone: lead.phone,
      createdAt: lead.created_at,
      matchedBy: keyOrder(lead.id),
    })),
    ...notices.map((notice) => ({
      id: notice.id,
      kind: "review" as const,
      name: notice.client_name,
      email: null,
      phone: notice.client_phone,
      createdAt: notice.created_at,
      matchedBy: keyOrder(notice.id),
    })),
  ];
  return matches.sort((a, b) =>
    a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt),
  );
}

/** The e-mail address and phone a lead or notice names, as erasure keys them. */
function keysOf(values: string[]): PersonKey[] {
  return values.flatMap((value) => {
    const key = value.trim() ? personKey(value) : undefined;
    return key ? [key] : [];
  });
}

/**
 * The e-mail addresses and phones of these entries that are theirs alone: every lead and
 * notice each one finds is among them. A phone another kept lead shares is not, so its
 * thank-you record, its texts and its place in the erasure ledger stay out of a copy or an
 * erasure made of the rest.
 */
export async function keysOwnedBy(db: Kysely<Database>, entries: Entries): Promise<PersonKey[]> {
  const { leads, notices } = await loadEntries(db, entries);
  const candidates = keysOf([
    ...leads.flatMap((lead) => [lead.email, lead.phone]),
    ...notices.map((notice) => notice.client_phone),
  ]);
  const chosen = new Set([...entries.leads, ...entries.reviewNotices]);
  const owned: PersonKey[] = [];
  const seen = new Set<string>();
  for (const key of candidates) {
    const name = "email" in key ? `email:${key.email}` : `phone:${key.phone}`;
    if (seen.has(name)) continue;
    seen.add(name);
    const found = await findPerson(db, key);
    if ([...found.leads, ...found.reviewNotices].every((id) => chosen.has(id))) owned.push(key);
  }
  return owned;
}

async function loadEntries(db: Kysely<Database>, { leads, reviewNotices }: Entries) {
  return {
    leads:
      leads.length > 0
        ? await db
            .selectFrom("leads")
            .selectAll()
            .where("id", "in", leads)
            .orderBy("created_at")
            .orderBy("id")
            .execute()
        : [],
    notices:
      reviewNotices.length > 0
        ? await db
            .selectFrom("review_notices")
            .selectAll()
            .where("id", "in", reviewNotices)
            .orderBy("created_at")
            .orderBy("id")
            .execute()
        : [],
  };
}

/**
 * Everything stored about the given leads and notices, with every stored field: the answer
 * to a person's request for a copy, made of what the owner confirmed (or what the one key
 * the CLI was given finds), never merged by a shared phone. `keys` are the person's own
 * (keysOwnedBy), whose thank-you records are theirs. Photos are the caller's to add
 * (server/photos/ is a layer apart).
 */
export async function personRecords(
  db: Kysely<Database>,
  entries: Entries,
  keys: PersonKey[],
): Promise<PersonRecords> {
  const { leads, notices: reviews } = await loadEntries(db, entries);
  const refs = [...entries.leads, ...entries.reviewNotices];
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
