import { afterEach, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { startSmtpServer, tempDir, testConfig, validContact } from "../../tests/support/server";
import { openDatabase } from "../db/database";
import { storeLead } from "../leads/store";
import { OutboxWorker } from "../outbox/loop";
import { createTransport } from "./create";

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/** Stores one lead and lets a worker deliver it through the SMTP transport `env` configures. */
async function deliverOnce(env: Record<string, string>) {
  const smtp = await startSmtpServer();
  cleanup.push(() => smtp.close());
  const config = testConfig({
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    ...env,
  });
  const store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
  cleanup.push(() => store.close());
  const transport = createTransport(config, { connectionTimeoutMs: 2_000 });
  cleanup.push(() => transport.close());
  await storeLead(store.db, quoteRequestSchema.parse(validContact), {
    ip: "127.0.0.1",
    userAgent: "test",
    now: new Date(),
  });
  const worker = new OutboxWorker({
    db: store.db,
    transport,
    addresses: { to: "office@ironwood.example", from: "office@ironwood.example" },
    log: { info() {}, warn() {}, error() {} },
  });
  await worker.runOnce();
  const row = await store.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
  return { row, mails: smtp.mails };
}

describe("SMTP transport security", () => {
  it("refuses to send to a server that offers no TLS", async () => {
    const { row, mails } = await deliverOnce({});
    expect(mails).toHaveLength(0);
    expect(row.status).not.toBe("delivered");
    expect(row.last_error).toMatch(/STARTTLS|TLS/i);
  });

  it("sends without TLS only when SMTP_INSECURE=true", async () => {
    const { row, mails } = await deliverOnce({ SMTP_INSECURE: "true" });
    expect(mails).toHaveLength(1);
    expect(row.status).toBe("delivered");
  });
});
