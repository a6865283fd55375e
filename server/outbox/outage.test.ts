import { afterEach, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { openDatabase } from "../db/database";
import { storeLead } from "../leads/store";
import { smtpTransport } from "../mail/smtp";
import {
  freePort,
  mailHeaders,
  type SmtpStub,
  startSmtpServer,
  tempDir,
  validContact,
} from "../../tests/support/server";
import { OutboxWorker } from "./loop";

const addresses = { to: "office@ironwood.example", from: "website@ironwood.example" };
const quiet = { info() {}, warn() {}, error() {} };

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

describe("a mail server down over a weekend", () => {
  it("keeps retrying with the default window, far past the old five hours, and delivers once it is back", async () => {
    const store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
    cleanup.push(() => store.close());
    const start = new Date("2026-03-06T18:00:00.000Z");
    const id = await storeLead(store.db, quoteRequestSchema.parse(validContact), {
      ip: null,
      userAgent: null,
      now: start,
    });
    const port = await freePort();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, {
      connectionTimeoutMs: 2_000,
      insecure: true,
    });
    cleanup.push(() => transport.close());
    let clock = start;
    // The default timings (a three-day window); only the clock is fake.
    const worker = new OutboxWorker({
      db: store.db,
      transport,
      addresses,
      log: quiet,
      now: () => clock,
    });

    // Friday evening to Monday morning, the worker waking every hour: about 60 hours.
    for (let hour = 0; hour <= 60; hour++) {
      clock = new Date(start.getTime() + hour * 3_600_000);
      await worker.runOnce();
    }
    const waiting = await store.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(waiting.status).toBe("pending");
    expect(waiting.attempts).toBeGreaterThan(12);

    const smtp: SmtpStub = await startSmtpServer(port);
    cleanup.push(() => smtp.close());
    clock = new Date(start.getTime() + 62 * 3_600_000);
    await worker.runOnce();
    const row = await store.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe("delivered");
    expect(smtp.mails).toHaveLength(1);
    expect(mailHeaders(smtp.mails[0]!.raw).get("message-id")).toEqual([
      `<${id}.contact@ironwood.example>`,
    ]);
  });
});
