import { readdirSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listSubmissions } from "../leads/list";
import { fileTransport } from "../mail/file";
import { OutboxWorker } from "../outbox/worker";
import { solvedToken, startTestApp, tempDir, validContact } from "../test-helpers";

/**
 * The PostgreSQL path runs the same code as SQLite. These tests need a server: set
 * TEST_DATABASE_URL=postgres://user@host:port/db (a user allowed to create databases);
 * each run works in a database of its own and drops it afterwards.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("on PostgreSQL", () => {
  const name = `leads_test_${process.pid}_${Date.now()}`;
  let databaseUrl = "";

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl ?? "");
    url.pathname = `/${name}`;
    databaseUrl = url.href;
  });

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("stores leads, refuses a replayed captcha, and delivers each lead once", async () => {
    const t = await startTestApp({ DATABASE_URL: databaseUrl });
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
