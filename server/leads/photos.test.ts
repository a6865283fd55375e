import { afterEach, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { plainJpeg } from "../../tests/support/images";
import { backends, type Scratch } from "../../tests/support/scratch-database";
import { tempDir, validContact } from "../../tests/support/server";
import { loadPhoto, photoSummaries } from "../photos/read";
import { purgeExpired } from "../retention/purge";
import { erasePerson } from "./erase";
import { idempotencyKeyHash, storedAnswer } from "./idempotency";
import { storeLead } from "./store";

const scratches: Scratch[] = [];
afterEach(async () => {
  for (const scratch of scratches.splice(0)) await scratch.drop();
});

const day = 24 * 60 * 60_000;
const payload = quoteRequestSchema.parse({ ...validContact, zip: "60540", bestTime: "morning" });

describe.each(backends)("a lead's photos and idempotency keys on $name", (backend) => {
  async function open() {
    const scratch = await backend.create();
    scratches.push(scratch);
    return (await scratch.open()).db;
  }

  it("stores the photos' bytes with the lead and reads them back whole, in order", async () => {
    const db = await open();
    const photos = [
      { bytes: await plainJpeg(300, 200), width: 300, height: 200 },
      { bytes: await plainJpeg(120, 160), width: 120, height: 160 },
    ];
    const now = new Date();
    const id = await storeLead(db, payload, { ip: null, userAgent: null, now, photos });

    expect(await photoSummaries(db, id)).toEqual([
      { width: 300, height: 200 },
      { width: 120, height: 160 },
    ]);
    const second = await loadPhoto(db, id, 1);
    expect(second?.contentType).toBe("image/jpeg");
    expect(second?.bytes.equals(photos[1]!.bytes)).toBe(true);
    expect(await loadPhoto(db, id, 2)).toBeUndefined();
    expect(await loadPhoto(db, id, -1)).toBeUndefined();
    const lead = await db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ zip: "60540", best_time: "morning", photo_count: 2 });
  });

  it("stores one lead for two requests with the same key, even at the same moment", async () => {
    const db = await open();
    const keyHash = idempotencyKeyHash("same-key-12345");
    const idempotency = { keyHash, answer: (id: string) => JSON.stringify({ success: true, id }) };
    const now = new Date();
    const photos = [{ bytes: await plainJpeg(100, 100), width: 100, height: 100 }];
    const meta = { ip: null, userAgent: null, now, photos, idempotency };
    const [a, b] = await Promise.all([storeLead(db, payload, meta), storeLead(db, payload, meta)]);
    expect(a).toBe(b);
    expect(await db.selectFrom("leads").select("id").execute()).toEqual([{ id: a }]);
    expect(await db.selectFrom("lead_photos").select("lead_id").execute()).toHaveLength(1);
    expect(await db.selectFrom("outbox").select("id").execute()).toHaveLength(1);
    expect(await storedAnswer(db, keyHash, now)).toEqual({
      answer: JSON.stringify({ success: true, id: a }),
      leadId: a,
    });
    // A day later the key is forgotten: the same key then stores a new request.
    expect(await storedAnswer(db, keyHash, new Date(now.getTime() + day + 1))).toBeUndefined();
  });

  it("erases a person's photos and keys, and purges them with the lead or after a day", async () => {
    const db = await open();
    const now = new Date("2028-06-01T00:00:00.000Z");
    const photos = [{ bytes: await plainJpeg(100, 100), width: 100, height: 100 }];
    const keyed = (key: string) => ({
      keyHash: idempotencyKeyHash(key),
      answer: (id: string) => JSON.stringify({ success: true, id }),
    });
    const meta = (at: Date, key: string) => ({
      ip: null,
      userAgent: null,
      now: at,
      photos,
      idempotency: keyed(key),
    });
    const other = quoteRequestSchema.parse({ ...validContact, email: "tom@example.com" });
    const old = await storeLead(
      db,
      other,
      meta(new Date(now.getTime() - 731 * day), "old-key-1234"),
    );
    const yesterday = await storeLead(
      db,
      other,
      meta(new Date(now.getTime() - 2 * day), "yesterday-key-1"),
    );
    const maria = await storeLead(db, payload, meta(now, "maria-key-1234"));

    const erased = await erasePerson(db, { email: "maria@example.com" }, tempDir());
    expect(erased).toMatchObject({ leads: [maria], photos: 1 });
    expect(await photoSummaries(db, maria)).toEqual([]);
    const keys = async () =>
      (await db.selectFrom("idempotency_keys").select("lead_id").execute()).map((r) => r.lead_id);
    expect((await keys()).sort()).toEqual([old, yesterday].sort());

    const purged = await purgeExpired(
      db,
      { retentionDays: 730, ipRetentionDays: 30, mailDir: tempDir() },
      now,
    );
    expect(purged).toMatchObject({ leads: 1, photos: 1, idempotencyKeys: 1 });
    expect(await photoSummaries(db, old)).toEqual([]);
    expect(await photoSummaries(db, yesterday)).toHaveLength(1);
    expect(await keys()).toEqual([]);
  });
});
