import type { Kysely, Migration } from "kysely";

/**
 * Decision 230: the check value of the key that hashes opt-outs and erasures (an HMAC of
 * a fixed label), so a server given another key refuses to start instead of silently
 * forgetting every STOP. One row per key, by name.
 */
export const keyChecks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("key_checks")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
};
