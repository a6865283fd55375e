import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  skipPostgres,
  type TestDatabase,
} from "../tests/support/postgres-test-database";
import { smtpTransport } from "./mail/smtp";
import { OutboxWorker } from "./outbox/loop";
import {
  eventually,
  mailHeaders,
  type SmtpStub,
  solvedToken,
  startSmtpServer,
  startTestApp,
  type TestApp,
  validContact,
} from "../tests/support/server";

/**
 * Two server instances behind a load balancer on one PostgreSQL database, each with its
 * own DATA_DIR and its own outbox worker, as deploy/README.md's "Scaling out" describes.
 */
describe.skipIf(skipPostgres)("two instances on one PostgreSQL database", () => {
  let database: TestDatabase | undefined;
  let smtp: SmtpStub | undefined;
  const instances: TestApp[] = [];
  const workers: OutboxWorker[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
    const env = { DATABASE_URL: database.url, ALTCHA_HMAC_KEY: "shared-".repeat(8) };
    for (let i = 0; i < 2; i++) instances.push(await startTestApp(env));
  });

  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    for (const instance of instances) await instance.close();
    await smtp?.close();
    await database?.drop();
  });

  const submit = (t: TestApp, captchaToken: string, name: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ ...validContact, name, captchaToken }),
    });

  it("share leads and challenges, refuse a replay at either, and notify each lead once", async () => {
    const [a, b] = instances as [TestApp, TestApp];
    const ids: string[] = [];

    // Leads spread over both instances, each verifying the other's challenges.
    for (let i = 0; i < 8; i++) {
      const issuer = i % 2 === 0 ? a : b;
      const receiver = i % 4 < 2 ? a : b;
      const response = await submit(
        receiver,
        await solvedToken(issuer.app),
        `Visitor ${"ABCDEFGH"[i]}`,
      );
      expect(response.statusCode, `lead ${i}`).toBe(200);
      ids.push(response.json().id);
    }

    // A challenge from A, solved and sent to B, is accepted; replayed at A, refused.
    const token = await solvedToken(a.app);
    const atB = await submit(b, token, "Crossing Over");
    expect(atB.statusCode).toBe(200);
    ids.push(atB.json().id);
    const replay = await submit(a, token, "Crossing Over");
    expect(replay.statusCode).toBe(403);
    expect(replay.json().error).toMatch(/already used/);

    // Every lead is in the one database, whichever instance took it.
    for (const t of instances) {
      const stored = await t.store.db.selectFrom("leads").select("id").execute();
      expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());
    }

    // Both workers race over the same outbox; each lead is notified exactly once.
    for (const t of instances) {
      const worker = new OutboxWorker({
        db: t.store.db,
        transport: smtpTransport(`smtp://127.0.0.1:${smtp!.port}`, { insecure: true }),
        addresses: { to: "office@ironwood.example", from: "office@ironwood.example" },
        log: { info() {}, warn() {}, error() {} },
        timings: { pollIntervalMs: 10 },
      });
      workers.push(worker);
    }
    for (const worker of workers) worker.start();
    await eventually(async () => {
      const rows = await a.store.db.selectFrom("outbox").select("status").execute();
      return rows.length === ids.length && rows.every((row) => row.status === "delivered");
    }, 15_000);
    // A second sweep by both finds nothing left to send.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const notified = smtp!.mails.map((mail) => mailHeaders(mail.raw).get("x-lead-id")?.[0]);
    expect(notified.sort()).toEqual([...ids].sort());
    const attempts = await a.store.db.selectFrom("delivery_attempts").select("outbox_id").execute();
    expect(attempts).toHaveLength(ids.length);
  });
});
