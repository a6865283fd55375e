import { unzipSync } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { adminErrors } from "../../content/admin-entries";
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
import { addNote } from "./entry-changes";

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
    const response = await call(t, adminRoutes.exportPerson(maria, [maria]));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: adminErrors.signIn });
    expect(response.headers["content-disposition"]).toBeUndefined();
  });

  it("an attacker's page on another origin is refused with 403, even with the owner's cookie", async () => {
    const t = await app();
    const cookie = await signIn(t);
    const { maria } = await twoPeople(t);
    const foreign = await call(t, adminRoutes.exportPerson(maria, [maria]), {
      cookie,
      origin: "https://attacker.example",
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: adminErrors.foreignOrigin });

    // A link on another site, followed in the owner's browser, names no Origin on a GET.
    const crossSite = await t.app.inject({
      method: "GET",
      url: adminRoutes.exportPerson(maria, [maria]),
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
      url: adminRoutes.exportPerson(maria, [maria, review]),
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

    const unknown = await call(t, adminRoutes.exportPerson("NO-SUCH-LEAD", ["NO-SUCH-LEAD"]), {
      cookie,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: adminErrors.notFound });
  });

  it("the copy holds the person's text thread and the pictures they texted", async () => {
    const t = await app();
    const cookie = await signIn(t);
    const { maria, review } = await twoPeople(t);
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
      url: adminRoutes.exportPerson(maria, [maria, review]),
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

  it("the copy holds the person's estimate visits: time, street address and status (issue 55)", async () => {
    const t = await app();
    const cookie = await signIn(t);
    const { maria, ann } = await twoPeople(t);
    const visit = (
      id: string,
      leadId: string,
      startsAt: string,
      address: string,
      status: "booked" | "cancelled",
    ) => ({
      id,
      lead_id: leadId,
      starts_at: startsAt,
      ends_at: startsAt.replace("T15:", "T16:"),
      day: startsAt.slice(0, 10),
      street_address: address,
      status,
      sequence: status === "cancelled" ? 1 : 0,
      created_at: "2026-11-20T15:05:00.000Z",
      updated_at: "2026-11-20T15:10:00.000Z",
    });
    await t.store.db
      .insertInto("visits")
      .values([
        visit("V-2", maria, "2026-11-24T15:00:00.000Z", "12 Elm St, Naperville", "booked"),
        visit("V-1", maria, "2026-11-23T15:00:00.000Z", "12 Elm St, Naperville", "cancelled"),
        visit("V-3", ann, "2026-11-25T15:00:00.000Z", "9 Oak Ave, Aurora", "booked"),
      ])
      .execute();

    const response = await t.app.inject({
      method: "GET",
      url: adminRoutes.exportPerson(maria, [maria]),
      headers: { cookie, origin: siteOrigin(t), "sec-fetch-site": "same-origin" },
    });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = Buffer.from(files["person.json"] ?? []).toString("utf8");
    expect(JSON.parse(text).leads[0].visits).toEqual([
      {
        starts_at: "2026-11-23T15:00:00.000Z",
        ends_at: "2026-11-23T16:00:00.000Z",
        street_address: "12 Elm St, Naperville",
        status: "cancelled",
        created_at: "2026-11-20T15:05:00.000Z",
        updated_at: "2026-11-20T15:10:00.000Z",
      },
      {
        starts_at: "2026-11-24T15:00:00.000Z",
        ends_at: "2026-11-24T16:00:00.000Z",
        street_address: "12 Elm St, Naperville",
        status: "booked",
        created_at: "2026-11-20T15:05:00.000Z",
        updated_at: "2026-11-20T15:10:00.000Z",
      },
    ]);
    expect(text).not.toContain("9 Oak Ave");
  });
});

/**
 * Vera's lead (a photo, a note, a text she sent), then Mallory's: Mallory's own e-mail and
 * Vera's phone, as an attacker who knows the phone would file it. And Ann, unrelated.
 */
async function victimAndAttacker(t: TestApp) {
  const { db } = t.store;
  const now = new Date("2026-11-20T15:00:00.000Z");
  const victim = await storeLead(
    db,
    quoteRequestSchema.parse({
      ...validContact,
      name: "Vera Quill",
      email: "vera@example.org",
      phone: "630-555-0142",
      message: "The side door code is 4411.",
    }),
    {
      ip: "198.51.100.7",
      userAgent: "Vera's tablet",
      now,
      photos: [await preparePhoto("porch.jpg", await plainJpeg(640, 480))],
    },
  );
  await addNote(db, victim, "Vera's gate sticks.", "owner@ironwood.example", now);
  await storeInbound(db, {
    sid: "SM00000000000000000000000000000042",
    from: "+16305550142",
    body: "Vera here, the dog is friendly.",
    stopRequest: false,
    media: [],
    alert: false,
    now: new Date("2026-11-20T16:00:00.000Z"),
  });
  const attacker = await storeLead(
    db,
    quoteRequestSchema.parse({
      ...validContact,
      name: "Mal Lory",
      email: "mal@example.net",
      phone: "(630) 555-0142",
      message: "A small deck.",
    }),
    { ip: null, userAgent: null, now: new Date("2026-11-21T15:00:00.000Z") },
  );
  const ann = await storeLead(
    db,
    quoteRequestSchema.parse({
      ...validContact,
      name: "Ann Smith",
      email: "ann@example.com",
      phone: "+44 20 7946 0958",
    }),
    { ip: null, userAgent: null, now },
  );
  return { victim, attacker, ann };
}

const victimTraces = [
  "Vera",
  "vera@example.org",
  "4411",
  "198.51.100.7",
  "gate sticks",
  "dog is friendly",
];

describe.each(apps)(
  "a person's data is merged only as the owner confirms, on $name",
  ({ start }) => {
    async function app() {
      const s = await start();
      started.push(s);
      return s.t;
    }

    function download(t: TestApp, cookie: string, url: string) {
      return t.app.inject({
        method: "GET",
        url,
        headers: { cookie, origin: siteOrigin(t), "sec-fetch-site": "same-origin" },
      });
    }

    it("an attacker who files a quote with a victim's phone gets none of the victim's data in their export", async () => {
      const t = await app();
      const cookie = await signIn(t);
      const { victim, attacker } = await victimAndAttacker(t);

      const response = await download(t, cookie, adminRoutes.exportPerson(attacker, [attacker]));
      expect(response.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(response.rawPayload));
      expect(Object.keys(files)).toEqual(["person.json"]);
      const text = Buffer.from(files["person.json"] ?? []).toString("utf8");
      const person = JSON.parse(text);
      expect(person.leads.map((lead: { id: string }) => lead.id)).toEqual([attacker]);
      expect(text).not.toContain(victim);
      for (const trace of victimTraces) expect(text).not.toContain(trace);
    });

    it("the owner sees every lead that shares the entry's e-mail or phone, with the key that matched it", async () => {
      const t = await app();
      const cookie = await signIn(t);
      const { victim, attacker } = await victimAndAttacker(t);

      const response = await call(t, adminRoutes.personMatches(attacker), { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        matches: [
          {
            id: victim,
            kind: "lead",
            name: "Vera Quill",
            email: "vera@example.org",
            phone: "+16305550142",
            createdAt: "2026-11-20T15:00:00.000Z",
            matchedBy: ["phone"],
          },
          {
            id: attacker,
            kind: "lead",
            name: "Mal Lory",
            email: "mal@example.net",
            phone: "+16305550142",
            createdAt: "2026-11-21T15:00:00.000Z",
            matchedBy: ["email", "phone"],
          },
        ],
      });
      const none = await call(t, adminRoutes.personMatches("NO-SUCH-LEAD"), { cookie });
      expect(none.statusCode).toBe(404);
    });

    it("an attacker's export or erase that names a lead outside the entry's matches is refused", async () => {
      const t = await app();
      const cookie = await signIn(t);
      const { attacker, ann } = await victimAndAttacker(t);

      for (const ids of [[ann], [attacker, ann], []]) {
        const refused = await download(t, cookie, adminRoutes.exportPerson(attacker, ids));
        expect(refused.statusCode).toBe(400);
        expect(refused.headers["content-disposition"]).toBeUndefined();
        const erase = await call(t, adminRoutes.erase, {
          method: "POST",
          cookie,
          body: { entry: attacker, ids },
        });
        expect(erase.statusCode).toBe(400);
      }
      expect((await call(t, adminRoutes.entry(ann), { cookie })).statusCode).toBe(200);
      expect((await call(t, adminRoutes.entry(attacker), { cookie })).statusCode).toBe(200);
    });

    it("erasing the attacker's entry leaves the victim's lead", async () => {
      const t = await app();
      const cookie = await signIn(t);
      const { victim, attacker } = await victimAndAttacker(t);

      const erased = await call(t, adminRoutes.erase, {
        method: "POST",
        cookie,
        body: { entry: attacker, ids: [attacker] },
      });
      expect(erased.statusCode).toBe(200);
      expect(erased.json()).toEqual({ leads: 1, reviewNotices: 0 });
      expect((await call(t, adminRoutes.entry(attacker), { cookie })).statusCode).toBe(404);
      const left = await call(t, adminRoutes.entry(victim), { cookie });
      expect(left.statusCode).toBe(200);
      expect(left.json()).toMatchObject({
        name: "Vera Quill",
        notes: [{ body: "Vera's gate sticks." }],
      });
      const photos = await t.store.db
        .selectFrom("lead_photos")
        .select("lead_id")
        .where("lead_id", "=", victim)
        .execute();
      expect(photos).toHaveLength(1);
    });

    it("an erase from an attacker's page on another origin erases nothing", async () => {
      const t = await app();
      const cookie = await signIn(t);
      const { attacker } = await victimAndAttacker(t);
      const foreign = await call(t, adminRoutes.erase, {
        method: "POST",
        cookie,
        origin: "https://attacker.example",
        body: { entry: attacker, ids: [attacker] },
      });
      expect(foreign.statusCode).toBe(403);
      expect((await call(t, adminRoutes.entry(attacker), { cookie })).statusCode).toBe(200);
    });
  },
);
