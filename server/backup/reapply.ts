import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { LedgerEntry } from "../db/ledger-file";
import type { Database } from "../db/schema";
import { erasePerson, type PersonKey, personKey } from "../leads/erase";
import { reviewRequestHash } from "../reviews/requests";
import { type OptOut, phoneHash, phoneHashes, storeOptOut } from "../texts/opt-outs";
import { legacyPersonHash, personHash } from "./ledger";

/**
 * Does again, in a restored or recovered database, what the ledger says happened after
 * its restore point, in the order it happened (decisions 200 and 230): erasures, STOPs,
 * STARTs and review unsubscribes. The ledger holds only hashes, so each stored e-mail,
 * phone and lead id is hashed and compared; doing any of it twice is harmless.
 */

export type Reapplied = { erased: number; optOuts: number; optIns: number; unsubscribes: number };

type Known = {
  /** A person's hash (keyed or not) to their key, as erasure names them. */
  people: Map<string, PersonKey>;
  /** An opt-out's keyed hash to one of the phones it is the hash of. */
  phones: Map<string, string>;
  /** A review request's hash to its lead. */
  leads: Map<string, string>;
};

async function known(db: Kysely<Database>): Promise<Known> {
  const leads = await db.selectFrom("leads").select(["id", "email", "phone"]).execute();
  const notices = await db.selectFrom("review_notices").select("client_phone").execute();
  const values = [
    ...leads.flatMap((l) => [l.email, l.phone]),
    ...notices.map((n) => n.client_phone),
  ];
  const people = new Map<string, PersonKey>();
  const phones = new Map<string, string>();
  for (const value of values) {
    const key = personKey(value);
    if (!key) continue;
    people.set(personHash(key), key);
    people.set(legacyPersonHash(key), key);
    if ("phone" in key) phones.set(phoneHash(key.phone), key.phone);
  }
  return { people, phones, leads: new Map(leads.map((l) => [reviewRequestHash(l.id), l.id])) };
}

async function unsubscribe(db: Kysely<Database>, leadId: string, at: string) {
  const updated = await db
    .updateTable("review_requests")
    .set({ unsubscribed_at: at })
    .where("lead_id", "=", leadId)
    .where("unsubscribed_at", "is", null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  // Restored to before the request was queued: a row that says unsubscribed keeps the
  // owner's button from sending one (its token was never sent, so a new one will do).
  await db
    .insertInto("review_requests")
    .values({
      lead_id: leadId,
      token: randomBytes(18).toString("base64url"),
      created_at: at,
      visited_at: null,
      opened_at: null,
      unsubscribed_at: at,
    })
    .onConflict((oc) => oc.column("lead_id").doNothing())
    .execute();
}

export async function reapplyLedger(
  db: Kysely<Database>,
  entries: LedgerEntry[],
  mailDir: string,
): Promise<Reapplied> {
  const done: Reapplied = { erased: 0, optOuts: 0, optIns: 0, unsubscribes: 0 };
  if (entries.length === 0) return done;
  const { people, phones, leads } = await known(db);
  const erasedKeys = new Set<string>();
  for (const entry of entries) {
    if (entry.kind === "erasure") {
      const key = people.get(entry.hash);
      const name = key && ("email" in key ? `email:${key.email}` : `phone:${key.phone}`);
      if (!key || !name || erasedKeys.has(name)) continue;
      erasedKeys.add(name);
      const result = await erasePerson(db, key, mailDir);
      done.erased += result.leads.length + result.reviewNotices.length;
    } else if (entry.kind === "opt_out") {
      // The opt-out's own row, under the hash it was recorded with: no phone needed.
      const optOut = JSON.parse(entry.detail ?? "{}") as OptOut;
      await storeOptOut(db, entry.hash, optOut, new Date(entry.at));
      done.optOuts += 1;
    } else if (entry.kind === "opt_in") {
      // A known phone also loses an opt-out kept under the old hash. Not clearOptOut: the
      // ledger holds this START already.
      const phone = phones.get(entry.hash);
      const hashes = phone ? phoneHashes(phone) : [entry.hash];
      await db.deleteFrom("text_opt_outs").where("phone_hash", "in", hashes).execute();
      done.optIns += 1;
    } else {
      const leadId = leads.get(entry.hash);
      if (!leadId) continue;
      await unsubscribe(db, leadId, entry.at);
      done.unsubscribes += 1;
    }
  }
  return done;
}
