import { sql } from "kysely";
import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eventually, tempDir } from "../../tests/support/server";
import { openDatabase, type Store } from "./database";
import {
  createTestDatabase,
  skipPostgres,
  type TestDatabase,
} from "../../tests/support/postgres-test-database";

/** A log that keeps what the pool reports. */
function recordingLog() {
  const errors: string[] = [];
  return {
    errors,
    log: {
      error: (_context: object, message: string) => {
        errors.push(message);
      },
    },
  };
}

describe("PostgreSQL connect timeout", () => {
  let silent: Server | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
  });

  it("gives up on a server that accepts the connection but never answers", async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent!.listen(0, "127.0.0.1", () => resolve()));
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    await expect(
      openDatabase(
        {
          DATA_DIR: tempDir(),
          DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/leads`,
          DATABASE_CONNECT_TIMEOUT_MS: 300,
        },
        { log: recordingLog().log },
      ),
    ).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe.skipIf(skipPostgres)("PostgreSQL pool", () => {
  let database: TestDatabase | undefined;
  let store: Store | undefined;
  const recorded = recordingLog();

  beforeAll(async () => {
    database = await createTestDatabase();
    store = await openDatabase(
      { DATA_DIR: tempDir(), DATABASE_URL: database.url, DATABASE_STATEMENT_TIMEOUT_MS: 300 },
      { log: recorded.log },
    );
  });

  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  it("cancels a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS, and logs it", async () => {
    const started = Date.now();
    await expect(sql`select pg_sleep(5)`.execute(store!.db)).rejects.toThrow(/statement timeout/);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(recorded.errors).toContain("PostgreSQL: query failed");
    expect(await store!.ping()).toBe(true);
  });

  it("logs an idle connection that the server drops, and carries on", async () => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(store!.db);
    const admin = new pg.Client({ connectionString: database!.url });
    await admin.connect();
    await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
    await admin.end();
    await eventually(() => recorded.errors.includes("PostgreSQL: an idle connection failed"));
    expect(await store!.ping()).toBe(true);
  });
});
