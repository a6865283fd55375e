import { describe, expect, it } from "vitest";
import { doctorContext } from "../../tests/support/doctor-context";
import { startTestApp } from "../../tests/support/server";
import { feedsLocalCheck, readStoredMedia, storedMediaCheck } from "./data-checks";

describe("doctor: CALENDAR_FEEDS_ALLOW_LOCAL", () => {
  it("fails in production, warns otherwise, and says nothing when it is off", async () => {
    const production = doctorContext({ CALENDAR_FEEDS_ALLOW_LOCAL: "1" });
    const [fail] = await feedsLocalCheck({
      ...production,
      config: { ...production.config, NODE_ENV: "production" },
    });
    expect(fail).toMatchObject({ mark: "fail", subject: "Calendar feeds" });
    expect(fail?.fix).toContain("CALENDAR_FEEDS_ALLOW_LOCAL");
    const [warn] = await feedsLocalCheck(doctorContext({ CALENDAR_FEEDS_ALLOW_LOCAL: "1" }));
    expect(warn).toMatchObject({ mark: "warn" });
    expect(await feedsLocalCheck(doctorContext())).toEqual([]);
  });
});

describe("doctor: the photos and voicemails kept", () => {
  it("says how many there are and how much they take", async () => {
    const media = {
      photos: { count: 12, bytes: 31_400_000 },
      voicemails: { count: 3, bytes: 1_200_000 },
    };
    const [line] = await storedMediaCheck(doctorContext({}, { storedMedia: async () => media }));
    expect(line).toMatchObject({ mark: "ok", subject: "Stored media" });
    expect(line?.detail).toBe("12 photos, 31.4 MB; 3 voicemails, 1.2 MB");
  });

  it("reads them from the server's database, thumbnails included", async () => {
    const t = await startTestApp();
    try {
      const db = t.store.db;
      const bytes = (n: number) => Buffer.alloc(n, 1);
      await db
        .insertInto("lead_photos")
        .values([
          {
            lead_id: "a",
            position: 0,
            width: 1,
            height: 1,
            bytes: bytes(1000),
            thumb_webp: bytes(10),
            thumb_jpeg: bytes(20),
          },
          {
            lead_id: "a",
            position: 1,
            width: 1,
            height: 1,
            bytes: bytes(500),
            thumb_webp: null,
            thumb_jpeg: null,
          },
        ])
        .execute();
      const media = await readStoredMedia(t.config);
      expect(media).toEqual({
        photos: { count: 2, bytes: 1530 },
        voicemails: { count: 0, bytes: 0 },
      });
    } finally {
      await t.close();
    }
  });
});
