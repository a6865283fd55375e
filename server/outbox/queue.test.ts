import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { backends, type Scratch } from "../../tests/support/scratch-database";
import { validContact } from "../../tests/support/server";
import { storeLead } from "../leads/store";
import { outboxRowsOf } from "./queue";

const scratches: Scratch[] = [];
afterEach(async () => {
  for (const scratch of scratches.splice(0)) await scratch.drop();
});

describe.each(backends)("a lead's notifications on its page, on $name", (backend) => {
  async function open() {
    const scratch = await backend.create();
    scratches.push(scratch);
    return (await scratch.open()).db;
  }
  const payload = quoteRequestSchema.parse(validContact);

  it("are every channel's row of that lead, and no other lead's of the same moment", async () => {
    const db = await open();
    const now = new Date("2026-11-25T22:40:00.123Z");
    const meta = { ip: null, userAgent: null, now, channels: ["email", "webhook"] as const };
    const id = await storeLead(db, payload, meta);
    await storeLead(db, payload, meta);
    const rows = await outboxRowsOf(db, id, now.toISOString());
    expect(rows.map((row) => row.channel)).toEqual(["email", "webhook"]);
  });

  it("include rows written before ids began with their time", async () => {
    const db = await open();
    const at = "2025-06-01T09:00:00.000Z";
    const id = await storeLead(db, payload, { ip: null, userAgent: null, now: new Date(at) });
    // As an older version wrote it: a random id.
    await db.updateTable("outbox").set({ id: randomUUID() }).where("ref_id", "=", id).execute();
    const rows = await outboxRowsOf(db, id, at);
    expect(rows.map((row) => [row.channel, row.status])).toEqual([["email", "pending"]]);
  });
});
