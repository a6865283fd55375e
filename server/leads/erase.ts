import { type Kysely, sql } from "kysely";
import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { emailKey, isPlainEmail } from "../../contracts/email-address";
import { toE164 } from "../db/phone";
import type { Database } from "../db/schema";
import { deleteVisits } from "../db/visit-erasure";
import { remove } from "../outbox/door";
import { acknowledgementKey } from "./acknowledgements";
import { deleteThreads } from "./text-threads";

export type Erased = {
  leads: string[];
  reviewNotices: string[];
  outboxRows: number;
  deliveryAttempts: number;
  /** Photos of the leads erased. */
  photos: number;
  /** Names of the mail files removed; a digest's file goes whole, as it lists this person. */
  mailFiles: string[];
};

/** Keeps the fact of an erasure where a restored backup cannot undo it (server/backup/ledger.ts). */
export type ErasureRecorder = (key: PersonKey, at: Date) => void | Promise<void>;

/** An e-mail address (anything with an @) as `emailKey` keys it, or a phone in any format. */
export type PersonKey = { email: string } | { phone: string };

export function personKey(value: string): PersonKey | undefined {
  const trimmed = value.trim();
  if (trimmed.includes("@")) return { email: emailKey(trimmed) };
  const phone = toE164(trimmed);
  return phone.replace(/\D/g, "").length >= 7 ? { phone } : undefined;
}

/** The record that this address or phone was thanked, which names it by its hash alone. */
export function thankedKey(key: PersonKey): string {
  return "email" in key
    ? acknowledgementKey("ack_email", key.email)
    : acknowledgementKey("ack_sms", toE164(key.phone));
}

/** What an erasure would delete, found without deleting anything. */
export async function findPerson(db: Kysely<Database>, key: PersonKey) {
  const leads = "email" in key ? await leadsNaming(db, key.email) : await leadsByPhone(db, key);
  const reviewNotices =
    "phone" in key
      ? await db
          .selectFrom("review_notices")
          .select("id")
          .where("client_phone", "=", key.phone)
          .execute()
      : [];
  return { leads: leads.map((r) => r.id), reviewNotices: reviewNotices.map((r) => r.id) };
}

async function leadsByPhone(db: Kysely<Database>, key: { phone: string }) {
  return db.selectFrom("leads").select("id").where("phone", "=", key.phone).execute();
}

/**
 * The leads whose stored address is `key` in any case, or, for a plain address, names it:
 * rows stored before addresses were checked strictly may hold it inside a display name
 * or next to a second recipient (`x<victim@example.org>`), and the mailer would have read
 * it there. The database narrows by substring; `namesAddress` decides.
 */
async function leadsNaming(db: Kysely<Database>, key: string) {
  if (!isPlainEmail(key)) {
    return db
      .selectFrom("leads")
      .select("id")
      .where(sql<string>`lower(trim(email))`, "=", key)
      .execute();
  }
  const rows = await db
    .selectFrom("leads")
    .select(["id", "email"])
    .where(sql<string>`lower(email)`, "like", `%${key}%`)
    .execute();
  return rows.filter((row) => namesAddress(row.email, key));
}

/** What the plain rule allows in a local part, and in a domain. */
const localPartCharacter = /[a-z0-9_'+.-]/;
const domainCharacter = /[a-z0-9.-]/;

/**
 * Whether stored text holds the plain address `key` (lowercase) on its own, not as the
 * tail of a longer local part or the head of a longer domain: `x<victim@example.org>`
 * names victim@example.org, `avictim@example.org` and `victim@example.org.evil` do not.
 */
function namesAddress(stored: string, key: string): boolean {
  const text = stored.toLowerCase();
  for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + 1)) {
    const before = text.charAt(at - 1);
    const after = text.charAt(at + key.length);
    const startsHere = before === "" || !localPartCharacter.test(before);
    const endsHere = after === "" || !domainCharacter.test(after);
    if (startsHere && endsHere) return true;
  }
  return false;
}

