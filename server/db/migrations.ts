import type { Kysely, Migration, MigrationProvider } from "kysely";
import { photosAndDetails } from "./migrations/005-photos-and-details";
import { toE164 } from "./phone";

/**
 * Schema changes, in order. Never edit a migration that has shipped: add the next one.
 * Column types are the portable subset (text, integer) so the same migrations run on
 * SQLite and PostgreSQL.
 */
const migrations: Record<string, Migration> = {
  "001-leads-and-outbox": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("leads")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("service", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("sms_consent", "text", (c) => c.notNull())
        .addColumn("ip", "text")
        .addColumn("user_agent", "text")
        .execute();
      await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();

      await db.schema
        .createTable("review_notices")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("client_name", "text", (c) => c.notNull())
        .addColumn("client_phone", "text", (c) => c.notNull())
        .addColumn("review_platforms", "text", (c) => c.notNull())
        .addColumn("review_count", "integer", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("ip", "text")
        .addColumn("user_agent", "text")
        .execute();

      await db.schema
        .createTable("outbox")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("ref_id", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("last_error", "text")
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("delivered_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("outbox_due")
        .on("outbox")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema.createIndex("outbox_ref").on("outbox").column("ref_id").execute();

      await db.schema
        .createTable("delivery_attempts")
        .addColumn("outbox_id", "text", (c) => c.notNull().references("outbox.id"))
        .addColumn("attempt", "integer", (c) => c.notNull())
        .addColumn("transport", "text", (c) => c.notNull())
        .addColumn("started_at", "text", (c) => c.notNull())
        .addColumn("finished_at", "text", (c) => c.notNull())
        .addColumn("ok", "integer", (c) => c.notNull())
        .addColumn("error", "text")
        .addPrimaryKeyConstraint("delivery_attempts_pk", ["outbox_id", "attempt"])
        .execute();

      await db.schema
        .createTable("captcha_solutions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("captcha_solutions_expires_at")
        .on("captcha_solutions")
        .column("expires_at")
        .execute();
    },
  },
  "002-leases-digests-e164": {
    async up(db: Kysely<unknown>) {
      // Which instance holds a `sending` row, and which claim of it: the final update of a
      // delivery only lands while the claim is still the worker's own.
      await db.schema.alterTable("outbox").addColumn("holder", "text").execute();
      await db.schema.alterTable("outbox").addColumn("claim_id", "text").execute();
      // A row held back by the per-minute cap waits for a digest, then points at it.
      await db.schema.alterTable("outbox").addColumn("digest_id", "text").execute();
      // The retry window runs from here: when the row was queued, or re-queued by hand.
      await db.schema.alterTable("outbox").addColumn("queued_at", "text").execute();
      await db.schema.createIndex("outbox_digest").on("outbox").column("digest_id").execute();
      await db.schema
        .createTable("notification_counts")
        .addColumn("slot", "text", (c) => c.primaryKey())
        .addColumn("sent", "integer", (c) => c.notNull())
        .execute();
      await normalisePhones(db, "leads", "phone");
      await normalisePhones(db, "review_notices", "client_phone");
    },
  },
  "003-channels-and-consent": {
    async up(db: Kysely<unknown>) {
      // Each channel of a lead (email, sms, webhook, ack_email, ack_sms) is its own row;
      // the rows written before channels existed were all e-mail to the owner.
      await db.schema
        .alterTable("outbox")
        .addColumn("channel", "text", (c) => c.notNull().defaultTo("email"))
        .execute();
      // The provider's id of what was sent (a Twilio message SID), to learn its fate.
      await db.schema.alterTable("outbox").addColumn("external_id", "text").execute();
      await db.schema
        .createIndex("outbox_channel_due")
        .on("outbox")
        .columns(["channel", "status", "next_attempt_at"])
        .execute();
      // Evidence of an SMS consent: the exact words the visitor was shown, and when.
      await db.schema.alterTable("leads").addColumn("sms_consent_text", "text").execute();
      await db.schema.alterTable("leads").addColumn("sms_consent_at", "text").execute();
      // One acknowledgement per address (hashed) and channel per 24 hours, on every instance.
      await db.schema
        .createTable("acknowledgements")
        .addColumn("recipient", "text", (c) => c.primaryKey())
        .addColumn("sent_at", "text", (c) => c.notNull())
        .execute();
    },
  },
  "005-photos-and-details": photosAndDetails,
};

/** Phones were stored as typed; erasure matches them in E.164, so older rows are rewritten. */
async function normalisePhones(db: Kysely<unknown>, table: string, column: string) {
  const loose = db as Kysely<Record<string, Record<string, string>>>;
  const rows = await loose.selectFrom(table).select(["id", column]).execute();
  for (const row of rows) {
    const phone = row[column] ?? "";
    const normalised = toE164(phone);
    if (normalised !== phone) {
      await loose
        .updateTable(table)
        .set({ [column]: normalised })
        .where("id", "=", row.id ?? "")
        .execute();
    }
  }
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
