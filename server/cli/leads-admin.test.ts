import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { reviewPayloadSchema } from "../../contracts/review-schema";
import { openDatabase } from "../db/database";
import { storeLead, storeReviewNotice } from "../leads/store";
import { fileTransport } from "../mail/file";
import { OutboxWorker } from "../outbox/loop";
import { decodedBody, tempDir, validContact, validReview } from "../../tests/support/server";
import { leadsCli } from "./leads";

/** Production, the default, needs its public origin (issue 32), the CLI as much as the server. */
const deployed = { PUBLIC_URL: "https://www.ironwood.example" };

const addresses = { to: "office@ironwood.example", from: "website@ironwood.example" };
const quiet = { info() {}, warn() {}, error() {} };
const meta = (now: Date) => ({ ip: "203.0.113.9", userAgent: "test", now });

async function withStore<T>(
  dataDir: string,
  action: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>,
) {
  const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    return await action(store.db);
  } finally {
    await store.close();
  }
}

describe("npm run leads -- --status", () => {
  it("sums up delivery and exits non-zero once a notification waits past ALERT_AFTER_HOURS", async () => {
    const dataDir = tempDir();
    const now = new Date("2026-03-04T15:00:00.000Z");
    await withStore(dataDir, async (db) => {
      await storeLead(
        db,
        quoteRequestSchema.parse(validContact),
        meta(new Date("2026-03-04T12:00:00.000Z")),
      );
      await storeLead(
        db,
        quoteRequestSchema.parse(validContact),
        meta(new Date("2026-03-01T12:00:00.000Z")),
      );
      await db
        .updateTable("outbox")
        .set({ status: "delivered" })
        .where("created_at", "<", "2026-03-02")
        .execute();
    });
    const env = { ...deployed, DATA_DIR: dataDir, MAIL_TRANSPORT: "file" };
    const late = await leadsCli(["--status"], env, { now: () => now });
    expect(late.stdout).toMatch(/Leads today \(UTC\):\s+1/);
    expect(late.stdout).toMatch(/Leads in the last 7 days:\s+2/);
    expect(late.stdout).toMatch(/Notifications pending:\s+1/);
    expect(late.stdout).toMatch(/Notifications failed:\s+0/);
    expect(late.stdout).toMatch(/Oldest undelivered:\s+3 h 0 min/);
    expect(late.stdout).toMatch(/Mail transport:\s+file/);
    expect(late.stdout).toContain("ALERT");
    expect(late.code).toBe(1);

    const calm = await leadsCli(
      ["--status"],
      { ...env, ALERT_AFTER_HOURS: "4" },
      { now: () => now },
    );
    expect(calm.code).toBe(0);
    expect(calm.stdout).not.toContain("ALERT");
  });
});

describe("npm run leads -- --retry-failed", () => {
  it("re-queues failed notifications with a fresh retry window and says how many", async () => {
    const dataDir = tempDir();
    await withStore(dataDir, async (db) => {
      await storeLead(
        db,
        quoteRequestSchema.parse(validContact),
        meta(new Date("2026-03-01T12:00:00.000Z")),
      );
      await db.updateTable("outbox").set({ status: "failed", attempts: 80 }).execute();
    });
    const now = new Date("2026-03-09T08:00:00.000Z");
    const result = await leadsCli(
      ["--retry-failed"],
      { ...deployed, DATA_DIR: dataDir },
      { now: () => now },
    );
    expect(result).toMatchObject({ code: 0, stdout: "Re-queued 1 failed notification(s).\n" });
    const row = await withStore(dataDir, (db) =>
      db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow(),
    );
    expect(row).toMatchObject({
      status: "pending",
      next_attempt_at: now.toISOString(),
      queued_at: now.toISOString(),
    });
  });
});

describe("npm run leads -- --erase", () => {
  it("deletes a person's leads, notices, notifications and mail files, matching the phone in any format", async () => {
    const dataDir = tempDir();
    const at = new Date();
    const ids = await withStore(dataDir, async (db) => {
      const maria = await storeLead(
        db,
        quoteRequestSchema.parse({ ...validContact, phone: "(630) 555-0199" }),
        meta(at),
      );
      const review = await storeReviewNotice(
        db,
        reviewPayloadSchema.parse({
          ...validReview,
          client_name: "Maria Lopez",
          client_phone: "630-555-0199",
        }),
        meta(at),
      );
      const ann = await storeLead(
        db,
        quoteRequestSchema.parse({
          ...validContact,
          name: "Ann Smith",
          email: "ann@example.com",
          phone: "+44 20 7946 0958",
        }),
        meta(at),
      );
      const worker = new OutboxWorker({
        db,
        transport: fileTransport(join(dataDir, "mail")),
        addresses,
        log: quiet,
      });
      await worker.runOnce();
      return { maria, review, ann };
    });
    expect(readdirSync(join(dataDir, "mail"))).toHaveLength(3);

    const refused = await leadsCli(["--erase", "+1 630 555 0199"], {
      ...deployed,
      DATA_DIR: dataDir,
    });
    expect(refused.code).toBe(1);

    const result = await leadsCli(["--erase", "+1 630 555 0199", "--yes"], {
      ...deployed,
      DATA_DIR: dataDir,
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Deleted 1 lead(s): ${ids.maria}`);
    expect(result.stdout).toContain(`Deleted 1 review notice(s): ${ids.review}`);
    expect(result.stdout).toContain("Deleted 2 notification(s) and 2 delivery attempt(s)");
    expect(result.stdout).toContain("Deleted 2 mail file(s)");

    const json = (await leadsCli(["--json"], { ...deployed, DATA_DIR: dataDir })).stdout;
    const mail = readdirSync(join(dataDir, "mail"))
      .map((f) => decodedBody(readFileSync(join(dataDir, "mail", f), "utf8")))
      .join("\n");
    for (const trace of ["Maria", "maria@example.com", "6305550199", ids.maria, ids.review]) {
      expect(json).not.toContain(trace);
      expect(mail).not.toContain(trace);
    }
    expect(json).toContain(ids.ann);
    expect(mail).toContain("Ann Smith");

    const byEmail = await leadsCli(["--erase", " ANN@Example.com ", "--yes"], {
      ...deployed,
      DATA_DIR: dataDir,
    });
    expect(byEmail.stdout).toContain(`Deleted 1 lead(s): ${ids.ann}`);
    expect(readdirSync(join(dataDir, "mail"))).toEqual([]);
  });
});

describe("npm run leads (table)", () => {
  it("never lets a stored field drive the terminal, while --json stays exact", async () => {
    const dataDir = tempDir();
    const hostile = "Kitchens\u001b[8m\u009b2J\u202e\u200b";
    await withStore(dataDir, async (db) => {
      await storeLead(db, quoteRequestSchema.parse(validContact), meta(new Date()));
      await db.updateTable("leads").set({ service: hostile, name: "Eve\u2066\u0007" }).execute();
    });
    const table = (await leadsCli([], { ...deployed, DATA_DIR: dataDir })).stdout;
    expect(table).not.toMatch(/(?!\n)[\p{Cc}\u200b\u202e\u2066]/u);
    expect(table).toContain("Kitchens?[8m?2J");
    const json = JSON.parse(
      (await leadsCli(["--json"], { ...deployed, DATA_DIR: dataDir })).stdout,
    );
    expect(json[0].service).toBe(hostile);
  });
});
