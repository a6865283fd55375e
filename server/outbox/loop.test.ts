import { readdirSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { reviewPayloadSchema } from "../../contracts/review-schema";
import { openDatabase, type Store } from "../db/database";
import { storeLead, storeReviewNotice } from "../leads/store";
import { emailjsTransport } from "../mail/emailjs";
import { fileTransport } from "../mail/file";
import {
  type HttpStub,
  startHttpStub,
  tempDir,
  validContact,
  validReview,
} from "../../tests/support/server";
import { OutboxWorker } from "./loop";
import { defaultTimings } from "./timings";

const addresses = { to: "office@ironwood.example", from: "website@ironwood.example" };
const quiet = { info() {}, warn() {}, error() {} };
const keys = {
  publicKey: "pk",
  serviceId: "service",
  templateContact: "contact",
  templateReview: "review",
};

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function open(dataDir = tempDir()): Promise<Store> {
  const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  cleanup.push(() => store.close());
  return store;
}

function addLead(store: Store, now = new Date()) {
  return storeLead(store.db, quoteRequestSchema.parse(validContact), {
    ip: null,
    userAgent: null,
    now,
  });
}

/** A stand-in EmailJS API that answers with each status in turn, then 200. */
async function emailjsAnswering(...statuses: number[]): Promise<HttpStub> {
  const queue = [...statuses];
  const stub = await startHttpStub((_request, response) => {
    response.writeHead(queue.shift() ?? 200).end("answer");
  });
  cleanup.push(() => stub.close());
  return stub;
}

describe("OutboxWorker", () => {
  it("records every attempt, waits longer after each failure, and delivers on recovery", async () => {
    const store = await open();
    let clock = new Date("2026-03-02T10:00:00.000Z");
    await addLead(store, clock);
    const api = await emailjsAnswering(429, 503);
    const worker = new OutboxWorker({
      db: store.db,
      transport: emailjsTransport({ apiUrl: api.url, ...keys }),
      addresses,
      log: quiet,
      now: () => clock,
      timings: { baseDelayMs: 60_000, maxDelayMs: 3_600_000 },
    });

    expect(await worker.runOnce()).toBe(1);
    let row = await store.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.last_error).toMatch(/429/);
    expect(row.next_attempt_at).toBe("2026-03-02T10:01:00.000Z");

    // Not due yet: nothing happens.
    expect(await worker.runOnce()).toBe(0);

    clock = new Date("2026-03-02T10:01:00.000Z");
    expect(await worker.runOnce()).toBe(1);
    row = await store.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(row.next_attempt_at).toBe("2026-03-02T10:03:00.000Z");

    clock = new Date("2026-03-02T10:03:00.000Z");
    expect(await worker.runOnce()).toBe(1);
    row = await store.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: "delivered",
      attempts: 3,
      last_error: null,
      delivered_at: "2026-03-02T10:03:00.000Z",
    });

    const attempts = await store.db
      .selectFrom("delivery_attempts")
      .selectAll()
      .orderBy("attempt")
      .execute();
    expect(attempts.map((a) => [a.attempt, a.ok, a.transport])).toEqual([
      [1, 0, "emailjs"],
      [2, 0, "emailjs"],
      [3, 1, "emailjs"],
    ]);
    expect(attempts[0]!.error).toMatch(/429/);
    expect(attempts[1]!.error).toMatch(/503/);
    expect(api.requests).toHaveLength(3);
  });

  it("never drops a row: past the retry window it stays failed, untouched by later runs", async () => {
    const store = await open();
    let clock = new Date("2026-03-02T10:00:00.000Z");
    await addLead(store, clock);
    const api = await emailjsAnswering(451, 451, 451, 451, 451, 451);
    const errors: object[] = [];
    const worker = new OutboxWorker({
      db: store.db,
      transport: emailjsTransport({ apiUrl: api.url, ...keys }),
      addresses,
      log: { ...quiet, error: (obj) => errors.push(obj) },
      now: () => clock,
      timings: {
        baseDelayMs: 60 * 60_000,
        maxDelayMs: 60 * 60_000,
        retryWindowMs: 2 * 60 * 60_000,
      },
    });
    for (const time of ["10:00", "11:00", "12:00", "13:00"]) {
      clock = new Date(`2026-03-02T${time}:00.000Z`);
      await worker.runOnce();
    }
    const row = await store.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(row.last_error).toMatch(/451: Unavailable For Headless Browser|451: answer/);
    expect(api.requests).toHaveLength(3);
    expect(errors).toEqual([expect.objectContaining({ ref: row.ref_id })]);
    expect(await store.db.selectFrom("leads").selectAll().execute()).toHaveLength(1);
    expect(await store.db.selectFrom("delivery_attempts").selectAll().execute()).toHaveLength(3);
  });

  it("retries for three days by default, far past the old five-hour window", () => {
    expect(defaultTimings.retryWindowMs).toBeGreaterThanOrEqual(3 * 24 * 60 * 60_000);
  });

  it("after a restart, delivers each row left pending, exactly once", async () => {
    const dataDir = tempDir();
    const before = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    const ids = [await addLead(before), await addLead(before)];
    ids.push(
      await storeReviewNotice(before.db, reviewPayloadSchema.parse(validReview), {
        ip: null,
        userAgent: null,
        now: new Date(),
      }),
    );
    // The process stops before the worker got to them.
    await before.close();

    const after = await open(dataDir);
    const mailDir = tempDir("mail-");
    const worker = new OutboxWorker({
      db: after.db,
      transport: fileTransport(mailDir),
      addresses,
      log: quiet,
    });
    expect(await worker.runOnce()).toBe(3);
    expect(await worker.runOnce()).toBe(0);
    expect(readdirSync(mailDir).sort()).toEqual(
      [`${ids[0]}.contact.eml`, `${ids[1]}.contact.eml`, `${ids[2]}.review_completion.eml`].sort(),
    );
    const rows = await after.db.selectFrom("outbox").select(["status", "attempts"]).execute();
    expect(rows).toEqual(Array(3).fill({ status: "delivered", attempts: 1 }));
  });

  it("takes over a row whose worker died mid-delivery once the claim lapses", async () => {
    const store = await open();
    let clock = new Date("2026-03-02T10:00:00.000Z");
    await addLead(store, clock);
    // A crashed process left the row claimed until 10:10.
    await store.db
      .updateTable("outbox")
      .set({ status: "sending", next_attempt_at: "2026-03-02T10:10:00.000Z" })
      .execute();
    const worker = new OutboxWorker({
      db: store.db,
      transport: fileTransport(tempDir("mail-")),
      addresses,
      log: quiet,
      now: () => clock,
    });
    expect(await worker.runOnce()).toBe(0);
    clock = new Date("2026-03-02T10:10:00.000Z");
    expect(await worker.runOnce()).toBe(1);
    const row = await store.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe("delivered");
  });

  it("lets only one of two workers on the same database send a row", async () => {
    const dataDir = tempDir();
    const a = await open(dataDir);
    const b = await open(dataDir);
    for (let i = 0; i < 5; i++) await addLead(a);
    const api = await emailjsAnswering();
    const make = (store: Store) =>
      new OutboxWorker({
        db: store.db,
        transport: emailjsTransport({ apiUrl: api.url, ...keys }),
        addresses,
        log: quiet,
      });
    const [sentByA, sentByB] = await Promise.all([make(a).runOnce(), make(b).runOnce()]);
    expect(sentByA + sentByB).toBe(5);
    expect(api.requests).toHaveLength(5);
    const leadIds = api.requests.map((r) => JSON.parse(r.body).template_params.lead_id);
    expect(new Set(leadIds).size).toBe(5);
  });

  it("wakes up for a new lead and finishes the delivery in progress when stopped", async () => {
    const store = await open();
    const mailDir = tempDir("mail-");
    const worker = new OutboxWorker({
      db: store.db,
      transport: fileTransport(mailDir),
      addresses,
      log: quiet,
      timings: { pollIntervalMs: 60_000 },
    });
    worker.start();
    const id = await addLead(store);
    worker.wake();
    const deadline = Date.now() + 5_000;
    while (readdirSync(mailDir).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await worker.stop();
    expect(readdirSync(mailDir)).toEqual([`${id}.contact.eml`]);
  });
});
