import { type Kysely, type Migration, PostgresAdapter } from "kysely";

/**
 * Issue 54: every phone call to the business's Twilio numbers. A call is keyed by Twilio's
 * CallSid, unique, so a webhook retried on this instance or another stores it once. Its
 * voicemail is kept in the row like a lead's photo (owner-only, in the backup, gone with
 * the lead), after it was fetched from Twilio and deleted there.
 */
export const calls: Migration = {
  async up(db: Kysely<unknown>) {
    // As lead_photos: PostgreSQL's binary type is bytea.
    const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";
    await db.schema
      .createTable("calls")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("call_sid", "text", (c) => c.notNull().unique())
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("caller", "text", (c) => c.notNull())
      .addColumn("called", "text", (c) => c.notNull())
      .addColumn("source", "text")
      .addColumn("stir_verstat", "text")
      .addColumn("outcome", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("screened_at", "text")
      .addColumn("ended_at", "text")
      .addColumn("talk_seconds", "integer")
      .addColumn("recording_sid", "text")
      .addColumn("voicemail_seconds", "integer")
      .addColumn("voicemail_type", "text")
      .addColumn("voicemail", bytes)
      .addColumn("transcript", "text")
      .addColumn("text_back", "text")
      .addColumn("finished_at", "text")
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("calls_lead")
      .on("calls")
      .columns(["lead_id", "created_at"])
      .execute();
  },
};
