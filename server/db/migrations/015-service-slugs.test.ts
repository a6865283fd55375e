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
      const scratch = await createTestDatabase("migration015");
      cleanups.push(scratch.drop);
      return new Kysely<Database>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: scratch.url }) }),
      });
    },
  },
];

/** A lead as the tables stood before 015: its services as the labels the request carried. */
function oldLead(id: string, service: string) {
  return {
    id,
    created_at: "2026-11-30T15:00:00.000Z",
    name: "Dana Whitfield",
    email: `${id}@example.com`,
    phone: "+16305550199",
    service,
    message: "Walk-in shower and a double vanity.",
    sms_consent: "No",
  };
}

describe.each(backends)("migration 015 on $name", ({ open, skip }) => {
  it.skipIf(skip)(
    "stores the services of the leads before it as slugs, the rest as text",
    async () => {
      const db = await open();
      cleanups.unshift(() => db.destroy());
      const migrator = new Migrator({ db, provider: migrationProvider });
      expect((await migrator.migrateTo("014-photo-thumbnails")).error).toBeUndefined();
      const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      await old
        .insertInto("leads")
        .values([
          oldLead("lead-1", "Kitchen Remodeling, Bathroom Remodeling"),
          oldLead("lead-2", "Windows, Gazebo, Windows"),
          oldLead("lead-3", "Pergola,Hot tub"),
          oldLead("lead-4", ""),
        ])
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const rows = await db
        .selectFrom("leads")
        .select(["id", "services", "service"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        {
          id: "lead-1",
          services: '["kitchen-remodeling","bathroom-remodeling"]',
          service: "",
        },
        { id: "lead-2", services: '["windows-and-doors"]', service: "Gazebo" },
        { id: "lead-3", services: "[]", service: "Pergola,Hot tub" },
        { id: "lead-4", services: "[]", service: "" },
      ]);
    },
  );
});
