import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { backends, type Scratch } from "../../tests/support/scratch-database";
import { listSubmissions } from "../leads/list";
import { fileTransport } from "../mail/file";
import { decodedBody, tempDir, validContact } from "../../tests/support/server";
import { storeLead } from "../leads/store";
import { OutboxWorker } from "./loop";

const addresses = { to: "office@ironwood.example", from: "website@ironwood.example" };
const quiet = { info() {}, warn() {}, error() {} };

const scratches: Scratch[] = [];
afterEach(async () => {
  for (const scratch of scratches.splice(0)) await scratch.drop();
});

describe.each(backends)("a flood of leads on $name", (backend) => {
  it("sends at most the cap per minute across two instances, and lists the rest in a digest", async () => {
    const scratch = await backend.create();
    scratches.push(scratch);
    const a = await scratch.open();
    const b = await scratch.open();
    const start = new Date("2026-03-02T10:00:00.000Z");
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      ids.push(
        await storeLead(a.db, quoteRequestSchema.parse(validContact), {
          ip: null,
          userAgent: null,
          now: start,
        }),
      );
    }
    const mailDir = tempDir("mail-");
    let clock = start;
    const make = (store: typeof a, instanceId: string) =>
      new OutboxWorker({
        db: store.db,
        transport: fileTransport(mailDir),
        addresses,
        log: quiet,
        instanceId,
        now: () => clock,
        timings: { maxPerMinute: 5 },
      });
    const workers = [make(a, "a"), make(b, "b")];
    await Promise.all(workers.map((w) => w.runOnce()));
    const firstMinute = readdirSync(mailDir);
    expect(firstMinute.filter((f) => f.endsWith(".contact.eml"))).toHaveLength(5);
    expect(firstMinute.filter((f) => f.endsWith(".digest.eml"))).toHaveLength(1);

    // Whatever a peer held back after the first digest left goes in the next minute's.
    clock = new Date(start.getTime() + 60_000);
    await Promise.all(workers.map((w) => w.runOnce()));
    const files = readdirSync(mailDir);
    expect(files.length).toBeLessThanOrEqual(5 + 2);

    // Every lead is named in exactly one message, and counts as delivered.
    const mentions = new Map<string, number>();
    for (const file of files) {
      const body = decodedBody(readFileSync(join(mailDir, file), "utf8"));
      for (const id of ids)
        if (body.includes(`Reference: ${id}`)) mentions.set(id, (mentions.get(id) ?? 0) + 1);
    }
    expect(ids.filter((id) => mentions.get(id) !== 1)).toEqual([]);
    const listed = await listSubmissions(a.db);
    expect(listed).toHaveLength(60);
    expect(listed.filter((s) => s.delivery.status === "delivered")).toHaveLength(60);
    expect(listed.filter((s) => s.delivery.digestId !== null)).toHaveLength(55);
  });
});
