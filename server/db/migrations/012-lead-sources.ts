import type { Kysely, Migration } from "kysely";

/**
 * Issue 38: where a lead came from, and what its job was worth. The touches are the
 * encoded text the browser sent (contracts/visit-touch.ts); the value is the whole
 * dollars the owner entered when marking the lead won. All go with the lead on erasure.
 */
export const leadSources: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("leads").addColumn("first_touch", "text").execute();
    await db.schema.alterTable("leads").addColumn("last_touch", "text").execute();
    await db.schema.alterTable("leads").addColumn("won_value", "integer").execute();
    await db.schema.alterTable("leads").addColumn("won_at", "text").execute();
  },
};
