import { type Kysely, type Migration, sql } from "kysely";

/**
 * Issue 52: a request from the financing form is stored as such (decision 249), where the
 * inbox had told it only by its message. The rows stored before are marked by the words the
 * form sent for an empty message up to now; written here, not read from content/, so a later
 * rewording of the form cannot change what this migration did.
 */
const financingFormMessage = "Financing inquiry";

export const financingRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("leads")
      .addColumn("financing", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update leads set financing = 1 where trim(message) = ${financingFormMessage}`.execute(
      db,
    );
  },
};
