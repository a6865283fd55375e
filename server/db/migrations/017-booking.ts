import type { Kysely, Migration } from "kysely";

/**
 * Issue 55: the estimate visit. The owner's availability and calendar feeds, the visits
 * (the homeowner's link to book is signed, not stored: decision 243), and the two tables
 * that keep visits apart in the database itself (decision 245): a unique row per
 * 5-minute cell a visit and its buffer cover, and a per-day count raised only under the cap.
 */
export const booking: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("booking_settings")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("rules", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("calendar_feeds")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("label", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("busy", "text")
      .addColumn("fetched_at", "text")
      .addColumn("last_error", "text")
      .addColumn("last_error_at", "text")
      .execute();
    await db.schema
      .createTable("visits")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("starts_at", "text", (c) => c.notNull())
      .addColumn("ends_at", "text", (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("street_address", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("sequence", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("visits_lead").on("visits").column("lead_id").execute();
    await db.schema.createIndex("visits_starts").on("visits").column("starts_at").execute();
    await db.schema
      .createTable("visit_cells")
      .addColumn("cell", "integer", (c) => c.primaryKey())
      .addColumn("visit_id", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("visit_cells_visit").on("visit_cells").column("visit_id").execute();
    await db.schema
      .createTable("visit_days")
      .addColumn("day", "text", (c) => c.primaryKey())
      .addColumn("visits", "integer", (c) => c.notNull())
      .execute();
  },
};
