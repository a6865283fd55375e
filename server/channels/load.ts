import type { Kysely } from "kysely";
import { routes } from "../../contracts/routes";
import type { Channel, Database, Lead, OutboxRow, ReviewNotice } from "../db/schema";
import type { Digest, MailAddresses, Notification } from "../mail/notification";

/*
 * What a notification needs, read from the database: the lead, review notice or digest an
 * outbox row announces. Rendering it is server/mail's job, from the plain data returned here.
 */

class MissingSubjectError extends Error {
  override name = "MissingSubjectError";
}

/** Reads the lead or review notice an outbox row announces. */
export async function loadNotification(
  db: Kysely<Database>,
  row: Pick<OutboxRow, "kind" | "ref_id" | "created_at">,
  addresses: MailAddresses,
  /** The site's public origin: a lead's e-mail links to it in the inbox. */
  origin?: string,
): Promise<Notification> {
  if (row.kind === "digest") {
    return { kind: "digest", digest: await loadDigest(db, row), ...addresses };
  }
  if (row.kind === "contact") {
    const lead = await loadLead(db, row.ref_id);
    const leadUrl = origin ? `${origin}${routes.adminLead(lead.id)}` : undefined;
    return { kind: "contact", lead, leadUrl, ...addresses };
  }
  return {
    kind: "review_completion",
    review: await loadReviewNotice(db, row.ref_id),
    ...addresses,
  };
}

/** A lead by its reference; gone (erased) is an error the row records. */
export async function loadLead(db: Kysely<Database>, id: string): Promise<Lead> {
  const lead = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  if (!lead) throw new MissingSubjectError(`lead ${id} not found`);
  return lead;
}

export async function loadReviewNotice(db: Kysely<Database>, id: string): Promise<ReviewNotice> {
  const review = await db
    .selectFrom("review_notices")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!review) throw new MissingSubjectError(`review notice ${id} not found`);
  return review;
}

/** How many rows of one channel a digest lists. */
export async function digestMembers(
  db: Kysely<Database>,
  digestId: string,
  channel: Channel,
): Promise<number> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("digest_id", "=", digestId)
    .where("channel", "=", channel)
    .where("kind", "!=", "digest")
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

async function loadDigest(
  db: Kysely<Database>,
  row: Pick<OutboxRow, "ref_id" | "created_at">,
): Promise<Digest> {
  const members = db
    .selectFrom("outbox")
    .select("ref_id")
    .where("digest_id", "=", row.ref_id)
    .where("kind", "!=", "digest");
  const leads = await db
    .selectFrom("leads")
    .selectAll()
    .where("id", "in", members)
    .orderBy("created_at")
    .execute();
  const reviews = await db
    .selectFrom("review_notices")
    .selectAll()
    .where("id", "in", members)
    .orderBy("created_at")
    .execute();
  if (leads.length + reviews.length === 0) {
    throw new MissingSubjectError(`digest ${row.ref_id} lists nothing`);
  }
  return { id: row.ref_id, created_at: row.created_at, leads, reviews };
}
