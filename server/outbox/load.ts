import type { Kysely } from "kysely";
import type { Database, OutboxRow } from "../db/schema";
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
): Promise<Notification> {
  if (row.kind === "digest") {
    return { kind: "digest", digest: await loadDigest(db, row), ...addresses };
  }
  if (row.kind === "contact") {
    const lead = await db
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", row.ref_id)
      .executeTakeFirst();
    if (!lead) throw new MissingSubjectError(`lead ${row.ref_id} not found`);
    return { kind: "contact", lead, ...addresses };
  }
  const review = await db
    .selectFrom("review_notices")
    .selectAll()
    .where("id", "=", row.ref_id)
    .executeTakeFirst();
  if (!review) throw new MissingSubjectError(`review notice ${row.ref_id} not found`);
  return { kind: "review_completion", review, ...addresses };
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
