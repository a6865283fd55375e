import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect } from "kysely";
import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import type { Config } from "../config";
import { migrationProvider } from "./migrations";
import type { Database } from "./schema";

export type Store = {
  db: Kysely<Database>;
  dialect: "sqlite" | "postgres";
  /** True while the database answers a trivial query. */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

const sqliteFileName = "site.sqlite";

/**
 * Opens the configured database and brings its schema up to date. SQLite (the default)
 * lives in DATA_DIR with WAL and synchronous=FULL, so a lead acknowledged with 200
 * survives a power cut; DATABASE_URL=postgres://... selects PostgreSQL instead.
 */
export async function openDatabase(
  config: Pick<Config, "DATA_DIR" | "DATABASE_URL">,
): Promise<Store> {
  const store = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : openSqlite(config.DATA_DIR);
  try {
    await migrate(store.db);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

function openSqlite(dataDir: string): Store {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, sqliteFileName);
  // SQLite gives the WAL and shared-memory files the database file's mode: owner-only.
  closeSync(openSync(path, "a", 0o600));
  chmodSync(path, 0o600);
  const file = new SQLite(path);
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = FULL");
  file.pragma("foreign_keys = ON");
  // A second process (the leads CLI) may hold the write lock for a moment.
  file.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return {
    db,
    dialect: "sqlite",
    ping: () => pingDb(db),
    close: () => db.destroy(),
  };
}

function openPostgres(url: string): Store {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not take the process down with it.
  pool.on("error", () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: "postgres",
    ping: () => pingDb(db),
    close: () => db.destroy(),
  };
}

async function pingDb(db: Kysely<Database>): Promise<boolean> {
  const result = await sql<{ one: number }>`select 1 as one`.execute(db);
  return Number(result.rows[0]?.one) === 1;
}

async function migrate(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed: ${String(error)}`, { cause: error });
  }
}
