import SQLite from "better-sqlite3";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { tempDir } from "../../tests/support/server";
import { toE164 } from "./phone";

describe("toE164", () => {
  it("reads any way of typing a US number as +1 and ten digits", () => {
    for (const typed of [
      "(630) 555-0199",
      "630-555-0199",
      "630.555.0199",
      "6305550199",
      "1 630 555 0199",
      "+1 (630) 555-0199",
    ]) {
      expect(toE164(typed), typed).toBe("+16305550199");
    }
  });

  it("keeps another country's code, and an empty phone empty", () => {
    expect(toE164("+44 20 7946 0958")).toBe("+442079460958");
    expect(toE164("")).toBe("");
    expect(toE164("  ")).toBe("");
  });
});

describe("migration 002", () => {
  it("rewrites phones stored before it in E.164", async () => {
    const dataDir = tempDir();
    const file = new SQLite(join(dataDir, "site.sqlite"));
    // The schema as migration 001 left it, with a phone stored as typed.
    file.exec(`
      create table leads (id text primary key, created_at text not null, name text not null, email text not null, phone text not null, service text not null, message text not null, sms_consent text not null, ip text, user_agent text);
      create table review_notices (id text primary key, created_at text not null, client_name text not null, client_phone text not null, review_platforms text not null, review_count integer not null, message text not null, ip text, user_agent text);
      create table outbox (id text primary key, kind text not null, ref_id text not null, status text not null, attempts integer not null default 0, last_error text, next_attempt_at text not null, delivered_at text, created_at text not null, updated_at text not null);
      create table delivery_attempts (outbox_id text not null, attempt integer not null, transport text not null, started_at text not null, finished_at text not null, ok integer not null, error text, primary key (outbox_id, attempt));
      create table captcha_solutions (id text primary key, expires_at text not null);
      create table kysely_migration (name varchar(255) not null primary key, timestamp varchar(255) not null);
      create table kysely_migration_lock (id varchar(255) not null primary key, is_locked integer default 0 not null);
      insert into kysely_migration values ('001-leads-and-outbox', '2026-01-01T00:00:00.000Z');
      insert into leads values ('A', '2026-01-01', 'Maria', '', '(630) 555-0199', 'Kitchens', 'Hello there', 'No', null, null);
      insert into review_notices values ('B', '2026-01-01', 'Tom', '630 555 0123', '["google"]', 1, '', null, null);
    `);
    file.close();
    const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    try {
      expect(await store.db.selectFrom("leads").select("phone").execute()).toEqual([
        { phone: "+16305550199" },
      ]);
      expect(await store.db.selectFrom("review_notices").select("client_phone").execute()).toEqual([
        { client_phone: "+16305550123" },
      ]);
    } finally {
      await store.close();
    }
  });
});