/** Leads and review notices by their ids: what findPerson found, or what the owner confirmed. */
export type Entries = { leads: string[]; reviewNotices: string[] };

/**
 * Deletes a person's leads and review notices, their photos, outbox rows and delivery
 * attempts, the answers kept for their resends, and their mail files (including any digest that lists them), in one transaction for
 * the database. Mail already delivered to an inbox is beyond reach, and so are backups.
 */
export async function erasePerson(
  db: Kysely<Database>,
  key: PersonKey,
  mailDir: string,
  { record }: { record?: ErasureRecorder } = {},
): Promise<Erased> {
  // Recorded first, outside this database: a restore from before now must erase them again.
  await record?.(key, new Date());
  return eraseEntries(db, await findPerson(db, key), [key], mailDir);
}

/**
 * Deletes the given leads and review notices as erasePerson does, and the records that
 * `keys` (the person's own addresses and phones) were thanked. The inbox erases what the
 * owner confirmed this way, never everything a shared phone finds. Each key is recorded
 * first, so a restore erases it again; a key another kept lead shares is not the person's
 * alone, and a restore that erased by it would erase that lead too.
 */
export async function eraseEntries(
  db: Kysely<Database>,
  { leads, reviewNotices }: Entries,
  keys: PersonKey[],
  mailDir: string,
  { record }: { record?: ErasureRecorder } = {},
): Promise<Erased> {
  for (const key of keys) await record?.(key, new Date());
  const refs = [...leads, ...reviewNotices];
  // The record that this address was thanked today goes too, whatever else is found.
  for (const key of keys) {
    await db.deleteFrom("acknowledgements").where("recipient", "=", thankedKey(key)).execute();
  }
  const erased: Erased = {
    leads,
    reviewNotices,
    outboxRows: 0,
    deliveryAttempts: 0,
    photos: 0,
    mailFiles: [],
  };
  if (refs.length === 0) return erased;

  const rows = await db
    .selectFrom("outbox")
    .select(["id", "digest_id"])
    .where("ref_id", "in", refs)
    .where("kind", "!=", "digest")
    .execute();
  const outboxIds = rows.map((r) => r.id);
  const digests = [...new Set(rows.map((r) => r.digest_id).filter((d): d is string => !!d))];

  await db.transaction().execute(async (trx) => {
    const removed = await remove(trx, outboxIds);
    erased.outboxRows = removed.outboxRows;
    erased.deliveryAttempts = removed.deliveryAttempts;
    await deleteEntryRecords(trx, refs);
    if (leads.length > 0) {
      await deleteThreads(trx, leads);
      await deleteVisits(trx, leads);
      const photos = await trx
        .deleteFrom("lead_photos")
        .where("lead_id", "in", leads)
        .executeTakeFirst();
      erased.photos = Number(photos.numDeletedRows);
      await trx.deleteFrom("idempotency_keys").where("lead_id", "in", leads).execute();
      await trx.deleteFrom("leads").where("id", "in", leads).execute();
    }
    if (reviewNotices.length > 0) {
      await trx.deleteFrom("review_notices").where("id", "in", reviewNotices).execute();
    }
  });

  erased.mailFiles = await removeMailFiles(mailDir, [...refs, ...digests]);
  return erased;
}

/** The owner's notes on these leads or notices, and their history, which name the person too. */
export async function deleteEntryRecords(db: Kysely<Database>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom("entry_notes").where("entry_id", "in", ids).execute();
  await db.deleteFrom("entry_history").where("entry_id", "in", ids).execute();
}

/** Removes every mail file (and half-written temporary) named after one of `ids`. */
export async function removeMailFiles(mailDir: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  let names: string[];
  try {
    names = await readdir(mailDir);
  } catch {
    return [];
  }
  const wanted = new Set(ids);
  const removed: string[] = [];
  for (const name of names) {
    const id = name.replace(/^\./, "").split(".")[0] ?? "";
    if (!wanted.has(id)) continue;
    await rm(join(mailDir, name), { force: true });
    removed.push(name);
  }
  return removed.sort();
}
