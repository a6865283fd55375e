import type { Kysely, Migration } from "kysely";

/**
 * Issue 37: a finished job's review request. One row per lead: the token of its tracked
 * link, and what the homeowner did with it. The messages themselves are outbox rows.
 */
export const reviewRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("review_requests")
      .addColumn("lead_id", "text", (c) => c.primaryKey())
      .addColumn("token", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("visited_at", "text")
      .addColumn("opened_at", "text")
      .addColumn("unsubscribed_at", "text")
      .execute();
  },
};
