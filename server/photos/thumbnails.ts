import type { Kysely } from "kysely";
import { thumbnailFormats, type ThumbnailFormat } from "../../contracts/thumbnails";
import type { Database } from "../db/schema";
import type { Thumbnails } from "../db/thumbnails";
import { thumbnailsOf } from "./prepare";

/** A thumbnail as it is served. */
export type ThumbnailFile = { bytes: Buffer; contentType: string };

type StoredThumbnails = { thumb_webp: Uint8Array | null; thumb_jpeg: Uint8Array | null };

/**
 * One thumbnail of a stored photo or picture: the stored copy, or, for one stored without
 * (by an instance older than migration 014, or one the migration could not read), made
 * now from the photo and kept. Undefined when there is no such photo or it cannot be read.
 */
export async function servedThumbnail(
  stored: StoredThumbnails | undefined,
  format: ThumbnailFormat,
  photo: () => Promise<Uint8Array | undefined>,
  keep: (made: Thumbnails) => Promise<void>,
): Promise<ThumbnailFile | undefined> {
  if (!stored) return undefined;
  const { contentType } = thumbnailFormats[format];
  const copy = format === "webp" ? stored.thumb_webp : stored.thumb_jpeg;
  if (copy) return { bytes: Buffer.from(copy), contentType };
  const bytes = await photo();
  if (!bytes) return undefined;
  const made = await thumbnailsOf(Buffer.from(bytes)).catch(() => undefined);
  if (!made) return undefined;
  await keep(made);
  return { bytes: made[format], contentType };
}

/** One thumbnail of a lead's photo by its position from 0, or undefined when there is none. */
export async function loadPhotoThumbnail(
  db: Kysely<Database>,
  leadId: string,
  index: number,
  format: ThumbnailFormat,
): Promise<ThumbnailFile | undefined> {
  if (!Number.isSafeInteger(index) || index < 0) return undefined;
  const row = db
    .selectFrom("lead_photos")
    .where("lead_id", "=", leadId)
    .where("position", "=", index);
  return servedThumbnail(
    await row.select(["thumb_webp", "thumb_jpeg"]).executeTakeFirst(),
    format,
    async () => (await row.select("bytes").executeTakeFirst())?.bytes,
    async (made) => {
      await db
        .updateTable("lead_photos")
        .set({ thumb_webp: made.webp, thumb_jpeg: made.jpeg })
        .where("lead_id", "=", leadId)
        .where("position", "=", index)
        .execute();
    },
  );
}
