import { type Kysely, type Migration, PostgresAdapter } from "kysely";

/**
 * Issue 36: a lead's text thread, the pictures of its picture messages, and the phones
 * that said STOP. An opt-out is keyed by a hash of the E.164 number: it outlives the
 * erasure of the person's leads, so no later text reaches someone who said STOP, without
 * keeping the number itself.
 */
export const twoWayTexting: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("text_messages")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("direction", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      // Twilio's MessageSid: a retried webhook finds the text it already stored.
      .addColumn("twilio_sid", "text", (c) => c.unique())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("error_code", "integer")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("read_at", "text")
      .addColumn("stop_request", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("outbox_id", "text")
      .execute();
    await db.schema
      .createIndex("text_messages_lead")
      .on("text_messages")
      .columns(["lead_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("text_messages_outbox")
      .on("text_messages")
      .column("outbox_id")
      .execute();

    // As lead_photos: PostgreSQL's binary type is bytea.
    const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";
    await db.schema
      .createTable("text_media")
      .addColumn("message_id", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("bytes", bytes, (c) => c.notNull())
      .addPrimaryKeyConstraint("text_media_pk", ["message_id", "position"])
      .execute();

    await db.schema
      .createTable("text_opt_outs")
      .addColumn("phone_hash", "text", (c) => c.primaryKey())
      .addColumn("opted_out_at", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("keyword", "text")
      .addColumn("twilio_opt_out_type", "text")
      .execute();

    // A lead that began as a text from an unknown phone, not as a quote request.
    await db.schema
      .alterTable("leads")
      .addColumn("origin", "text", (c) => c.notNull().defaultTo("form"))
      .execute();
  },
};
