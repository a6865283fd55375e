import type { Kysely, Transaction } from "kysely";
import type { ThumbnailFormat } from "../../contracts/thumbnails";
import type { Database } from "../db/schema";
import { servedThumbnail, type ThumbnailFile } from "../photos/thumbnails";
import { awaitsReading } from "./keywords";

/**
 * What the inbox reads of the text threads: a lead's thread, the unread counts, its
 * pictures; and the one write a reading makes, marking a thread read. The texts are
 * written in thread.ts.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** A lead's thread, oldest first, with its pictures' sizes. */
export async function threadOf(db: Db, leadId: string) {
  const texts = await db
    .selectFrom("text_messages")
    .selectAll()
    .where("lead_id", "=", leadId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const ids = texts.map((t) => t.id);
  const media =
    ids.length === 0
      ? []
      : await db
          .selectFrom("text_media")
          .select(["message_id", "position", "width", "height"])
          .where("message_id", "in", ids)
          .orderBy("position")
          .execute();
  return { texts, media };
}

/** One lead's unread inbound texts, as the list counts them: a STOP is not one. */
export async function unreadCountOf(db: Db, leadId: string): Promise<number> {
  const rows = await db
    .selectFrom("text_messages")
    .select("body")
    .where("lead_id", "=", leadId)
    .where("direction", "=", "in")
    .where("read_at", "is", null)
    .execute();
  return rows.filter((row) => awaitsReading(row.body)).length;
}

export async function markRead(db: Db, leadId: string, now: Date): Promise<void> {
  await db
    .updateTable("text_messages")
    .set({ read_at: now.toISOString() })
    .where("lead_id", "=", leadId)
    .where("direction", "=", "in")
    .where("read_at", "is", null)
    .execute();
}

export async function loadTextMedia(db: Db, leadId: string, messageId: string, position: number) {
  return db
    .selectFrom("text_media")
    .innerJoin("text_messages", "text_messages.id", "text_media.message_id")
    .select(["text_media.bytes"])
    .where("text_messages.lead_id", "=", leadId)
    .where("text_media.message_id", "=", messageId)
    .where("text_media.position", "=", position)
    .executeTakeFirst();
}

/** One thumbnail of a texted picture (server/photos/thumbnails.ts), of this lead's thread only. */
export async function loadTextThumbnail(
  db: Kysely<Database>,
  leadId: string,
  messageId: string,
  position: number,
  format: ThumbnailFormat,
): Promise<ThumbnailFile | undefined> {
  const row = db
    .selectFrom("text_media")
    .innerJoin("text_messages", "text_messages.id", "text_media.message_id")
    .where("text_messages.lead_id", "=", leadId)
    .where("text_media.message_id", "=", messageId)
    .where("text_media.position", "=", position);
  return servedThumbnail(
    await row.select(["text_media.thumb_webp", "text_media.thumb_jpeg"]).executeTakeFirst(),
    format,
    async () => (await row.select("text_media.bytes").executeTakeFirst())?.bytes,
    async (made) => {
      await db
        .updateTable("text_media")
        .set({ thumb_webp: made.webp, thumb_jpeg: made.jpeg })
        .where("message_id", "=", messageId)
        .where("position", "=", position)
        .execute();
    },
  );
}
