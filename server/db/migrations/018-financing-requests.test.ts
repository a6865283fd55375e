import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrationProvider } from "../migrations";
import type { Database } from "../schema";

const opened: Kysely<Database>[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

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

describe("migration 018", () => {
  it("marks the leads stored before it whose message is the financing form's own words", async () => {
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(":memory:") }),
    });
    opened.push(db);
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo("014-photo-thumbnails")).error).toBeUndefined();
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
  });
});
