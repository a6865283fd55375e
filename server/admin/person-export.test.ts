import { unzipSync } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { adminErrors } from "../../app/content/admin-entries";
import { adminRoutes } from "../../contracts/admin-api";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { reviewPayloadSchema } from "../../contracts/review-schema";
import { call, signIn, siteOrigin } from "../../tests/support/admin";
import { plainJpeg } from "../../tests/support/images";
import { createTestDatabase, skipPostgres } from "../../tests/support/postgres-test-database";
import { startTestApp, type TestApp, validContact, validReview } from "../../tests/support/server";
import { storeLead, storeReviewNotice } from "../leads/store";
import { preparePhoto } from "../photos/prepare";
import { storeInbound } from "../texts/thread";
import { addNote } from "./entry";

type Started = { t: TestApp; drop: () => Promise<void> };

const started: Started[] = [];
afterEach(async () => {
  for (const { t, drop } of started.splice(0)) {
    await t.close();
    await drop();
  }
});

const apps: { name: string; start: () => Promise<Started> }[] = [
  { name: "SQLite", start: async () => ({ t: await startTestApp(), drop: async () => {} }) },
  ...(skipPostgres
    ? []
    : [
        {
          name: "PostgreSQL",
          start: async () => {
            const database = await createTestDatabase("export");
            const t = await startTestApp({
              DATABASE_URL: database.url,
              ALTCHA_HMAC_KEY: "export-".repeat(8),
            });
            return { t, drop: database.drop };
          },
        },
      ]),
];

/** Maria's lead with two photos and a note, her review notice, and Ann's lead. */
async function twoPeople(t: TestApp) {
  const { db } = t.store;
  const now = new Date("2026-11-20T15:00:00.000Z");
  const photos = [
    await preparePhoto("kitchen.jpg", await plainJpeg(800, 600)),
    await preparePhoto("wall.jpg", await plainJpeg(600, 900)),
  ];
  const maria = await storeLead(db, quoteRequestSchema.parse(validContact), {
    ip: "203.0.113.9",
    userAgent: "Maria's phone",
    now,
    photos,
  });
  const review = await storeReviewNotice(
    db,
    reviewPayloadSchema.parse({
      ...validReview,
      client_name: "Maria Lopez",
      client_phone: "630-555-0199",
    }),
    { ip: null, userAgent: null, now },
  );
  const ann = await storeLead(
    db,
    quoteRequestSchema.parse({
      ...validContact,
      name: "Ann Smith",
      email: "ann@example.com",
      phone: "+44 20 7946 0958",
      message: "Ann's own attic.",
    }),
    { ip: null, userAgent: null, now },
  );
  await addNote(db, maria, "Called Maria back.", "owner@ironwood.example", now);
  return { maria, review, ann };
}

describe.each(apps)("a copy of a person's data from the inbox, on $name", ({ start }) => {
  async function app() {
    const s = await start();
    started.push(s);
    return s.t;
  }

  it("an attacker without a session gets 401 and no copy", async () => {
    const t = await app();
    const { maria } = await twoPeople(t);
    const response = await call(t, adminRoutes.exportPerson(maria));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: adminErrors.signIn });
    expect(response.headers["content-disposition"]).toBeUndefined();
  });

  it("an attacker's page on another origin is refused with 403, even with the owner's cookie", async () => {
    const t = await app();
    const cookie = await signIn(t);
    const { maria } = await twoPeople(t);
    const foreign = await call(t, adminRoutes.exportPerson(maria), {
      cookie,
      origin: "https://attacker.example",
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: adminErrors.foreignOrigin });

    // A link on another site, followed in the owner's browser, names no Origin on a GET.
    const crossSite = await t.app.inject({
      method: "GET",
      url: adminRoutes.exportPerson(maria),
      headers: { cookie, "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ error: adminErrors.foreignOrigin });
    expect(crossSite.headers["content-disposition"]).toBeUndefined();
  });

  it("the signed-in owner gets a ZIP of everything held about the person, and nobody else's", async () => {
    const t = await app();
    const cookie = await signIn(t);
    const { maria, review, ann } = await twoPeople(t);

    const response = await t.app.inject({
      method: "GET",
      url: adminRoutes.exportPerson(maria),
      headers: { cookie, origin: siteOrigin(t), "sec-fetch-site": "same-origin" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="[\w.-]+\.zip"$/,
    );

    const files = unzipSync(new Uint8Array(response.rawPayload));
    const stored = await t.store.db
      .selectFrom("lead_photos")
      .select(["position", "bytes"])
      .where("lead_id", "=", maria)
      .orderBy("position")
      .execute();
    expect(Object.keys(files).sort()).toEqual(
      ["person.json", `photos/${maria}-1.jpg`, `photos/${maria}-2.jpg`].sort(),
    );
    expect(Buffer.from(files[`photos/${maria}-1.jpg`] ?? [])).toEqual(
      Buffer.from(stored[0]!.bytes),
    );
    expect(Buffer.from(files[`photos/${maria}-2.jpg`] ?? [])).toEqual(
      Buffer.from(stored[1]!.bytes),
    );

    const text = Buffer.from(files["person.json"] ?? []).toString("utf8");
    const person = JSON.parse(text);
    expect(person.leads).toHaveLength(1);
    expect(person.leads[0]).toMatchObject({
      id: maria,
      name: "Maria Lopez",
      email: "maria@example.com",
      phone: "+16305550199",
      message: validContact.message,
      ip: "203.0.113.9",
      user_agent: "Maria's phone",
      created_at: "2026-11-20T15:00:00.000Z",
      photos: [
        { file: `photos/${maria}-1.jpg`, width: 800, height: 600 },
        { file: `photos/${maria}-2.jpg`, width: 600, height: 900 },
      ],
      notes: [{ author: "owner@ironwood.example", body: "Called Maria back." }],
    });
    expect(person.leads[0].notifications.map((n: { channel: string }) => n.channel)).toContain(
      "email",
    );
    expect(person.review_notices).toHaveLength(1);
    expect(person.review_notices[0]).toMatchObject({ id: review, client_name: "Maria Lopez" });
    expect(text).not.toContain(ann);
    expect(text).not.toContain("Ann");

    const unknown = await call(t, adminRoutes.exportPerson("NO-SUCH-LEAD"), { cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: adminErrors.notFound });
  });

  it("the copy holds the person's text thread and the pictures they texted", async () => {
    const t = await app();
    const cookie = await signIn(t);
    const { maria } = await twoPeople(t);
    const picture = await preparePhoto("tub.jpg", await plainJpeg(640, 480));
    await storeInbound(t.store.db, {
      sid: "SM00000000000000000000000000000001",
      from: "+16305550199",
      body: "Can you come Saturday? Here is the tub.",
      stopRequest: false,
      media: [picture],
      alert: false,
      now: new Date("2026-11-21T15:00:00.000Z"),
    });

    const response = await t.app.inject({
      method: "GET",
      url: adminRoutes.exportPerson(maria),
      headers: { cookie, origin: siteOrigin(t), "sec-fetch-site": "same-origin" },
    });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const person = JSON.parse(Buffer.from(files["person.json"] ?? []).toString("utf8"));
    const [text] = person.leads[0].texts;
    expect(text).toMatchObject({
      direction: "in",
      body: "Can you come Saturday? Here is the tub.",
      pictures: [{ width: 640, height: 480 }],
    });
    expect(Buffer.from(files[text.pictures[0].file] ?? [])).toEqual(picture.bytes);
  });
});
