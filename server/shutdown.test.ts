import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./db/database";
import {
  eventually,
  freePort,
  tempDir,
  validContact,
  waitForHealth,
} from "../tests/support/server";

let child: ChildProcess | undefined;
let smtp: Server | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  if (child?.exitCode === null) child.kill("SIGKILL");
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => smtp?.close(resolve));
  child = smtp = undefined;
});

describe("shutdown deadline", () => {
  it("exits within SHUTDOWN_TIMEOUT_MS while a delivery hangs, leaving the row to be retried", async () => {
    // A mail server that accepts the connection and never says a word.
    smtp = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => smtp!.listen(0, "127.0.0.1", () => resolve()));
    const smtpPort = (smtp.address() as AddressInfo).port;
    const dataDir = tempDir();
    const port = await freePort();
    child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        PORT: String(port),
        HOST: "127.0.0.1",
        SERVE_SITE: "false",
        DATA_DIR: dataDir,
        CAPTCHA_PROVIDER: "off",
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SMTP_INSECURE: "true",
        SHUTDOWN_TIMEOUT_MS: "1000",
      },
      stdio: "ignore",
    });
    await waitForHealth(port);
    const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validContact),
    });
    expect(response.status).toBe(200);
    await eventually(() => sockets.length > 0);

    const started = Date.now();
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    const [code] = (await exited) as [number | null];
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(code).toBe(1);

    const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    const rows = await store.db
      .selectFrom("outbox")
      .select(["status", "attempts"])
      .where("channel", "=", "email")
      .execute();
    await store.close();
    expect(rows).toEqual([{ status: "sending", attempts: 0 }]);
  }, 40_000);
});
