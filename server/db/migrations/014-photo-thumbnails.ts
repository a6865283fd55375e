import { type Kysely, type Migration, PostgresAdapter } from "kysely";
import { makeThumbnails } from "../thumbnails";

/**
 * Issue 52: each quote photo and texted picture gets two small copies for the inbox's
 * grid, WebP and JPEG (decision 233). New photos get them as they are stored; this makes
 * them for the photos stored before, one at a time, so memory holds one photo at once.
 */

type Keyed = { lead_id?: string; message_id?: string; position: number };
type PhotoRows = Record<
  string,
  Keyed & { bytes: Uint8Array; thumb_webp: Uint8Array | null; thumb_jpeg: Uint8Array | null }
>;

const tables = [
  { table: "lead_photos", owner: "lead_id" },
  { table: "text_media", owner: "message_id" },
] as const;

export const photoThumbnails: Migration = {
  async up(db: Kysely<unknown>) {
    const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";
    for (const { table } of tables) {
      await db.schema.alterTable(table).addColumn("thumb_webp", bytes).execute();
      await db.schema.alterTable(table).addColumn("thumb_jpeg", bytes).execute();
    }
    const loose = db as unknown as Kysely<PhotoRows>;
    for (const { table, owner } of tables) {
      const keys = await loose
        .selectFrom(table)
        .select([owner, "position"])
        .where("thumb_jpeg", "is", null)
        .execute();
      for (const key of keys) {
        const id = key[owner] ?? "";
        const row = await loose
          .selectFrom(table)
          .select("bytes")
          .where(owner, "=", id)
          .where("position", "=", key.position)
          .executeTakeFirst();
        if (!row) continue;
        // A photo sharp cannot read again keeps no thumbnail: the inbox asks for it later,
        // and the route tries once more (server/photos/thumbnails.ts).
        const made = await makeThumbnails(Buffer.from(row.bytes)).catch(() => undefined);
        if (!made) continue;
        await loose
          .updateTable(table)
          .set({ thumb_webp: made.webp, thumb_jpeg: made.jpeg })
          .where(owner, "=", id)
          .where("position", "=", key.position)
          .execute();
      }
    }
  },
};
