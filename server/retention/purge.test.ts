import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { reviewPayloadSchema } from "../../contracts/review-schema";
import { backends, type Scratch } from "../../tests/support/scratch-database";
import { tempDir, validContact, validReview } from "../../tests/support/server";
import { phoneWeekPrefix } from "../channels/text-gate";
import { storeLead, storeReviewNotice } from "../leads/store";
import { purgeExpired } from "./purge";

const scratches: Scratch[] = [];
afterEach(async () => {
  for (const scratch of scratches.splice(0)) await scratch.drop();
});

const day = 24 * 60 * 60_000;

describe.each(backends)("retention purge on $name", (backend) => {
  it("deletes what is older than RETENTION_DAYS and drops IP and user agent after IP_RETENTION_DAYS", async () => {
    const scratch = await backend.create();
    scratches.push(scratch);
    const { db } = await scratch.open();
    const now = new Date("2028-06-01T00:00:00.000Z");
    const ago = (days: number) => new Date(now.getTime() - days * day);
    const meta = (at: Date) => ({ ip: "203.0.113.9", userAgent: "Mozilla/5.0", now: at });
    const expired = await storeLead(db, quoteRequestSchema.parse(validContact), meta(ago(731)));
    const expiredReview = await storeReviewNotice(
      db,
      reviewPayloadSchema.parse(validReview),
      meta(ago(800)),
    );
    const month = await storeLead(db, quoteRequestSchema.parse(validContact), meta(ago(45)));
    const fresh = await storeLead(db, quoteRequestSchema.parse(validContact), meta(ago(2)));
    const expiredOutbox = await db
      .selectFrom("outbox")
      .select("id")
      .where("ref_id", "=", expired)
      .executeTakeFirstOrThrow();
    await db
      .insertInto("delivery_attempts")
      .values({
        outbox_id: expiredOutbox.id,
        attempt: 1,
        transport: "file",
        started_at: ago(731).toISOString(),
        finished_at: ago(731).toISOString(),
        ok: 1,
        error: null,
      })
      .execute();
    await db
      .insertInto("captcha_solutions")
      .values({ id: "used", expires_at: ago(1).toISOString() })
      .execute();
    await db
      .insertInto("captcha_solutions")
      .values({ id: "live", expires_at: new Date(now.getTime() + 60_000).toISOString() })
      .execute();

    const mailDir = join(tempDir(), "mail");
    mkdirSync(mailDir);
    for (const id of [expired, month, fresh])
      writeFileSync(join(mailDir, `${id}.contact.eml`), "x");
    const stray = join(mailDir, "OLD0-DIGE-ST00.digest.eml");
    writeFileSync(stray, "x");
    utimesSync(stray, ago(740), ago(740));

    const purged = await purgeExpired(
      db,
      { retentionDays: 730, ipRetentionDays: 30, mailDir },
      now,
    );
    expect(purged).toMatchObject({
      leads: 1,
      reviewNotices: 1,
      outboxRows: 2,
      mailFiles: 2,
      addressesDropped: 1,
      captchaSolutions: 1,
    });

    const leads = await db
      .selectFrom("leads")
      .select(["id", "ip", "user_agent"])
      .orderBy("created_at")
      .execute();
    expect(leads).toEqual([
      { id: month, ip: null, user_agent: null },
      { id: fresh, ip: "203.0.113.9", user_agent: "Mozilla/5.0" },
    ]);
    expect(
      await db.selectFrom("review_notices").select("id").where("id", "=", expiredReview).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom("outbox")
        .select("ref_id")
        .where("ref_id", "in", [expired, expiredReview])
        .execute(),
    ).toEqual([]);
    expect(await db.selectFrom("delivery_attempts").selectAll().execute()).toEqual([]);
    expect(
      (await db.selectFrom("captcha_solutions").select("id").execute()).map((r) => r.id),
    ).toEqual(["live"]);
    expect(existsSync(join(mailDir, `${expired}.contact.eml`))).toBe(false);
    expect(existsSync(stray)).toBe(false);
    expect(existsSync(join(mailDir, `${month}.contact.eml`))).toBe(true);
  });

  it("takes a purged lead's estimate visits with it, street address and held time included (issue 55)", async () => {
    const scratch = await backend.create();
    scratches.push(scratch);
    const { db } = await scratch.open();
    const now = new Date("2028-06-01T00:00:00.000Z");
    const ago = (days: number) => new Date(now.getTime() - days * day);
    const meta = (at: Date) => ({ ip: null, userAgent: null, now: at });
    const expired = await storeLead(db, quoteRequestSchema.parse(validContact), meta(ago(731)));
    const fresh = await storeLead(db, quoteRequestSchema.parse(validContact), meta(ago(2)));
    const visit = (id: string, leadId: string, startsAt: Date) => ({
      id,
      lead_id: leadId,
      starts_at: startsAt.toISOString(),
      ends_at: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      day: startsAt.toISOString().slice(0, 10),
      street_address: `${id} Elm St`,
      status: "booked" as const,
      sequence: 0,
      created_at: startsAt.toISOString(),
      updated_at: startsAt.toISOString(),
    });
    const old = visit("OLD", expired, ago(729));
    const kept = visit("NEW", fresh, new Date(now.getTime() + 2 * day));
    await db.insertInto("visits").values([old, kept]).execute();
    await db
      .insertInto("visit_cells")
      .values([
        { cell: 1, visit_id: "OLD" },
        { cell: 2, visit_id: "NEW" },
      ])
      .execute();
    await db
      .insertInto("visit_days")
      .values([
        { day: old.day, visits: 1 },
        { day: kept.day, visits: 1 },
      ])
      .execute();

    await purgeExpired(db, { retentionDays: 730, ipRetentionDays: 30, mailDir: tempDir() }, now);

    expect(await db.selectFrom("visits").select("id").execute()).toEqual([{ id: "NEW" }]);
    expect(await db.selectFrom("visit_cells").select("visit_id").execute()).toEqual([
      { visit_id: "NEW" },
    ]);
    const days = await db.selectFrom("visit_days").selectAll().orderBy("day").execute();
    expect(days).toEqual([
      { day: old.day, visits: 0 },
      { day: kept.day, visits: 1 },
    ]);
  });

  it("keeps a phone's daily text counts for the week's limit, and forgets them after 8 days", async () => {
    const scratch = await backend.create();
    scratches.push(scratch);
    const { db } = await scratch.open();
    const now = new Date("2028-06-10T12:00:00.000Z");
    const slots = ["2028-06-01", "2028-06-02", "2028-06-04", "2028-06-10"].map(
      (date) => `${phoneWeekPrefix}${date}/hash`,
    );
    await db
      .insertInto("notification_counts")
      .values(slots.map((slot) => ({ slot, sent: 1 })))
      .execute();
    await purgeExpired(db, { retentionDays: 730, ipRetentionDays: 30, mailDir: tempDir() }, now);
    const kept = await db
      .selectFrom("notification_counts")
      .select("slot")
      .orderBy("slot")
      .execute();
    expect(kept.map((row) => row.slot)).toEqual(slots.slice(1));
  });
});

describe("retention defaults", () => {
  it("match the privacy policy: two years, and thirty days for IP addresses", async () => {
    const { loadConfig } = await import("../config");
    const { privacy } = await import("../../content/privacy");
    // Production, the default, needs its public origin (issue 32).
    const config = loadConfig({ PUBLIC_URL: "https://www.ironwood.example" });
    const policy = JSON.stringify(privacy);
    expect(config.RETENTION_DAYS).toBe(730);
    expect(policy).toContain("deleted from the website's server 2 years after they arrive");
    expect(config.IP_RETENTION_DAYS).toBe(30);
    expect(policy).toContain("browser type it came from for 30 days");
    expect(policy).toContain("beyond the reach of the website");
    expect(policy).toContain("restore it as it was at any moment of the last 30 days");
  });
});
