import { type Kysely, type Migration, type MigrationProvider, sql } from "kysely";
import { ownerInbox } from "./migrations/004-owner-inbox";
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
  "004-owner-inbox": ownerInbox,
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
