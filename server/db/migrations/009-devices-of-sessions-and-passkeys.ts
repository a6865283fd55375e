import type { Kysely, Migration } from "kysely";

/**
 * Issue 32: the Security screen names each session and passkey by the browser and system
 * it came from ("Chrome on Android"), so its owner can tell a stranger's from their own.
 * Only those words are kept, never the whole user agent; rows from before are null.
 */
export const devicesOfSessionsAndPasskeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("sessions").addColumn("device", "text").execute();
    await db.schema.alterTable("passkeys").addColumn("device", "text").execute();
  },
};
