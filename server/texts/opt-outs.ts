import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { toE164 } from "../db/phone";
import type { Database, TextOptOutTable } from "../db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The key of an opt-out: SHA-256 of the E.164 number. It lets a later text to that phone
 * be refused after the person's leads are erased, without keeping the number in clear
 * (decision 211 weighs it against a keyed hash).
 */
export function phoneHash(phone: string): string {
  return createHash("sha256")
    .update(`text-opt-out:${toE164(phone)}`)
    .digest("hex");
}

export type OptOut = Pick<TextOptOutTable, "source" | "keyword" | "twilio_opt_out_type">;

/** Records (or refreshes) an opt-out for a phone; recording it twice keeps one row. */
export async function recordOptOut(db: Db, phone: string, optOut: OptOut, now: Date) {
  await db
    .insertInto("text_opt_outs")
    .values({ phone_hash: phoneHash(phone), opted_out_at: now.toISOString(), ...optOut })
    .onConflict((oc) =>
      oc.column("phone_hash").doUpdateSet({
        opted_out_at: now.toISOString(),
        ...optOut,
      }),
    )
    .execute();
}

/** Opting back in (START) deletes the row. */
export async function clearOptOut(db: Db, phone: string): Promise<void> {
  await db.deleteFrom("text_opt_outs").where("phone_hash", "=", phoneHash(phone)).execute();
}

export async function isOptedOut(db: Db, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom("text_opt_outs")
    .select("phone_hash")
    .where("phone_hash", "=", phoneHash(phone))
    .executeTakeFirst();
  return row !== undefined;
}
