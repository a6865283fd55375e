import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, skipPostgres } from "../../tests/support/postgres-test-database";
import { migrationProvider } from "../db/migrations";
import type { Database } from "../db/schema";
import { makeVisitFeed, turnOffVisitFeed, visitFeedOpens, visitFeedSince } from "./visit-feed";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const backends = [
  {
    name: "SQLite",
    skip: false,
    async open() {
      return new Kysely<Database>({
        dialect: new SqliteDialect({ database: new SQLite(":memory:") }),
      });
    },
  },
  {
    name: "PostgreSQL",
    skip: skipPostgres,
    async open() {
      const scratch = await createTestDatabase("visitfeed");
      cleanups.push(scratch.drop);
      return new Kysely<Database>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: scratch.url }) }),
      });
    },
  },
];

const first = new Date("2027-03-01T15:00:00.000Z");
const later = new Date("2027-03-05T15:00:00.000Z");

describe.each(backends)("the owner's visit feed secret on $name (migration 019)", (backend) => {
  it.skipIf(backend.skip)(
    "keeps only a hash of a 256-bit secret, one feed at a time, revoked at once by a new one or by turning it off",
    async () => {
      const db = await backend.open();
      cleanups.unshift(() => db.destroy());
      const migrated = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
      expect(migrated.error).toBeUndefined();

      expect(await visitFeedSince(db)).toBeNull();
      const secret = await makeVisitFeed(db, first);
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await visitFeedOpens(db, secret)).toBe(true);
      expect(await visitFeedSince(db)).toBe(first.toISOString());

      // The database holds no working address: the stored value is not the secret, nor in it.
      const rows = await db.selectFrom("visit_feeds").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(secret);
      expect(await visitFeedOpens(db, rows[0]?.secret_hash ?? "")).toBe(false);

      const renewed = await makeVisitFeed(db, later);
      expect(renewed).not.toBe(secret);
      expect(await visitFeedOpens(db, secret)).toBe(false);
      expect(await visitFeedOpens(db, renewed)).toBe(true);
      expect(await visitFeedSince(db)).toBe(later.toISOString());
      expect(await db.selectFrom("visit_feeds").selectAll().execute()).toHaveLength(1);

      await turnOffVisitFeed(db);
      expect(await visitFeedOpens(db, renewed)).toBe(false);
      expect(await visitFeedSince(db)).toBeNull();
    },
  );
});

describe("a guessed or malformed secret", () => {
  it("opens nothing, whatever its shape, and never throws", async () => {
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(":memory:") }),
    });
    cleanups.push(() => db.destroy());
    await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
    // No feed at all: even the right shape opens nothing.
    expect(await visitFeedOpens(db, "A".repeat(43))).toBe(false);
    const secret = await makeVisitFeed(db, first);
    const oneOff = `${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
    for (const guess of [
      oneOff,
      secret.slice(0, -1),
      `${secret}A`,
      "",
      "../../etc",
      "a/b",
      "é".repeat(43),
    ]) {
      expect(await visitFeedOpens(db, guess), guess).toBe(false);
    }
  });
});
