import SQLite from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { retention } from "../../content/privacy";
import { ledgerDir } from "./person-hash";

/**
 * The ledger's file: what a restored database must have done to it again, kept outside
 * the database (decisions 200 and 230). Erasures, opt-outs, opt-ins and review
 * unsubscribes, each a time, a kind and a keyed hash, never an address. A small SQLite
 * file of its own in DATA_DIR, which Litestream replicates beside the database. Here,
 * below the texts and reviews that write to it; what a restore does with it is
 * server/backup/ledger.ts.
 */

/** The name Litestream replicates it under (server/backup/litestream.ts). */
export const ledgerFileName = "erasures.sqlite";

export type LedgerKind = "erasure" | "opt_out" | "opt_in" | "review_unsubscribe";

export type LedgerEntry = {
  at: string;
  kind: LedgerKind;
  hash: string;
  /** False for the erasures recorded before decision 230, under an unkeyed SHA-256. */
  keyed: boolean;
  /** What else re-applying needs (an opt-out's source), as JSON. */
  detail: string | null;
};

/** Entries older than any restore point the replica still holds serve no purpose. */
const keepDays = retention.backupDays + retention.backupCopyDays + 1;

function openLedger(dir: string): SQLite.Database {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = new SQLite(join(dir, ledgerFileName));
  // WAL, as Litestream replicates only a database in WAL mode.
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = FULL");
  file.pragma("busy_timeout = 5000");
  // `erasures` is the table of the unkeyed hashes, read until its rows age out.
  file.exec(`create table if not exists erasures (at text not null, hash text not null);
    create table if not exists entries (
      at text not null, kind text not null, hash text not null, detail text);
    create table if not exists key_check (value text not null)`);
  return file;
}

function withLedger<T>(dir: string, work: (file: SQLite.Database) => T): T {
  const file = openLedger(dir);
  try {
    return work(file);
  } finally {
    file.close();
  }
}

/** Appends one entry, and drops the entries no restore can reach any more. */
export function appendLedger(
  dir: string,
  entry: { kind: LedgerKind; hash: string; detail?: string },
  at: Date,
): void {
  withLedger(dir, (file) => {
    file
      .prepare("insert into entries (at, kind, hash, detail) values (?, ?, ?, ?)")
      .run(at.toISOString(), entry.kind, entry.hash, entry.detail ?? null);
    const cutoff = new Date(at.getTime() - keepDays * 24 * 60 * 60_000).toISOString();
    file.prepare("delete from entries where at < ?").run(cutoff);
    file.prepare("delete from erasures where at < ?").run(cutoff);
  });
}

/** Appends to this process's ledger (its DATA_DIR); a process without one records nothing. */
export function recordInLedger(entry: { kind: LedgerKind; hash: string; detail?: string }) {
  const dir = ledgerDir();
  if (dir) appendLedger(dir, entry, new Date());
}

/** Every entry recorded after `since`, oldest first, in the order they were written. */
export function ledgerSince(dir: string, since: Date): LedgerEntry[] {
  return withLedger(dir, (file) => {
    const after = since.toISOString();
    const legacy = file
      .prepare<[string], { at: string; hash: string }>(
        "select at, hash from erasures where at > ? order by at, rowid",
      )
      .all(after)
      .map((row) => ({ ...row, kind: "erasure" as const, keyed: false, detail: null }));
    const keyed = file
      .prepare<[string], Omit<LedgerEntry, "keyed">>(
        "select at, kind, hash, detail from entries where at > ? order by at, rowid",
      )
      .all(after)
      .map((row) => ({ ...row, keyed: true }));
    // The unkeyed rows all predate the keyed ones; a stable sort keeps each table's order.
    return [...legacy, ...keyed].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  });
}

/** The key check the ledger was written under, or undefined before any was kept. */
export function ledgerKeyCheck(dir: string): string | undefined {
  return withLedger(dir, (file) => {
    const row = file.prepare<[], { value: string }>("select value from key_check").get();
    return row?.value;
  });
}

export function keepLedgerKeyCheck(dir: string, value: string): void {
  withLedger(dir, (file) => {
    file.prepare("delete from key_check").run();
    file.prepare("insert into key_check (value) values (?)").run(value);
  });
}

/** Creates the ledger, so the replicator finds a database to follow from the start. */
export function ensureLedger(dir: string): void {
  openLedger(dir).close();
}
