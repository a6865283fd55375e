import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { thumbnailMaxBytes } from "../../../contracts/thumbnails";
import { plainJpeg } from "../../../tests/support/images";
import { migrationProvider } from "../migrations";
import type { Database } from "../schema";

const opened: Kysely<Database>[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

/** A database as it stood at 013, before thumbnails. */
async function before014() {
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SQLite(":memory:") }),
  });
  opened.push(db);
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error } = await migrator.migrateTo("013-key-checks");
  if (error) throw error;
  return { db, migrator };
}

describe("migration 014", () => {
  it("makes WebP and JPEG thumbnails under 30 KB for the photos and pictures stored before it", async () => {
    const { db, migrator } = await before014();
    const photo = await plainJpeg(2048, 1536, 85, 30);
    const picture = await plainJpeg(900, 1200, 85, 30);
    // Inserted as 013 knew the tables: no thumbnail columns yet.
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await old
      .insertInto("lead_photos")
      .values({ lead_id: "lead-1", position: 0, width: 2048, height: 1536, bytes: photo })
      .execute();
    await old
      .insertInto("text_media")
      .values({ message_id: "text-1", position: 0, width: 900, height: 1200, bytes: picture })
      .execute();

    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();

    const rows = [
      await db.selectFrom("lead_photos").selectAll().executeTakeFirstOrThrow(),
      await db.selectFrom("text_media").selectAll().executeTakeFirstOrThrow(),
    ];
    for (const row of rows) {
      const webp = Buffer.from(row.thumb_webp ?? []);
      const jpeg = Buffer.from(row.thumb_jpeg ?? []);
      expect(webp.length).toBeGreaterThan(0);
      expect(webp.length).toBeLessThan(thumbnailMaxBytes);
      expect(jpeg.length).toBeLessThan(thumbnailMaxBytes);
      expect((await sharp(webp).metadata()).format).toBe("webp");
      const small = await sharp(jpeg).metadata();
      expect(small.format).toBe("jpeg");
      expect(Math.max(small.width ?? 0, small.height ?? 0)).toBe(320);
    }
  });

  it("leaves a photo it cannot read without thumbnails, and migrates the rest", async () => {
    const { db, migrator } = await before014();
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await old
      .insertInto("lead_photos")
      .values([
        {
          lead_id: "lead-1",
          position: 0,
          width: 10,
          height: 10,
          bytes: Buffer.from("not a photo"),
        },
        {
          lead_id: "lead-1",
          position: 1,
          width: 800,
          height: 600,
          bytes: await plainJpeg(800, 600),
        },
      ])
      .execute();
    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    const rows = await db.selectFrom("lead_photos").selectAll().orderBy("position").execute();
    expect(rows.map((row) => row.thumb_jpeg === null)).toEqual([true, false]);
  });
});
