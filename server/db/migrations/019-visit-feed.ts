import type { Kysely, Migration } from "kysely";

/**
 * Issue 55: the owner's private ICS feed of the visits (decision 260). One row at most: the
 * SHA-256 of the feed's secret and when it was made. The secret itself is never stored, so
 * a copy of the database holds no working feed address.
 */
export const visitFeed: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("visit_feeds")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("secret_hash", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
};
