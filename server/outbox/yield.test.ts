import { afterEach, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { tempDir, validContact } from "../../tests/support/server";
import { openDatabase, type Store } from "../db/database";
import type { Channel } from "../db/schema";
import { storeLead } from "../leads/store";
import { ArrivalGauge } from "./arrivals";
import type { ChannelSender } from "../channels/channel-sender";
import { OutboxWorker } from "./loop";

const quiet = { info() {}, warn() {}, error() {} };
const channel: Channel = "webhook";

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/** A worker on a clock the test moves, with a gauge on the same clock and a counting sender. */
async function setUp() {
  const store: Store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
  cleanup.push(() => store.close());
  let now = Date.parse("2026-11-25T12:00:00Z");
  const clock = { now: () => now, advance: (ms: number) => (now += ms) };
  const arrivals = new ArrivalGauge(clock.now);
  const sent: string[] = [];
  const sender: ChannelSender = {
    name: "counting",
    capped: false,
    async send(row) {
      sent.push(row.ref_id);
    },
  };
  const worker = new OutboxWorker({
    db: store.db,
    channel,
    sender,
    log: quiet,
    arrivals,
    now: () => new Date(clock.now()),
    timings: { floodPerSecond: 50, maxYieldMs: 20_000, yieldCheckMs: 10, pollIntervalMs: 60_000 },
  });
  const addLead = () =>
    storeLead(store.db, quoteRequestSchema.parse(validContact), {
      ip: null,
      userAgent: null,
      now: new Date(clock.now()),
      channels: [channel],
    });
  return { worker, arrivals, clock, sent, addLead };
}

describe("deliveries in a flood of requests", () => {
  it("wait while requests pour in, and go out once the flood has passed", async () => {
    const { worker, arrivals, clock, sent, addLead } = await setUp();
    const id = await addLead();
    for (let i = 0; i < 60; i += 1) arrivals.record();
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);

    clock.advance(1_100);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await worker.stop();
    expect(sent).toEqual([id]);
  });

  it("go out anyway once they have waited the longest a flood may hold them", async () => {
    const { worker, arrivals, clock, sent, addLead } = await setUp();
    const id = await addLead();
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([id]);

    const flooded = async () => {
      for (let i = 0; i < 60; i += 1) arrivals.record();
      worker.wake();
      await new Promise((resolve) => setTimeout(resolve, 30));
    };
    const late = await addLead();
    await flooded();
    clock.advance(10_000);
    await flooded();
    expect(sent).toEqual([id]);

    clock.advance(10_000);
    await flooded();
    await worker.stop();
    expect(sent).toEqual([id, late]);
  });

  it("go out after a restart that came while they were stepping aside", async () => {
    const { worker, arrivals, clock, sent, addLead } = await setUp();
    const id = await addLead();
    for (let i = 0; i < 60; i += 1) arrivals.record();
    worker.start();
    // Every request of a flood wakes the worker; none of these wakes may re-arm its wait.
    for (let i = 0; i < 100; i += 1) worker.wake();
    await worker.stop();
    expect(sent).toEqual([]);

    clock.advance(1_100);
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await worker.stop();
    expect(sent).toEqual([id]);
  });
});
