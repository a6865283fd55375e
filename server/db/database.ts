import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import { chmodSync, closeSync, mkdirSync, openSync, realpathSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import pino from "pino";
import type { Config } from "../config";
import { GroupCommitSqliteDialect } from "./group-commit";
import { migrationProvider } from "./migrations";
import type { Database } from "./schema";

export type Store = {
  db: Kysely<Database>;
  dialect: "sqlite" | "postgres";
  /** True while the database answers a trivial query. */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

export const sqliteFileName = "site.sqlite";

type DatabaseConfig = Pick<Config, "DATA_DIR" | "DATABASE_URL"> &
  Partial<Pick<Config, "DATABASE_CONNECT_TIMEOUT_MS" | "DATABASE_STATEMENT_TIMEOUT_MS">>;

/** Where the pool reports what goes wrong (the SQL text only: parameters may be personal). */
export type DatabaseLog = { error: (context: object, message: string) => void };

/**
 * Opens the configured database and brings its schema up to date. SQLite (the default)
 * lives in DATA_DIR with WAL and synchronous=FULL, so a lead acknowledged with 200
 * survives a power cut; DATABASE_URL=postgres://... selects PostgreSQL instead.
 *
 * `log` is the caller's (main.ts passes the process's). Without one, errors go to a plain
 * pino at level error, written as server/logger.ts would write them (it adds only request
 * redaction): db/ is the floor and imports no module of the server above it.
 */
export async function openDatabase(
  config: DatabaseConfig,
  { log = pino({ level: "error" }) }: { log?: DatabaseLog } = {},
): Promise<Store> {
  const store = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config, log)
    : openSqlite(config.DATA_DIR);
  try {
    await migrate(store.db);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

/**
 * Stores open on one SQLite file in this process share its connection. Group commit holds
 * the write lock until the end of the event-loop turn, so a second connection in the same
 * thread would wait for a lock that only this thread can release.
 */
const openSqliteFiles = new Map<string, { db: Kysely<Database>; users: number }>();

function openSqlite(dataDir: string): Store {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = realpathSync(dataDir);
  let shared = openSqliteFiles.get(path);
  if (!shared) {
    const filePath = join(path, sqliteFileName);
    // SQLite gives the WAL and shared-memory files the database file's mode: owner-only.
    closeSync(openSync(filePath, "a", 0o600));
    chmodSync(filePath, 0o600);
    const file = new SQLite(filePath);
    file.pragma("journal_mode = WAL");
    file.pragma("synchronous = FULL");
    file.pragma("foreign_keys = ON");
    // A second process (the leads CLI) may hold the write lock for a moment.
    file.pragma("busy_timeout = 5000");
    shared = {
      db: new Kysely<Database>({ dialect: new GroupCommitSqliteDialect(file) }),
      users: 0,
    };
    openSqliteFiles.set(path, shared);
  }
  shared.users += 1;
  const { db } = shared;
  let closed = false;
  return {
    db,
    dialect: "sqlite",
    ping: () => pingDb(db),
    close: async () => {
      if (closed) return;
      closed = true;
      shared.users -= 1;
      if (shared.users > 0) return;
      openSqliteFiles.delete(path);
      await db.destroy();
    },
  };
}

/**
 * A PostgreSQL pool that gives up rather than hangs: connecting and each statement have a
 * deadline (the server cancels a statement that runs too long; the client gives up a little
 * later if the server itself stops answering), and every failure is logged.
 */
function openPostgres(url: string, config: DatabaseConfig, log: DatabaseLog): Store {
  const statementTimeout = config.DATABASE_STATEMENT_TIMEOUT_MS ?? 10_000;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: config.DATABASE_CONNECT_TIMEOUT_MS ?? 5_000,
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout + 2_000,
    keepAlive: true,
  });
  // An idle client losing its connection must not take the process down; it is logged.
  pool.on("error", (error) => log.error({ err: error }, "PostgreSQL: an idle connection failed"));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log(event) {
      if (event.level !== "error") return;
      log.error({ err: event.error, sql: event.query.sql }, "PostgreSQL: query failed");
    },
  });
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
