import type { Kysely } from "kysely";
import type { Config } from "../config";
import {
  appendLedger,
  ensureLedger,
  keepLedgerKeyCheck,
  type LedgerEntry,
  ledgerKeyCheck,
  ledgerSince,
} from "../db/ledger-file";
import { keyCheckValue, legacyHash, personHmac, setPersonHashKey } from "../db/person-hash";
import type { Database } from "../db/schema";
import type { ErasureRecorder, PersonKey } from "../leads/erase";
import { photoLinkKeyFileName, photoLinkSecret } from "../secret-file";

/**
 * The erasure ledger: when someone was erased, kept outside the leads' database as a
 * keyed hash of their normalised e-mail or phone, so a restore from before the erasure
 * can erase them again (decision 200). Opt-outs, opt-ins and review unsubscribes go in
 * the same ledger (decision 230); the file itself is server/db/ledger-file.ts.
 */

export { ensureLedger, type LedgerEntry };

const label = (key: PersonKey) => ("email" in key ? `email:${key.email}` : `phone:${key.phone}`);

/** HMAC of the person's key as erasure normalises it; never the address itself. */
export function personHash(key: PersonKey): string {
  return personHmac(label(key));
}

/** The unkeyed SHA-256 the ledger's entries from before decision 230 hold. */
export function legacyPersonHash(key: PersonKey): string {
  return legacyHash(label(key));
}

/**
 * The process's person-hash key and ledger, from its configuration: the key is derived from
 * PHOTO_LINK_SECRET (required with BACKUP_URL, never in the bucket; decision 230), and
 * the ledger is DATA_DIR's.
 */
export function setPersonHashKeyFrom(config: Pick<Config, "DATA_DIR" | "PHOTO_LINK_SECRET">) {
  setPersonHashKey({ key: () => photoLinkSecret(config), ledgerDir: config.DATA_DIR });
}

/** Appends one erasure, and drops the entries no restore can reach any more. */
export function recordErasure(dataDir: string, key: PersonKey, at: Date): void {
  appendLedger(dataDir, { kind: "erasure", hash: personHash(key) }, at);
}

/** What the erasure functions of the CLI and the inbox are given to record with. */
export function erasureRecorder(dataDir: string): ErasureRecorder {
  return (key, at) => recordErasure(dataDir, key, at);
}

/** Every erasure recorded after `since`, oldest first. */
export function erasuresSince(dataDir: string, since: Date): LedgerEntry[] {
  return ledgerSince(dataDir, since).filter((entry) => entry.kind === "erasure");
}

const checkName = "person_hash";

export const keyChangedMessage =
  "PHOTO_LINK_SECRET: is not the key this server's opt-outs and erasures were hashed with, " +
  "and with another key every STOP would be forgotten. Set the PHOTO_LINK_SECRET used " +
  `before (a server that made its own kept it in DATA_DIR/${photoLinkKeyFileName}).`;

/**
 * Compares the key with the check value the database and the ledger in `dataDir` keep,
 * and keeps it where none is yet. Answers the refusal when either was made with another
 * key, undefined when all agree.
 */
export async function checkPersonHashKey(
  db: Kysely<Database>,
  dataDir: string,
): Promise<string | undefined> {
  const value = keyCheckValue();
  const stored = await db
    .selectFrom("key_checks")
    .select("value")
    .where("name", "=", checkName)
    .executeTakeFirst();
  const inLedger = ledgerKeyCheck(dataDir);
  if ((stored && stored.value !== value) || (inLedger && inLedger !== value)) {
    return keyChangedMessage;
  }
  if (!stored) {
    await db
      .insertInto("key_checks")
      .values({ name: checkName, value, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
    // Another instance starting at the same moment may have kept its own first.
    const kept = await db
      .selectFrom("key_checks")
      .select("value")
      .where("name", "=", checkName)
      .executeTakeFirstOrThrow();
    if (kept.value !== value) return keyChangedMessage;
  }
  if (!inLedger) keepLedgerKeyCheck(dataDir, value);
  return undefined;
}
