import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { adminRoutes, type EntryDetail, type InboxList } from "../../contracts/admin-api";
import { call, signIn } from "../../tests/support/admin";
import { plainJpeg } from "../../tests/support/images";
import { startTestApp, type TestApp } from "../../tests/support/server";
import { storeLead } from "../leads/store";
import { preparePhoto } from "../photos/prepare";

const opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

async function leadWithPhotos(t: TestApp) {
  const photos = [
    await preparePhoto("kitchen.jpg", await plainJpeg(800, 600)),
    await preparePhoto("wall.jpg", await plainJpeg(600, 900)),
  ];
  return storeLead(
    t.store.db,
    {
      name: "Maria Lopez",
      email: "maria@example.com",
      phone: "(630) 555-0199",
      service: "Kitchens",
      message: "A kitchen this spring.",
      smsConsent: "No",
      type: "contact",
      zip: "46320",
      contactPreference: "text",
      bestTime: "evening",
    },
    { ip: null, userAgent: null, now: new Date(), photos },
  );
}

describe("a lead's photos and details in the inbox", () => {
  it("are counted in the list, listed on the lead's page, and served to the owner alone", async () => {
    const t = await startTestApp();
    opened.push(t);
    const cookie = await signIn(t, "owner@ironwood.example");
    const id = await leadWithPhotos(t);

    const list = (await call(t, adminRoutes.inbox, { cookie })).json() as InboxList;
    expect(list.items[0]).toMatchObject({ id, photoCount: 2, outsideServiceArea: true });

    const detail = (await call(t, adminRoutes.entry(id), { cookie })).json() as EntryDetail;
    expect(detail.photos).toEqual([
      { url: adminRoutes.photo(id, 0), width: 800, height: 600 },
      { url: adminRoutes.photo(id, 1), width: 600, height: 900 },
    ]);
    expect(detail.fields).toEqual(
      expect.arrayContaining([
        { label: "ZIP code", value: "46320 (outside the service area)" },
        { label: "Contact by", value: "Text message" },
        { label: "Best time", value: "Evening" },
      ]),
    );

    const photo = await call(t, adminRoutes.photo(id, 1), { cookie });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    expect(photo.headers["cache-control"]).toBe("no-store");
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ width: 600, height: 900 });

    expect((await call(t, adminRoutes.photo(id, 2), { cookie })).statusCode).toBe(404);
    const stranger = await call(t, adminRoutes.photo(id, 0));
    expect(stranger.statusCode).toBe(401);
    expect(stranger.rawPayload.length).toBeLessThan(200);
  });
});
