import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./db/database";
import {
  eventually,
  freePort,
  mailHeaders,
  type SmtpStub,
  startServerProcess,
  startSmtpServer,
  tempDir,
  validContact,
  waitForHealth,
} from "../tests/support/server";

const startServer = startServerProcess;

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const [code] = (await exited) as [number | null];
  return code;
}

const children: ChildProcess[] = [];
let smtp: SmtpStub | undefined;
afterEach(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  children.length = 0;
  await smtp?.close();
  smtp = undefined;
});

describe("server process", () => {
  it("stops cleanly on SIGTERM and, started again, delivers every lead left in the outbox", async () => {
    const dataDir = tempDir();
    const smtpPort = await freePort();
    const port = await freePort();
    const env = {
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
      MAIL_RETRY_BASE_MS: "100",
    };

    // First run: the mail server is down, so the leads are stored but not delivered.
    const first = startServer(env);
    children.push(first);
    await waitForHealth(port);
    const ids: string[] = [];
    for (const name of ["Maria Lopez", "Ann Smith"]) {
      const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...validContact, name }),
      });
      expect(response.status).toBe(200);
      ids.push(((await response.json()) as { id: string }).id);
    }
    const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    await eventually(async () => {
      const rows = await store.db
        .selectFrom("outbox")
        .select("attempts")
        .where("channel", "=", "email")
        .execute();
      return rows.length === 2 && rows.every((row) => row.attempts >= 1);
    });
    expect(await stop(first)).toBe(0);
    const waiting = await store.db
      .selectFrom("outbox")
      .select(["status", "last_error"])
      .where("channel", "=", "email")
      .execute();
    expect(
      waiting.every(
        (row) => row.status !== "delivered" && /ECONNREFUSED/.test(row.last_error ?? ""),
      ),
    ).toBe(true);

    // Second run: the mail server is back; each waiting lead goes out exactly once.
    smtp = await startSmtpServer(smtpPort);
    const second = startServer(env);
    children.push(second);
    // The owner's two notifications, and the one thank-you (both leads share an address).
    await eventually(() => smtp!.mails.length >= 3, 20_000);
    await eventually(async () => {
      const rows = await store.db
        .selectFrom("outbox")
        .select("status")
        .where("channel", "=", "email")
        .execute();
      return rows.every((row) => row.status === "delivered");
    });
    expect(await stop(second)).toBe(0);
    await store.close();

    const delivered = smtp.mails
      .filter((mail) => mailHeaders(mail.raw).get("message-id")?.[0]?.includes(".contact@"))
      .map((mail) => mailHeaders(mail.raw).get("x-lead-id")?.[0]);
    expect(delivered.sort()).toEqual([...ids].sort());
  }, 60_000);

  it("refuses to start with a bad configuration, naming the variable", async () => {
    const child = startServer({
      NODE_ENV: "production",
      CAPTCHA_PROVIDER: "off",
      DATA_DIR: tempDir(),
    });
    children.push(child);
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, "exit")) as [number | null];
    expect(code).toBe(1);
    expect(stderr).toContain("CAPTCHA_PROVIDER");
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 30_000);
});
