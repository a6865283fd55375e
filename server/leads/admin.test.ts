import { afterEach, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { reviewPayloadSchema } from "../../contracts/review-schema";
import { backends, type Scratch } from "../../tests/support/scratch-database";
import { tempDir, validContact, validReview } from "../../tests/support/server";
import { erasePerson, personKey } from "./erase";
import { deliveryStatus, retryFailed } from "./status";
import { storeLead, storeReviewNotice } from "./store";

const scratches: Scratch[] = [];
afterEach(async () => {
  for (const scratch of scratches.splice(0)) await scratch.drop();
});

describe.each(backends)("lead administration on $name", (backend) => {
  async function db() {
    const scratch = await backend.create();
    scratches.push(scratch);
    return (await scratch.open()).db;
  }
  const meta = (iso: string) => ({ ip: null, userAgent: null, now: new Date(iso) });

  it("erases by e-mail in any case, and by phone in any format, leaving everyone else", async () => {
    const store = await db();
    const maria = await storeLead(
      store,
      quoteRequestSchema.parse({ ...validContact, email: "Maria@Example.com" }),
      meta("2026-03-01T10:00:00.000Z"),
    );
    const tom = await storeReviewNotice(
      store,
      reviewPayloadSchema.parse({ ...validReview, client_phone: "(630) 555-0123" }),
      meta("2026-03-01T11:00:00.000Z"),
    );
    const ann = await storeLead(
      store,
      quoteRequestSchema.parse({ ...validContact, email: "ann@example.com", phone: "" }),
      meta("2026-03-01T12:00:00.000Z"),
    );
    const byEmail = await erasePerson(store, personKey("maria@example.COM")!, tempDir());
    expect(byEmail).toMatchObject({ leads: [maria], reviewNotices: [], outboxRows: 1 });
    const byPhone = await erasePerson(store, personKey("630.555.0123")!, tempDir());
    expect(byPhone).toMatchObject({ leads: [], reviewNotices: [tom], outboxRows: 1 });
    expect((await store.selectFrom("leads").select("id").execute()).map((r) => r.id)).toEqual([
      ann,
    ]);
    expect(await store.selectFrom("outbox").select("ref_id").execute()).toEqual([{ ref_id: ann }]);
  });

  it("counts leads and undelivered notifications, and re-queues the failed ones", async () => {
    const store = await db();
    await storeLead(
      store,
      quoteRequestSchema.parse(validContact),
      meta("2026-03-04T09:00:00.000Z"),
    );
    const failed = await storeLead(
      store,
      quoteRequestSchema.parse(validContact),
      meta("2026-02-20T09:00:00.000Z"),
    );
    await store
      .updateTable("outbox")
      .set({ status: "failed" })
      .where("ref_id", "=", failed)
      .execute();
    const now = new Date("2026-03-04T10:00:00.000Z");
    expect(await deliveryStatus(store, now)).toEqual({
      leadsToday: 1,
      leadsThisWeek: 1,
      pending: 1,
      failed: 1,
      oldestUndeliveredAt: "2026-02-20T09:00:00.000Z",
      channels: [{ channel: "email", delivered: 0, pending: 1, failed: 1, lastError: null }],
    });
    expect(await retryFailed(store, now)).toBe(1);
    expect(await deliveryStatus(store, now)).toMatchObject({ pending: 2, failed: 0 });
  });
});
