import type { Kysely, Transaction } from "kysely";
import { recordInLedger } from "../db/ledger-file";
import { legacyHash, personHmac } from "../db/person-hash";
import { toE164 } from "../db/phone";
import type { Database, TextOptOutTable } from "../db/schema";

type Db = Kysely<Database> | Transaction<Database>;

const label = (phone: string) => `text-opt-out:${toE164(phone)}`;

/**
 * The key of an opt-out: an HMAC of the E.164 number under the process's person-hash key
 * (decision 230). It lets a later text to that phone be refused after the person's leads
 * are erased, without keeping the number in clear, and without a hash anyone holding the
 * database or its backup could undo by hashing every number of an area code.
 */
export function phoneHash(phone: string): string {
  return personHmac(label(phone));
}

/** The hashes a phone's opt-out may be stored under: the keyed one, then the old SHA-256. */
export function phoneHashes(phone: string): string[] {
  return [phoneHash(phone), legacyHash(label(phone))];
}

export type OptOut = Pick<TextOptOutTable, "source" | "keyword" | "twilio_opt_out_type">;

/** Stores an opt-out under its hash; recording it twice keeps one row. */
export async function storeOptOut(db: Db, hash: string, optOut: OptOut, now: Date) {
  await db
    .insertInto("text_opt_outs")
    .values({ phone_hash: hash, opted_out_at: now.toISOString(), ...optOut })
    .onConflict((oc) =>
      oc.column("phone_hash").doUpdateSet({
        opted_out_at: now.toISOString(),
        ...optOut,
      }),
    )
    .execute();
}

/**
 * Records (or refreshes) an opt-out for a phone. The ledger hears of it first, as of an
 * erasure, so a backup restored to before it still honors it.
 */
export async function recordOptOut(db: Db, phone: string, optOut: OptOut, now: Date) {
  const hash = phoneHash(phone);
  recordInLedger({ kind: "opt_out", hash, detail: JSON.stringify(optOut) });
  await storeOptOut(db, hash, optOut, now);
}

/** Opting back in (START) deletes the row, under either hash. */
export async function clearOptOut(db: Db, phone: string): Promise<void> {
  recordInLedger({ kind: "opt_in", hash: phoneHash(phone) });
  await db.deleteFrom("text_opt_outs").where("phone_hash", "in", phoneHashes(phone)).execute();
}

/** Honors an opt-out stored under the keyed hash, or under the old one until it ages out. */
export async function isOptedOut(db: Db, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom("text_opt_outs")
    .select("phone_hash")
    .where("phone_hash", "in", phoneHashes(phone))
    .executeTakeFirst();
  return row !== undefined;
}
