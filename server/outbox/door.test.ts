import { afterEach, describe, expect, it } from "vitest";
import { backends, type Scratch } from "../../tests/support/scratch-database";
import { canceledByOwner } from "../db/outbox-reasons";
import { outboxIdRange } from "../leads/ids";
import { cancelFor, checkNow, enqueue, remove, requeue, reschedule, takeBack } from "./door";

const scratches: Scratch[] = [];
afterEach(async () => {
  for (const scratch of scratches.splice(0)) await scratch.drop();
});

const now = new Date("2026-12-01T15:00:00.000Z");
const later = new Date("2026-12-03T16:00:00.000Z");

describe.each(backends)("the outbox's door, on $name", (backend) => {
  async function open() {
    const scratch = await backend.create();
    scratches.push(scratch);
    return (await scratch.open()).db;
  }
  type Db = Awaited<ReturnType<typeof open>>;
  const rowsOf = (db: Db) => db.selectFrom("outbox").selectAll().orderBy("id").execute();

  it("queues one pending row per job, due at once, and returns their ids", async () => {
    const db = await open();
    const ids = await enqueue(
      db,
      [
        { kind: "contact", channel: "email", refId: "lead-1" },
        { kind: "contact", channel: "webhook", refId: "lead-1" },
      ],
      { now },
    );
    const rows = await rowsOf(db);
    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    for (const row of rows) {
      expect(row).toMatchObject({
        kind: "contact",
        ref_id: "lead-1",
        status: "pending",
        attempts: 0,
        next_attempt_at: now.toISOString(),
        queued_at: null,
        digest_id: null,
        created_at: now.toISOString(),
      });
    }
  });

  it("queues nothing for no jobs", async () => {
    const db = await open();
    expect(await enqueue(db, [], { now })).toEqual([]);
    expect(await rowsOf(db)).toEqual([]);
  });

  it("dates a later job's retry window from when it is due, and its id from its lead", async () => {
    const db = await open();
    const leadAt = new Date("2026-11-20T09:00:00.000Z");
    const [id] = await enqueue(
      db,
      [{ kind: "review_request", channel: "review_email", refId: "lead-1", runAt: later }],
      { now, refCreatedAt: leadAt },
    );
    const [row] = await rowsOf(db);
    expect(row).toMatchObject({
      next_attempt_at: later.toISOString(),
      queued_at: later.toISOString(),
      created_at: now.toISOString(),
    });
    const { from, to } = outboxIdRange(leadAt);
    expect(id! >= from && id! <= to).toBe(true);
  });

  it("queues a digest under its own reference", async () => {
    const db = await open();
    await enqueue(db, [{ kind: "digest", channel: "email", refId: "d-1", digestId: "d-1" }], {
      now,
    });
    const [row] = await rowsOf(db);
    expect(row).toMatchObject({ kind: "digest", ref_id: "d-1", digest_id: "d-1" });
  });

  it("puts failed rows back, fresh, but never a digest; or only the one named", async () => {
    const db = await open();
    const [a, b, digest] = await enqueue(
      db,
      [
        { kind: "contact", channel: "email", refId: "lead-1" },
        { kind: "contact", channel: "sms", refId: "lead-2" },
        { kind: "digest", channel: "email", refId: "d-1", digestId: "d-1" },
      ],
      { now },
    );
    await db
      .updateTable("outbox")
      .set({ status: "failed", external_id: "SM1", digest_id: "d-1", holder: "x", claim_id: "c" })
      .execute();
    expect(await requeue(db, later, { id: b })).toBe(1);
    expect(await requeue(db, later)).toBe(1);
    const rows = await rowsOf(db);
    for (const row of rows.filter((r) => r.id !== digest)) {
      expect(row).toMatchObject({
        status: "pending",
        next_attempt_at: later.toISOString(),
        queued_at: later.toISOString(),
        digest_id: null,
        holder: null,
        claim_id: null,
        external_id: null,
      });
    }
    expect(rows.find((r) => r.id === digest)?.status).toBe("failed");
    expect(rows.map((r) => r.id)).toContain(a);
  });

  it("moves a waiting row's due time, and leaves a claimed one to its worker", async () => {
    const db = await open();
    const [waiting, claimed] = await enqueue(
      db,
      [
        { kind: "text", channel: "sms_reply", refId: "m-1" },
        { kind: "text", channel: "sms_reply", refId: "m-2" },
      ],
      { now },
    );
    await db.updateTable("outbox").set({ status: "sending" }).where("id", "=", claimed!).execute();
    expect(await reschedule(db, waiting!, later)).toBe(true);
    expect(await reschedule(db, claimed!, later)).toBe(false);
    const rows = await rowsOf(db);
    expect(rows.find((r) => r.id === waiting)?.next_attempt_at).toBe(later.toISOString());
    expect(rows.find((r) => r.id === claimed)?.next_attempt_at).toBe(now.toISOString());
  });

  it("makes a text waiting for its fate due now, by its SID alone", async () => {
    const db = await open();
    const [one, many, other] = await enqueue(
      db,
      [
        { kind: "contact", channel: "sms", refId: "lead-1" },
        { kind: "contact", channel: "sms", refId: "lead-2" },
        { kind: "contact", channel: "sms", refId: "lead-3" },
      ],
      { now: later },
    );
    const set = (id: string, external_id: string) =>
      db
        .updateTable("outbox")
        .set({ status: "confirming", external_id })
        .where("id", "=", id)
        .execute();
    await set(one!, "SMa");
    await set(many!, '["SMb","SMa"]');
    await set(other!, "SMc");
    expect(await checkNow(db, "SMa", now)).toBe(2);
    expect(await checkNow(db, "SM%", now)).toBe(0);
    const due = (await rowsOf(db)).filter((r) => r.next_attempt_at === now.toISOString());
    expect(due.map((r) => r.id).sort()).toEqual([one, many].sort());
  });

  it("cancels a lead's waiting rows of the channels named, keeping them as skipped", async () => {
    const db = await open();
    await enqueue(
      db,
      [
        { kind: "review_request", channel: "review_email", refId: "lead-1" },
        { kind: "review_reminder", channel: "review_sms", refId: "lead-1" },
        { kind: "contact", channel: "email", refId: "lead-1" },
        { kind: "review_request", channel: "review_email", refId: "lead-2" },
      ],
      { now },
    );
    expect(await cancelFor(db, "lead-1", ["review_email", "review_sms"], later)).toBe(2);
    const skipped = (await rowsOf(db)).filter((r) => r.status === "skipped");
    expect(skipped.map((r) => [r.ref_id, r.channel, r.last_error]).sort()).toEqual([
      ["lead-1", "review_email", canceledByOwner],
      ["lead-1", "review_sms", canceledByOwner],
    ]);
  });

  it("takes back only untried rows, deleting or canceling them", async () => {
    const db = await open();
    const [a, b, tried] = await enqueue(
      db,
      [
        { kind: "text", channel: "sms_reply", refId: "m-1" },
        { kind: "text", channel: "sms_reply", refId: "m-2" },
        { kind: "text", channel: "sms_reply", refId: "m-3" },
      ],
      { now },
    );
    await db.updateTable("outbox").set({ attempts: 1 }).where("id", "=", tried!).execute();
    expect(await takeBack(db, [a!, tried!], now, "delete")).toBe(1);
    expect(await takeBack(db, [b!], later, "cancel")).toBe(1);
    expect(await takeBack(db, [], later, "cancel")).toBe(0);
    const rows = await rowsOf(db);
    expect(rows.map((r) => [r.id, r.status]).sort()).toEqual(
      [
        [b, "skipped"],
        [tried, "pending"],
      ].sort(),
    );
  });

  it("removes rows with their attempts, whatever their state", async () => {
    const db = await open();
    const [a, b, kept] = await enqueue(
      db,
      [
        { kind: "contact", channel: "email", refId: "lead-1" },
        { kind: "contact", channel: "sms", refId: "lead-1" },
        { kind: "contact", channel: "email", refId: "lead-2" },
      ],
      { now },
    );
    await db.updateTable("outbox").set({ status: "delivered" }).where("id", "=", a!).execute();
    const attempt = { attempt: 1, transport: "smtp", started_at: "x", finished_at: "x", ok: 1 };
    await db
      .insertInto("delivery_attempts")
      .values([
        { ...attempt, outbox_id: a!, error: null },
        { ...attempt, outbox_id: kept!, error: null },
      ])
      .execute();
    expect(await remove(db, [a!, b!])).toEqual({ outboxRows: 2, deliveryAttempts: 1 });
    expect(await remove(db, [])).toEqual({ outboxRows: 0, deliveryAttempts: 0 });
    expect((await rowsOf(db)).map((r) => r.id)).toEqual([kept]);
    const attempts = await db.selectFrom("delivery_attempts").select("outbox_id").execute();
    expect(attempts).toEqual([{ outbox_id: kept }]);
  });
});
