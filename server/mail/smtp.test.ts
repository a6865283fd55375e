import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Store } from "../db/database";
import { storeLead } from "../leads/store";
import { OutboxWorker } from "../outbox/loop";
import {
  decodedBody,
  eventually,
  freePort,
  mailHeaders,
  type SmtpStub,
  startSmtpServer,
  tempDir,
  validContact,
} from "../../tests/support/server";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { smtpTransport } from "./smtp";

const addresses = { to: "office@ironwood.example", from: "website@ironwood.example" };
const quiet = { info() {}, warn() {}, error() {} };
const fast = { pollIntervalMs: 20, baseDelayMs: 40, maxDelayMs: 200 };

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function storeWithLead(): Promise<{ store: Store; id: string }> {
  const store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
  cleanup.push(() => store.close());
  const id = await storeLead(store.db, quoteRequestSchema.parse(validContact), {
    ip: "127.0.0.1",
    userAgent: "test",
    now: new Date(),
  });
  return { store, id };
}

describe("smtp transport", () => {
  it("delivers every field to a real SMTP server, with the lead id in Message-ID and X-Lead-Id", async () => {
    const smtp = await startSmtpServer();
    cleanup.push(() => smtp.close());
    const { store, id } = await storeWithLead();
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, { insecure: true });
    cleanup.push(() => transport.close());
    const worker = new OutboxWorker({
      db: store.db,
      transport,
      addresses,
      log: quiet,
      timings: fast,
    });

    expect(await worker.runOnce()).toBe(1);
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual([addresses.to]);
    expect(mail.from).toBe(addresses.from);
    const headers = mailHeaders(mail.raw);
    expect(headers.get("x-lead-id")).toEqual([id]);
    expect(headers.get("message-id")).toEqual([`<${id}.contact@ironwood.example>`]);
    expect(headers.get("reply-to")).toEqual([validContact.email]);
    expect(headers.get("subject")).toEqual([`New quote request from Maria Lopez [${id}]`]);
    for (const value of ["+16305550199", validContact.service, validContact.message, "Yes"]) {
      expect(decodedBody(mail.raw)).toContain(value);
    }

    const row = await store.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "delivered", attempts: 1, last_error: null });
  });

  it("retries through an outage and delivers once the server is back", async () => {
    const port = await freePort();
    const { store, id } = await storeWithLead();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, {
      connectionTimeoutMs: 1_000,
      greetingTimeoutMs: 1_000,
      socketTimeoutMs: 2_000,
      insecure: true,
    });
    cleanup.push(() => transport.close());
    const worker = new OutboxWorker({
      db: store.db,
      transport,
      addresses,
      log: quiet,
      timings: fast,
    });
    worker.start();
    cleanup.push(() => worker.stop());

    // The server is down: attempts fail and are recorded, the row waits.
    await eventually(async () => {
      const attempts = await store.db.selectFrom("delivery_attempts").selectAll().execute();
      return attempts.length >= 3;
    });
    const waiting = await store.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(waiting.status).not.toBe("delivered");
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);

    // The server comes back on the same port: the next retry delivers it, once.
    const smtp: SmtpStub = await startSmtpServer(port);
    cleanup.push(() => smtp.close());
    await eventually(async () => {
      const row = await store.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
      return row.status === "delivered";
    });
    await worker.stop();
    expect(smtp.mails).toHaveLength(1);
    expect(mailHeaders(smtp.mails[0]!.raw).get("x-lead-id")).toEqual([id]);

    const attempts = await store.db
      .selectFrom("delivery_attempts")
      .selectAll()
      .orderBy("attempt")
      .execute();
    expect(attempts.at(-1)).toMatchObject({ ok: 1, error: null, transport: "smtp" });
    expect(attempts.slice(0, -1).every((a) => a.ok === 0 && a.error)).toBe(true);
    expect(attempts.map((a) => a.attempt)).toEqual(attempts.map((_, i) => i + 1));
  });
});

describe("smtp digest", () => {
  it("sends a digest as one message with a stable Message-ID, listing every lead", async () => {
    const smtp = await startSmtpServer();
    cleanup.push(() => smtp.close());
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, { insecure: true });
    cleanup.push(() => transport.close());
    const { store, id } = await storeWithLead();
    const lead = await store.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    await transport.send({
      kind: "digest",
      digest: { id: "DGST-0000-0002", created_at: lead.created_at, leads: [lead], reviews: [] },
      ...addresses,
    });
    const raw = smtp.mails[0]!.raw;
    expect(mailHeaders(raw).get("message-id")).toEqual([
      "<DGST-0000-0002.digest@ironwood.example>",
    ]);
    expect(decodedBody(raw)).toContain(`Reference: ${id}`);
  });
});
