import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listSubmissions } from "../leads/list";
import { fileTransport } from "../mail/file";
import { OutboxWorker } from "../outbox/loop";
import { solvedToken, startTestApp, tempDir, validContact } from "../../tests/support/server";
import {
  createTestDatabase,
  skipPostgres,
  type TestDatabase,
} from "../../tests/support/postgres-test-database";

/** The PostgreSQL path runs the same code as SQLite; see tests/support/postgres-test-database.ts. */
describe.skipIf(skipPostgres)("on PostgreSQL", () => {
  let database: TestDatabase | undefined;
  let databaseUrl = "";

  beforeAll(async () => {
    database = await createTestDatabase();
    databaseUrl = database.url;
  });

  afterAll(async () => {
    await database?.drop();
  });

  it("stores leads, refuses a replayed captcha, and delivers each lead once", async () => {
    const t = await startTestApp({ DATABASE_URL: databaseUrl, ALTCHA_HMAC_KEY: "k".repeat(64) });
    try {
      expect((await t.app.inject({ url: "/api/health" })).json()).toEqual({ status: "ok" });
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) {
        const captchaToken = await solvedToken(t.app);
        const response = await t.app.inject({
          method: "POST",
          url: "/api/contact",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify({ ...validContact, captchaToken }),
        });
        expect(response.statusCode).toBe(200);
        ids.push(response.json().id);
        if (i === 0) {
          const replay = await t.app.inject({
            method: "POST",
            url: "/api/contact",
            headers: { "content-type": "application/json" },
            payload: JSON.stringify({ ...validContact, captchaToken }),
          });
          expect(replay.statusCode).toBe(403);
        }
      }

      // Two workers race over the same rows; each lead still goes out once.
      const mailDir = tempDir("mail-");
      const make = () =>
        new OutboxWorker({
          db: t.store.db,
          transport: fileTransport(mailDir),
          addresses: { to: "office@ironwood.example", from: "office@ironwood.example" },
          log: { info() {}, warn() {}, error() {} },
        });
      const [a, b] = await Promise.all([make().runOnce(), make().runOnce()]);
      expect(a + b).toBe(4);
      expect(readdirSync(mailDir).sort()).toEqual(ids.map((id) => `${id}.contact.eml`).sort());

      const listed = await listSubmissions(t.store.db);
      expect(listed.map((s) => [s.id, s.delivery.status, s.delivery.attempts])).toEqual(
        expect.arrayContaining(ids.map((id) => [id, "delivered", 1])),
      );
    } finally {
      await t.close();
    }
  });
});
