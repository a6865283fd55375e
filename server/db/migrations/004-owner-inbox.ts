import { type Kysely, type Migration } from "kysely";

/**
 * The owner's inbox: each lead's and notice's status with its history, the owner's notes,
 * and the passkey sign-in's tables. Moved here from migrations.ts as it shipped.
 */
export const ownerInbox: Migration = {
  async up(db: Kysely<unknown>) {
    // The owner works each lead and notice through these statuses (docs/architecture.md §7);
    // the response clock runs from arrival to the first `contacted`.
    for (const table of ["leads", "review_notices"]) {
      await db.schema
        .alterTable(table)
        .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
        .execute();
      await db.schema.alterTable(table).addColumn("first_contacted_at", "text").execute();
    }
    await db.schema
      .createTable("entry_notes")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("entry_id", "text", (c) => c.notNull())
      .addColumn("author", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("entry_notes_entry").on("entry_notes").column("entry_id").execute();
    await db.schema
      .createTable("entry_history")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("entry_id", "text", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("actor", "text", (c) => c.notNull())
      .addColumn("change", "text", (c) => c.notNull())
      .addColumn("from_value", "text")
      .addColumn("to_value", "text")
      .execute();
    await db.schema
      .createIndex("entry_history_entry")
      .on("entry_history")
      .column("entry_id")
      .execute();

    // The people who may sign in: added and revoked only from the server's shell.
    await db.schema
      .createTable("admin_users")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("invited_at", "text", (c) => c.notNull())
      .addColumn("revoked_at", "text")
      .execute();
    // A passkey's public half; the counter is text, as an authenticator's may pass 2^31.
    await db.schema
      .createTable("passkeys")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("admin_users.id"))
      .addColumn("public_key", "text", (c) => c.notNull())
      .addColumn("counter", "text", (c) => c.notNull())
      .addColumn("transports", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("last_used_at", "text")
      .execute();
    await db.schema.createIndex("passkeys_user").on("passkeys").column("user_id").execute();
    // Sessions, invite and sign-in links are kept only as SHA-256 hashes of their tokens.
    await db.schema
      .createTable("sessions")
      .addColumn("id_hash", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("admin_users.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("last_seen_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();
    await db.schema
      .createTable("one_time_tokens")
      .addColumn("hash", "text", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull().references("admin_users.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("used_at", "text")
      .execute();
    await db.schema
      .createIndex("one_time_tokens_user")
      .on("one_time_tokens")
      .column("user_id")
      .execute();
    // A WebAuthn challenge lives in the database so any instance can check the answer.
    await db.schema
      .createTable("webauthn_challenges")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("challenge", "text", (c) => c.notNull())
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("user_id", "text")
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();
  },
};
