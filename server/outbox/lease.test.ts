import { afterEach, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { backends, type Scratch } from "../../tests/support/scratch-database";
import type { Store } from "../db/database";
import { storeLead } from "../leads/store";
import type { Notification } from "../mail/notification";
import type { MailTransport } from "../mail/transport";
import { eventually, validContact } from "../../tests/support/server";
import { OutboxWorker, type WorkerOptions } from "./loop";

const addresses = { to: "office@ironwood.example", from: "website@ironwood.example" };
const quiet = { info() {}, warn() {}, error() {} };

/** A stand-in mail server: records each message; `gate` holds a send until it is opened. */
function recordingTransport(behaviour: { gate?: Promise<void>; fail?: boolean } = {}) {
  const sent: Notification[] = [];
  const transport: MailTransport = {
    name: "smtp",
    async send(notification) {
      await behaviour.gate;
      if (behaviour.fail) throw new Error("connection reset");
      sent.push(notification);
    },
    async close() {},
  };
  return { transport, sent };
}

function addLead(store: Store, now: Date) {
  return storeLead(store.db, quoteRequestSchema.parse(validContact), {
    ip: null,
    userAgent: null,
    now,
  });
}

const scratches: Scratch[] = [];
afterEach(async () => {
  for (const scratch of scratches.splice(0)) await scratch.drop();
});

function worker(store: Store, options: Partial<WorkerOptions> & Pick<WorkerOptions, "transport">) {
  return new OutboxWorker({ db: store.db, addresses, log: quiet, ...options });
}

describe.each(backends)("outbox claims on $name", (backend) => {
  async function twoInstances() {
    const scratch = await backend.create();
    scratches.push(scratch);
    return [await scratch.open(), await scratch.open()] as const;
  }

  it("guards the final update: a worker whose lease lapsed cannot undo the next holder's delivery", async () => {
    const [a, b] = await twoInstances();
    const t0 = new Date("2026-03-02T10:00:00.000Z");
    await addLead(a, t0);
    let open = () => {};
    const slow = recordingTransport({
      gate: new Promise<void>((resolve) => (open = resolve)),
      fail: true,
    });
    // A's clock stands still, so its renewals never carry the lease past B's clock.
    const workerA = worker(a, { transport: slow.transport, instanceId: "a", now: () => t0 });
    const runA = workerA.runOnce();
    await eventually(async () => {
      const row = await a.db.selectFrom("outbox").select("holder").executeTakeFirstOrThrow();
      return row.holder === "a";
    });

    const fast = recordingTransport();
    const later = new Date(t0.getTime() + 10 * 60_000);
    const workerB = worker(b, { transport: fast.transport, instanceId: "b", now: () => later });
    expect(await workerB.runOnce()).toBe(1);
    open();
    expect(await runA).toBe(1);

    const row = await a.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "delivered", attempts: 1, last_error: null });
    expect(await a.db.selectFrom("delivery_attempts").selectAll().execute()).toHaveLength(1);
    // A's failure did not put the row back in the queue: nobody sends it again.
    expect(await workerB.runOnce()).toBe(0);
    expect(fast.sent).toHaveLength(1);
  });

  it("renews the lease while a slow transport sends, so a peer never takes the row", async () => {
    const [a, b] = await twoInstances();
    await addLead(a, new Date());
    const slow = recordingTransport({ gate: new Promise((resolve) => setTimeout(resolve, 3_000)) });
    const fast = recordingTransport();
    // Three times the lease: without renewals B would take the row; with them it never may.
    const timings = { leaseMs: 1_000 };
    const runA = worker(a, { transport: slow.transport, instanceId: "a", timings }).runOnce();
    await eventually(async () => {
      const row = await a.db.selectFrom("outbox").select("holder").executeTakeFirstOrThrow();
      return row.holder === "a";
    });
    const workerB = worker(b, { transport: fast.transport, instanceId: "b", timings });
    let takenByB = 0;
    const until = Date.now() + 3_300;
    while (Date.now() < until) {
      takenByB += await workerB.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await runA).toBe(1);
    expect(takenByB).toBe(0);
    expect(slow.sent).toHaveLength(1);
    expect(fast.sent).toHaveLength(0);
  });

  it("takes back its own interrupted rows at once after a restart, and a dead peer's when the lease runs out", async () => {
    const [a] = await twoInstances();
    const now = new Date("2026-03-02T10:00:00.000Z");
    const mine = await addLead(a, now);
    const peers = await addLead(a, now);
    const lease = new Date(now.getTime() + 30_000).toISOString();
    for (const [ref, holder] of [
      [mine, "restarted"],
      [peers, "dead-peer"],
    ] as const) {
      await a.db
        .updateTable("outbox")
        .set({ status: "sending", holder, claim_id: `${holder}-claim`, next_attempt_at: lease })
        .where("ref_id", "=", ref)
        .execute();
    }
    let clock = now;
    const { transport, sent } = recordingTransport();
    const restarted = worker(a, { transport, instanceId: "restarted", now: () => clock });
    expect(await restarted.runOnce()).toBe(1);
    expect(sent.map((n) => n.kind === "contact" && n.lead.id)).toEqual([mine]);

    clock = new Date(now.getTime() + 30_000);
    expect(await restarted.runOnce()).toBe(1);
    expect(sent.map((n) => n.kind === "contact" && n.lead.id)).toEqual([mine, peers]);
  });
});
