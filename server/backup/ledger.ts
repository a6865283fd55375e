import SQLite from "better-sqlite3";
import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { retention } from "../../app/content/privacy";
import type { Database } from "../db/schema";
import { erasePerson, type ErasureRecorder, type PersonKey, personKey } from "../leads/erase";
import { replicatedFiles } from "./litestream";

/**
 * The erasure ledger: when someone was erased, kept outside the leads' database as a
 * hash of their normalised e-mail or phone, so a restore from before the erasure can
 * erase them again. It is a small SQLite file of its own in DATA_DIR, replicated beside
 * the database, so it outlives a lost disk too (decision 200).
 */

export type LedgerEntry = { at: string; hash: string };

/** SHA-256 of the person's key as erasure normalises it; never the address itself. */
export function personHash(key: PersonKey): string {
  const text = "email" in key ? `email:${key.email}` : `phone:${key.phone}`;
  return createHash("sha256").update(text).digest("hex");
}

/** Entries older than any restore point the replica still holds serve no purpose. */
const keepDays = retention.backupDays + retention.backupCopyDays + 1;

function openLedger(dataDir: string): SQLite.Database {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = new SQLite(join(dataDir, replicatedFiles.erasures));
  // WAL, as Litestream replicates only a database in WAL mode.
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = FULL");
  file.pragma("busy_timeout = 5000");
  file.exec("create table if not exists erasures (at text not null, hash text not null)");
  return file;
}

/** Appends one erasure, and drops the entries no restore can reach any more. */
export function recordErasure(dataDir: string, key: PersonKey, at: Date): void {
  const file = openLedger(dataDir);
  try {
    file
      .prepare("insert into erasures (at, hash) values (?, ?)")
      .run(at.toISOString(), personHash(key));
    const cutoff = new Date(at.getTime() - keepDays * 24 * 60 * 60_000).toISOString();
    file.prepare("delete from erasures where at < ?").run(cutoff);
  } finally {
    file.close();
  }
}

/** What the erasure functions of the CLI and the inbox are given to record with. */
export function erasureRecorder(dataDir: string): ErasureRecorder {
  return (key, at) => recordErasure(dataDir, key, at);
}

/** Every erasure recorded after `since`, oldest first. */
export function erasuresSince(dataDir: string, since: Date): LedgerEntry[] {
  const file = openLedger(dataDir);
  try {
    return file
      .prepare<[string], LedgerEntry>("select at, hash from erasures where at > ? order by at")
      .all(since.toISOString());
  } finally {
    file.close();
  }
}

/**
 * Erases again, in a restored database, everyone erased after the restore point. The
 * ledger holds only hashes, so each stored e-mail and phone is hashed and compared; a
 * match is erased by its own address, as the CLI would.
 */
export async function reapplyErasures(
  db: Kysely<Database>,
  entries: LedgerEntry[],
  mailDir: string,
): Promise<number> {
  const wanted = new Set(entries.map((e) => e.hash));
  if (wanted.size === 0) return 0;
  const leads = await db.selectFrom("leads").select(["email", "phone"]).execute();
  const notices = await db.selectFrom("review_notices").select("client_phone").execute();
  const values = [
    ...leads.flatMap((l) => [l.email, l.phone]),
    ...notices.map((n) => n.client_phone),
  ];
  const keys = new Map<string, PersonKey>();
  for (const value of values) {
    const key = personKey(value);
    if (!key) continue;
    const hash = personHash(key);
    if (wanted.has(hash)) keys.set(hash, key);
  }
  let erased = 0;
  for (const key of keys.values()) {
    const result = await erasePerson(db, key, mailDir);
    erased += result.leads.length + result.reviewNotices.length;
  }
  return erased;
}

/** Creates the ledger, so the replicator finds a database to follow from the start. */
export function ensureLedger(dataDir: string): void {
  openLedger(dataDir).close();
}
