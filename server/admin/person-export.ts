import type { Kysely } from "kysely";
import { personExportCopy } from "../../content/privacy";
import type { Database } from "../db/schema";
import type { PersonMatch } from "../../contracts/admin-api";
import { type Entries, findPerson, type PersonKey, personKey } from "../leads/erase";
import { keysOwnedBy, personMatches, personRecords } from "../leads/person-data";
import { loadPhotos } from "../photos/read";
import { loadTextMedia, threadOf } from "../texts/reading";
import { callsForExport } from "../voice/export";
import { type ZipFile, zipFiles } from "./zip-files";

export type PersonArchive = {
  /**
   * The ZIP: person.json, photos/<lead reference>-<n>.jpg, and the pictures they texted,
   * texts/<lead reference>-<text>-<n>.jpg.
   */
  bytes: Buffer;
  leads: number;
  reviewNotices: number;
  photos: number;
};

/** A name safe in a ZIP and a Content-Disposition header, whatever a stored id holds. */
function safeName(id: string): string {
  return id.replace(/[^A-Za-z0-9-]/g, "_");
}

/** What a copy or an erasure is made of: the confirmed entries, and the keys theirs alone. */
export type Confirmed = { entries: Entries; keys: PersonKey[] };

/**
 * Everything held about the confirmed leads and notices, in one ZIP (decision 198). A
 * lead's texts go in only when its phone is among the person's own keys: a phone another
 * lead shares may have texted for someone else. Built whole in memory: a person has a few
 * requests of at most 5 photos each, and a failure then answers a clean error instead of a
 * truncated download.
 */
export async function personArchive(
  db: Kysely<Database>,
  { entries, keys }: Confirmed,
  now: Date,
): Promise<PersonArchive> {
  const records = await personRecords(db, entries, keys);
  const phones = new Set(keys.flatMap((key) => ("phone" in key ? [key.phone] : [])));
  const photoFiles: ZipFile[] = [];
  const leads = [];
  for (const lead of records.leads) {
    const photos = await loadPhotos(db, lead.id);
    const listed = photos.map((photo, index) => {
      const file = `photos/${safeName(lead.id)}-${index + 1}.jpg`;
      photoFiles.push({ name: file, bytes: photo.bytes, deflate: false });
      return { file, width: photo.width, height: photo.height };
    });
    const texts = phones.has(lead.phone) ? await textsOf(db, lead.id, photoFiles) : [];
    // Its calls and voicemails too (issue 54), on the same footing as its texts.
    const calls = phones.has(lead.phone) ? await callsForExport(db, lead.id, safeName) : undefined;
    for (const file of calls?.files ?? []) photoFiles.push({ ...file, deflate: false });
    // Its estimate visits (issue 55): erasure takes them, so the copy shows them.
    const visits = await visitsOf(db, lead.id);
    leads.push({ ...lead, photos: listed, texts, calls: calls?.calls ?? [], visits });
  }
  const person = {
    about: personExportCopy.about,
    exported_at: now.toISOString(),
    searched_for: keys.map((key) => ("email" in key ? key.email : key.phone)),
    leads,
    review_notices: records.review_notices,
    acknowledgements: records.acknowledgements,
  };
  const json = Buffer.from(`${JSON.stringify(person, null, 2)}\n`);
  return {
    bytes: zipFiles([{ name: "person.json", bytes: json, deflate: true }, ...photoFiles], now),
    leads: records.leads.length,
    reviewNotices: records.review_notices.length,
    photos: photoFiles.length,
  };
}

/** A lead's visits, booked or canceled: when, where, and what became of each. */
function visitsOf(db: Kysely<Database>, leadId: string) {
  return db
    .selectFrom("visits")
    .select(["starts_at", "ends_at", "street_address", "status", "created_at", "updated_at"])
    .where("lead_id", "=", leadId)
    .orderBy("starts_at")
    .execute();
}

/** A lead's text thread as the person sent and received it, their pictures added as files. */
async function textsOf(db: Kysely<Database>, leadId: string, files: ZipFile[]) {
  const { texts, media } = await threadOf(db, leadId);
  const thread = [];
  for (const { lead_id: _, outbox_id: __, ...text } of texts) {
    const pictures = [];
    for (const picture of media.filter((m) => m.message_id === text.id)) {
      const stored = await loadTextMedia(db, leadId, text.id, picture.position);
      if (!stored) continue;
      const file = `texts/${safeName(leadId)}-${safeName(text.id)}-${picture.position + 1}.jpg`;
      files.push({ name: file, bytes: stored.bytes, deflate: false });
      pictures.push({ file, width: picture.width, height: picture.height });
    }
    thread.push({ ...text, pictures });
  }
  return thread;
}

/**
 * The keys of one lead or review notice: its e-mail address and phone, each of which may be
 * shared with someone else. Undefined when nothing has that reference.
 */
export async function personOfEntry(
  db: Kysely<Database>,
  id: string,
): Promise<PersonKey[] | undefined> {
  const lead = await db
    .selectFrom("leads")
    .select(["email", "phone"])
    .where("id", "=", id)
    .executeTakeFirst();
  const review = lead
    ? undefined
    : await db
        .selectFrom("review_notices")
        .select("client_phone")
        .where("id", "=", id)
        .executeTakeFirst();
  if (!lead && !review) return undefined;
  const values = lead ? [lead.email, lead.phone] : [review?.client_phone ?? ""];
  return values.flatMap((value) => {
    const key = value.trim() ? personKey(value) : undefined;
    return key ? [key] : [];
  });
}

/** Every lead and notice that shares the entry's e-mail address or phone; undefined when none has that reference. */
export async function matchesOfEntry(
  db: Kysely<Database>,
  id: string,
): Promise<PersonMatch[] | undefined> {
  const keys = await personOfEntry(db, id);
  return keys ? personMatches(db, keys) : undefined;
}

/**
 * The ids the owner confirmed, checked against the entry's matches: "missing" when the
 * entry is gone, "refused" when an id is not among its matches (a forged or stale list).
 */
export async function confirmedOfEntry(
  db: Kysely<Database>,
  id: string,
  ids: string[],
): Promise<Confirmed | "missing" | "refused"> {
  const matches = await matchesOfEntry(db, id);
  if (!matches) return "missing";
  const wanted = new Set(ids);
  if (wanted.size === 0 || [...wanted].some((one) => !matches.some((m) => m.id === one))) {
    return "refused";
  }
  const chosen = matches.filter((match) => wanted.has(match.id));
  const entries: Entries = {
    leads: chosen.filter((m) => m.kind === "lead").map((m) => m.id),
    reviewNotices: chosen.filter((m) => m.kind === "review").map((m) => m.id),
  };
  return { entries, keys: await keysOwnedBy(db, entries) };
}

/**
 * What the one key the CLI is given finds, and the keys that are the person's: that key,
 * and any other of theirs no one else's entry shares.
 */
export async function confirmedByKey(db: Kysely<Database>, key: PersonKey): Promise<Confirmed> {
  const entries = await findPerson(db, key);
  const owned = await keysOwnedBy(db, entries);
  const same = (a: PersonKey) => JSON.stringify(a) === JSON.stringify(key);
  return { entries, keys: [key, ...owned.filter((other) => !same(other))] };
}

/** The download's file name: the reference it was asked from and the day. */
export function archiveName(id: string, now: Date): string {
  return `person-${safeName(id)}-${now.toISOString().slice(0, 10)}.zip`;
}
