import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** A stored photo as it is served: always JPEG (every upload is re-encoded). */
export type PhotoFile = { bytes: Buffer; contentType: "image/jpeg"; width: number; height: number };

/** One photo of a lead by its position from 0, or undefined when there is none. */
export async function loadPhoto(
  db: Kysely<Database>,
  leadId: string,
  index: number,
): Promise<PhotoFile | undefined> {
  if (!Number.isSafeInteger(index) || index < 0) return undefined;
  const row = await db
    .selectFrom("lead_photos")
    .select(["bytes", "width", "height"])
    .where("lead_id", "=", leadId)
    .where("position", "=", index)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    bytes: Buffer.from(row.bytes),
    contentType: "image/jpeg",
    width: Number(row.width),
    height: Number(row.height),
  };
}

/** Each photo's size, in position order, without reading the photos themselves. */
export async function photoSummaries(
  db: Kysely<Database>,
  leadId: string,
): Promise<{ width: number; height: number }[]> {
  const rows = await db
    .selectFrom("lead_photos")
    .select(["width", "height"])
    .where("lead_id", "=", leadId)
    .orderBy("position")
    .execute();
  return rows.map((row) => ({ width: Number(row.width), height: Number(row.height) }));
}

/** Every photo of a lead, in the order the visitor attached them: a person's copy of their data. */
export async function loadPhotos(db: Kysely<Database>, leadId: string): Promise<PhotoFile[]> {
  const rows = await db
    .selectFrom("lead_photos")
    .select(["bytes", "width", "height"])
    .where("lead_id", "=", leadId)
    .orderBy("position")
    .execute();
  return rows.map((row) => ({
    bytes: Buffer.from(row.bytes),
    contentType: "image/jpeg",
    width: Number(row.width),
    height: Number(row.height),
  }));
}
