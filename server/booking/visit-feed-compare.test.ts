import SQLite from "better-sqlite3";
import type * as crypto from "node:crypto";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { migrationProvider } from "../db/migrations";
import type { Database } from "../db/schema";

// The compare is watched: a secret must be checked in constant time, not with ===.
const compared = vi.hoisted(() => ({ calls: 0 }));
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return {
    ...actual,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      compared.calls += 1;
      return actual.timingSafeEqual(a, b);
    },
  };
});

describe("the visit feed's secret compare", () => {
  it("goes through timingSafeEqual, for a right secret and a wrong one alike", async () => {
    const { makeVisitFeed, visitFeedOpens } = await import("./visit-feed");
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(":memory:") }),
    });
    await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
    const secret = await makeVisitFeed(db, new Date("2027-03-01T15:00:00Z"));
    compared.calls = 0;
    expect(await visitFeedOpens(db, secret)).toBe(true);
    expect(
      await visitFeedOpens(db, `${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`),
    ).toBe(false);
    expect(compared.calls).toBe(2);
    await db.destroy();
  });
});
