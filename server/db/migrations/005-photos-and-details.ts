import { type Kysely, type Migration, PostgresAdapter } from "kysely";

/**
 * Issue 26: a quote request's three optional details, its photos, and the answers kept
 * for a resend with the same Idempotency-Key (docs/architecture.md §5).
 */
export const photosAndDetails: Migration = {
  async up(db: Kysely<unknown>) {
    // The details as the visitor chose them; null when not given.
    await db.schema.alterTable("leads").addColumn("zip", "text").execute();
    await db.schema.alterTable("leads").addColumn("contact_preference", "text").execute();
    await db.schema.alterTable("leads").addColumn("best_time", "text").execute();
    // 1 when the ZIP code is outside the service area (content/service-area.ts).
    await db.schema
      .alterTable("leads")
      .addColumn("outside_service_area", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    // How many rows of lead_photos the lead has: listings and notifications need no join.
    await db.schema
      .alterTable("leads")
      .addColumn("photo_count", "integer", (c) => c.notNull().defaultTo(0))
      .execute();

    // The one column type that is not portable: raw bytes are BLOB on SQLite, BYTEA on
    // PostgreSQL. Photos live in the database so every instance serves them.
    const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";
    await db.schema
      .createTable("lead_photos")
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("bytes", bytes, (c) => c.notNull())
      .addPrimaryKeyConstraint("lead_photos_pk", ["lead_id", "position"])
      .execute();

    // The first answer to a request sent with an Idempotency-Key, by a hash of the key.
    await db.schema
      .createTable("idempotency_keys")
      .addColumn("key_hash", "text", (c) => c.primaryKey())
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("answer", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("idempotency_keys_created_at")
      .on("idempotency_keys")
      .column("created_at")
      .execute();
    await db.schema
      .createIndex("idempotency_keys_lead")
      .on("idempotency_keys")
      .column("lead_id")
      .execute();
  },
};
