import { existsSync } from "node:fs";
import { join } from "node:path";
import { doctorDataCopy } from "../../content/doctor-data";
import type { Config } from "../config";
import { openDatabase, sqliteFileName } from "../db/database";
import type { DoctorCheck, StoredMedia } from "./line";

/*
 * Two of the doctor's lines about what lives under DATA_DIR (issues 54 and 55): the calendar
 * feeds' test switch, which must never reach the live server, and the size of the photos and
 * voicemails the database keeps (they are in the backup, and a disk fills up with them).
 */

const copy = doctorDataCopy;

/** CALENDAR_FEEDS_ALLOW_LOCAL=1 opens the feeds' fence: a failure in production, else a warning. */
export const feedsLocalCheck: DoctorCheck = async ({ config }) => {
  if (!config.CALENDAR_FEEDS_ALLOW_LOCAL) return [];
  const subject = copy.subjects.calendarFeeds;
  return config.NODE_ENV === "production"
    ? [{ mark: "fail", subject, ...copy.feedsLocal.production }]
    : [{ mark: "warn", subject, ...copy.feedsLocal.elsewhere }];
};

/** How many of a kind, and their bytes. */
export type { MediaCount, StoredMedia } from "./line";

/** "31.4 MB": decimal units, as a disk's size is sold. */
export function sizeLabel(bytes: number): string {
  const units = ["bytes", "kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

export const storedMediaCheck: DoctorCheck = async ({ storedMedia }) => {
  if (!storedMedia) return [];
  const { photos, voicemails } = await storedMedia();
  const detail = copy.storedMedia(
    copy.photos(photos.count, sizeLabel(photos.bytes)),
    copy.voicemails(voicemails.count, sizeLabel(voicemails.bytes)),
  );
  return [{ mark: "ok", subject: copy.subjects.storedMedia, detail }];
};

/**
 * The photos (with their thumbnails) and voicemails in the configured database, counted
 * there by the database itself. A SQLite database that does not exist yet is not made.
 */
export async function readStoredMedia(config: Config): Promise<StoredMedia> {
  const none = { photos: { count: 0, bytes: 0 }, voicemails: { count: 0, bytes: 0 } };
  if (!config.DATABASE_URL && !existsSync(join(config.DATA_DIR, sqliteFileName))) return none;
  const store = await openDatabase(config);
  try {
    const photos = await store.db
      .selectFrom("lead_photos")
      .select((eb) => [
        eb.fn.countAll<number | string>().as("count"),
        eb.fn
          .sum<number | string | null>(
            eb(
              eb(
                eb.fn("length", ["bytes"]),
                "+",
                eb.fn.coalesce(eb.fn("length", ["thumb_webp"]), eb.lit(0)),
              ),
              "+",
              eb.fn.coalesce(eb.fn("length", ["thumb_jpeg"]), eb.lit(0)),
            ),
          )
          .as("bytes"),
      ])
      .executeTakeFirst();
    const voicemails = await store.db
      .selectFrom("calls")
      .where("voicemail", "is not", null)
      .select((eb) => [
        eb.fn.countAll<number | string>().as("count"),
        eb.fn.sum<number | string | null>(eb.fn("length", ["voicemail"])).as("bytes"),
      ])
      .executeTakeFirst();
    const counted = (
      row: { count: number | string; bytes: number | string | null } | undefined,
    ) => ({
      count: Number(row?.count ?? 0),
      bytes: Number(row?.bytes ?? 0),
    });
    return { photos: counted(photos), voicemails: counted(voicemails) };
  } finally {
    await store.close();
  }
}
