import { type Kysely, type Migration, type MigrationProvider, sql } from "kysely";
import { photosAndDetails } from "./migrations/005-photos-and-details";
import { devicesOfSessionsAndPasskeys } from "./migrations/009-devices-of-sessions-and-passkeys";
import { twoWayTexting } from "./migrations/010-two-way-texting";
import { reviewRequests } from "./migrations/011-review-requests";
import { leadSources } from "./migrations/012-lead-sources";
import { keyChecks } from "./migrations/013-key-checks";
import { photoThumbnails } from "./migrations/014-photo-thumbnails";
import { serviceSlugs } from "./migrations/015-service-slugs";
import { calls } from "./migrations/016-calls";
import { booking } from "./migrations/017-booking";
import { financingRequests } from "./migrations/018-financing-requests";
import { visitFeed } from "./migrations/019-visit-feed";
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
  "004-owner-inbox": {
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
      await db.schema
        .createIndex("entry_notes_entry")
        .on("entry_notes")
        .column("entry_id")
        .execute();
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
  },
  "005-photos-and-details": photosAndDetails,
  "006-leaner-outbox-indexes": {
    async up(db: Kysely<unknown>) {
      // Every lead writes a row per channel, and every index of the outbox is written with
      // it. The workers look rows up by channel (outbox_channel_due), so the index without
      // it goes; only digests' members have a digest_id, so only they are indexed by it.
      await db.schema.dropIndex("outbox_due").ifExists().execute();
      await db.schema.dropIndex("outbox_digest").ifExists().execute();
      await db.schema
        .createIndex("outbox_digest")
        .on("outbox")
        .column("digest_id")
        .where(sql.ref("digest_id"), "is not", null)
        .execute();
    },
  },
  "007-acknowledgement-holder": {
    async up(db: Kysely<unknown>) {
      // The thank-you's 24-hour claim is taken by the row that sends it, when it sends it,
      // so the claim names that row: its own retries may still send.
      await db.schema.alterTable("acknowledgements").addColumn("outbox_id", "text").execute();
    },
  },
  "008-outbox-rows-found-by-their-key": {
    async up(db: Kysely<unknown>) {
      // A new row's id begins with its created_at, the same for every row of a lead, so a
      // lead's rows are a range of the primary key (server/leads/ids.ts). The index on
      // ref_id cost every row of every lead an entry; rows written before this migration
      // are still found by ref_id, by a scan.
      await db.schema.dropIndex("outbox_ref").ifExists().execute();
    },
  },
  "009-devices-of-sessions-and-passkeys": devicesOfSessionsAndPasskeys,
  "010-two-way-texting": twoWayTexting,
  "011-review-requests": reviewRequests,
  "012-lead-sources": leadSources,
  "013-key-checks": keyChecks,
  "014-photo-thumbnails": photoThumbnails,
  "015-service-slugs": serviceSlugs,
  "016-calls": calls,
  "017-booking": booking,
  "018-financing-requests": financingRequests,
  "019-visit-feed": visitFeed,
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
