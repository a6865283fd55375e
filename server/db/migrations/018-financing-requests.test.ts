import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, skipPostgres } from "../../../tests/support/postgres-test-database";
import { migrationProvider } from "../migrations";
import type { Database } from "../schema";

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
      const scratch = await createTestDatabase("migration018");
      cleanups.push(scratch.drop);
      return new Kysely<Database>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: scratch.url }) }),
      });
    },
  },
];

/** A lead as the tables stood before 018: no financing column yet. */
function oldLead(id: string, message: string) {
  return {
    id,
    created_at: "2026-11-30T15:00:00.000Z",
    name: "Dana Whitfield",
    email: `${id}@example.com`,
    phone: "+16305550199",
    service: "Bathroom Remodeling",
    message,
    sms_consent: "No",
  };
}

describe.each(backends)("migration 018 on $name", ({ open, skip }) => {
  it.skipIf(skip)(
    "marks the leads stored before it whose message is the financing form's own words",
    async () => {
      const db = await open();
      cleanups.unshift(() => db.destroy());
      const migrator = new Migrator({ db, provider: migrationProvider });
      expect((await migrator.migrateTo("017-booking")).error).toBeUndefined();
      const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      await old
        .insertInto("leads")
        .values([
          oldLead("lead-financing", " Financing inquiry "),
          oldLead("lead-quote", "Walk-in shower and a double vanity."),
        ])
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const rows = await db.selectFrom("leads").select(["id", "financing"]).orderBy("id").execute();
      expect(rows.map((row) => [row.id, Number(row.financing)])).toEqual([
        ["lead-financing", 1],
        ["lead-quote", 0],
      ]);
    },
  );
});
