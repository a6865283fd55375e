import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../../tests/support/server";
import { outboxIdRange } from "../leads/ids";
import { openDatabase, type Store } from "./database";

let store: Store | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

/** SQLite's plan for a statement, as one line of its steps. */
async function plan(db: Store["db"], query: string): Promise<string> {
  const { rows } = await sql<{ detail: string }>`${sql.raw(`EXPLAIN QUERY PLAN ${query}`)}`.execute(
    db,
  );
  return rows.map((row) => row.detail).join("; ");
}

describe("the outbox's indexes", () => {
  it("serve the workers' and the digests' lookups", async () => {
    store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
    expect(
      await plan(
        store.db,
        "SELECT * FROM outbox WHERE channel = 'sms' AND status IN ('pending','sending') AND next_attempt_at <= '2026'",
      ),
    ).toContain("outbox_channel_due");
    expect(await plan(store.db, "SELECT * FROM outbox WHERE digest_id = 'd1'")).toContain(
      "outbox_digest",
    );
  });

  it("find a lead's rows on the primary key, by the time they were created with it", async () => {
    store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
    const { from, to } = outboxIdRange(new Date("2026-11-25T22:40:00.123Z"));
    expect(
      await plan(
        store.db,
        `SELECT * FROM outbox WHERE ref_id = 'r1' AND id >= '${from}' AND id <= '${to}'`,
      ),
    ).toMatch(/USING INDEX sqlite_autoindex_outbox_1 \(id>\? AND id<\?\)/);
  });

  it("are no more than a new row needs", async () => {
    store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
    const { rows } = await sql<{
      name: string;
    }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'outbox' AND sql IS NOT NULL ORDER BY name`.execute(
      store.db,
    );
    expect(rows.map((row) => row.name)).toEqual(["outbox_channel_due", "outbox_digest"]);
  });
});
