import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { adminRoutes } from "../../contracts/admin-api";
import { thumbnailMaxBytes, thumbnailUrl } from "../../contracts/thumbnails";
import { call, signIn } from "../../tests/support/admin";
import { plainJpeg } from "../../tests/support/images";
import { startTestApp, type TestApp } from "../../tests/support/server";
import { storeLead } from "../leads/store";
import { preparePhoto } from "../photos/prepare";
import { storeInbound } from "../texts/thread";

const opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

async function started() {
  const t = await startTestApp();
  opened.push(t);
  return t;
}

const quote = {
  name: "Maria Lopez",
  email: "maria@example.com",
  phone: "(630) 555-0199",
  service: "Kitchens",
  message: "A kitchen this spring.",
  smsConsent: "No",
  type: "contact",
} as const;

async function leadWith(t: TestApp, photos: Awaited<ReturnType<typeof preparePhoto>>[]) {
  return storeLead(t.store.db, quote, { ip: null, userAgent: null, now: new Date(), photos });
}

/** Noise drawn at the size it is stored: nothing averages out as it shrinks. */
async function noise(side: number): Promise<Buffer> {
  return sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 120 },
    },
  })
    .png()
    .toBuffer();
}

describe("a photo's thumbnails", () => {
  it("are made as the photo is stored, WebP and JPEG, at most 320 px and under 30 KB", async () => {
    const photo = await preparePhoto("kitchen.jpg", await plainJpeg(2048, 1536, 85, 30));
    const grain = await preparePhoto("gravel.png", await noise(400));
    for (const { thumbnails, width, height } of [photo, grain]) {
      const webp = await sharp(thumbnails.webp).metadata();
      const jpeg = await sharp(thumbnails.jpeg).metadata();
      expect(webp.format).toBe("webp");
      expect(jpeg.format).toBe("jpeg");
      expect(thumbnails.webp.length).toBeLessThan(thumbnailMaxBytes);
      expect(thumbnails.jpeg.length).toBeLessThan(thumbnailMaxBytes);
      for (const small of [webp, jpeg]) {
        expect(Math.max(small.width ?? 0, small.height ?? 0)).toBeLessThanOrEqual(320);
        // The photo's shape, so the grid and the viewer agree.
        expect((small.width ?? 0) / (small.height ?? 1)).toBeCloseTo(width / height, 1);
      }
    }
  });

  it("are served to the owner, each in its type, kept a week by the owner's browser alone", async () => {
    const t = await started();
    const cookie = await signIn(t);
    const id = await leadWith(t, [
      await preparePhoto("kitchen.jpg", await plainJpeg(1600, 1200, 85, 30)),
    ]);

    for (const [format, type] of [
      ["webp", "image/webp"],
      ["jpeg", "image/jpeg"],
    ] as const) {
      const answer = await call(t, thumbnailUrl(adminRoutes.photo(id, 0), format), { cookie });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toBe(type);
      expect(answer.headers["cache-control"]).toBe("private, max-age=604800, immutable");
      expect(answer.rawPayload.length).toBeLessThan(thumbnailMaxBytes);
      expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });
    }
    const missing = await call(t, thumbnailUrl(adminRoutes.photo(id, 1), "webp"), { cookie });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
  });

  it("a request without the owner's session gets 401 and no thumbnail", async () => {
    const t = await started();
    const id = await leadWith(t, [await preparePhoto("kitchen.jpg", await plainJpeg(800, 600))]);
    for (const format of ["webp", "jpeg"] as const) {
      const answer = await call(t, thumbnailUrl(adminRoutes.photo(id, 0), format));
      expect(answer.statusCode).toBe(401);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.rawPayload.length).toBeLessThan(200);
    }
    const forged = await call(t, thumbnailUrl(adminRoutes.photo(id, 0), "jpeg"), {
      cookie: "__Host-session=not-a-session; session=not-a-session",
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.rawPayload.length).toBeLessThan(200);
  });

  it("another site's image tag gets 403 and no thumbnail, even with the owner's cookie", async () => {
    const t = await started();
    const cookie = await signIn(t);
    const id = await leadWith(t, [await preparePhoto("kitchen.jpg", await plainJpeg(800, 600))]);
    const answer = await t.app.inject({
      url: thumbnailUrl(adminRoutes.photo(id, 0), "jpeg"),
      headers: { cookie, "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors" },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.rawPayload.length).toBeLessThan(200);
  });

  it("of a texted picture are served from its own lead's thread alone", async () => {
    const t = await started();
    const cookie = await signIn(t);
    const picture = await preparePhoto("tub.jpg", await plainJpeg(1200, 1600, 85, 30));
    const { leadId, messageId } = await storeInbound(t.store.db, {
      sid: "SM00000000000000000000000000000001",
      from: "+16305550123",
      body: "Here is the tub",
      stopRequest: false,
      media: [picture],
      alert: false,
      now: new Date(),
    });
    const url = thumbnailUrl(adminRoutes.textMedia(leadId, messageId, 0), "webp");
    const answer = await call(t, url, { cookie });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("image/webp");
    expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ width: 240, height: 320 });

    const other = await leadWith(t, []);
    const elsewhere = thumbnailUrl(adminRoutes.textMedia(other, messageId, 0), "webp");
    expect((await call(t, elsewhere, { cookie })).statusCode).toBe(404);
    expect((await call(t, url)).statusCode).toBe(401);
  });

  it("of a photo stored without them are made when the inbox first asks, and kept", async () => {
    const t = await started();
    const cookie = await signIn(t);
    const { bytes, width, height } = await preparePhoto("wall.jpg", await plainJpeg(900, 1200));
    const id = await leadWith(t, []);
    await t.store.db
      .insertInto("lead_photos")
      .values({ lead_id: id, position: 0, width, height, bytes })
      .execute();

    const answer = await call(t, thumbnailUrl(adminRoutes.photo(id, 0), "jpeg"), { cookie });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.length).toBeLessThan(thumbnailMaxBytes);
    const row = await t.store.db
      .selectFrom("lead_photos")
      .select(["thumb_webp", "thumb_jpeg"])
      .where("lead_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.thumb_jpeg && Buffer.from(row.thumb_jpeg)).toEqual(answer.rawPayload);
    expect(row.thumb_webp).not.toBeNull();
  });
});
