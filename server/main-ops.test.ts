import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./db/database";
import { postgresBackend, type Scratch } from "../tests/support/scratch-database";
import {
  decodedBody,
  eventually,
  freePort,
  mailHeaders,
  type SmtpStub,
  solveAltcha,
  startSmtpServer,
  tempDir,
  validContact,
  waitForHealth,
} from "../tests/support/server";

/** The real entry point in its own process, its log lines collected. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = { text: "" };
  child.stdout?.on("data", (chunk: Buffer) => (output.text += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output.text += chunk.toString()));
  children.push(child);
  return { child, output };
}

function post(port: number, body: object) {
  return fetch(`http://127.0.0.1:${port}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

function logLines(text: string): { msg?: string; level?: number; [key: string]: unknown }[] {
  return text
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg?: string });
}

const children: ChildProcess[] = [];
const scratches: Scratch[] = [];
let smtp: SmtpStub | undefined;
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, "exit");
      child.kill("SIGKILL");
      await exited;
    }
  }
  await smtp?.close();
  smtp = undefined;
  for (const scratch of scratches.splice(0)) await scratch.drop();
});

const base = (port: number, dataDir: string) => ({
  LOG_LEVEL: "trace",
  PORT: String(port),
  HOST: "127.0.0.1",
  SERVE_SITE: "false",
  DATA_DIR: dataDir,
});

describe("server process, operations", () => {
  it("in production with the file transport: says where its data is, warns that nobody is notified, keeps files owner-only and logs no personal data", async () => {
    const port = await freePort();
    const dataDir = join(tempDir(), "data");
    const { child, output } = startServer({
      ...base(port, dataDir),
      NODE_ENV: "production",
      // Production needs its public origin (issue 32); loopback may be plain http.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MAIL_TRANSPORT: "file",
      ALTCHA_MAX_NUMBER: "20",
      ALTCHA_COST: "10",
    });
    await waitForHealth(port, 30_000);
    const challenge = await (await fetch(`http://127.0.0.1:${port}/api/captcha/challenge`)).json();
    const person = {
      ...validContact,
      name: "Zelda Quarrington",
      email: "zelda.q@example.com",
      phone: "(630) 555-0177",
      message: "Unmistakable words about a loft conversion.",
    };
    const response = await post(port, { ...person, captchaToken: await solveAltcha(challenge) });
    expect(response.status).toBe(200);
    await eventually(() => {
      try {
        // Whole files only: the transport writes a temporary and renames it. Two: the
        // owner's notification and the visitor's thank-you.
        const files = readdirSync(join(dataDir, "mail")).filter((f) => !f.startsWith("."));
        return (
          files.length === 2 &&
          files.some((f) => f.endsWith(".contact.eml")) &&
          files.some((f) => f.endsWith(".acknowledgement.eml"))
        );
      } catch {
        return false;
      }
    }, 20_000);
    await eventually(() => output.text.includes("nobody will be notified"), 10_000);

    const lines = logLines(output.text);
    const ready = lines.find((l) => l.msg === "lead server ready");
    expect(ready).toMatchObject({
      dataDir,
      database: `sqlite ${join(dataDir, "site.sqlite")}`,
      mail: "file",
    });
    expect(lines.find((l) => l.msg?.includes("nobody will be notified"))?.level).toBe(40);

    for (const word of [
      "Zelda",
      "Quarrington",
      "zelda.q@example.com",
      "555-0177",
      "5550177",
      "loft conversion",
    ]) {
      expect(output.text).not.toContain(word);
    }

    const modes: [string, number][] = [];
    const walk = (dir: string) => {
      modes.push([dir, statSync(dir).mode & 0o777]);
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else modes.push([path, statSync(path).mode & 0o777]);
      }
    };
    walk(dataDir);
    expect(modes.map(([path]) => path.slice(dataDir.length))).toEqual(
      expect.arrayContaining(["", "/site.sqlite", "/site.sqlite-wal", "/mail", "/instance-id"]),
    );
    for (const [path, mode] of modes) {
      const wanted = statSync(path).isDirectory() ? 0o700 : 0o600;
      expect([path, mode.toString(8)]).toEqual([path, wanted.toString(8)]);
    }
    child.kill("SIGTERM");
    await once(child, "exit");
  }, 60_000);

  it("starts and stores leads although the mail server cannot be reached, and masks passwords in its log", async () => {
    const port = await freePort();
    const smtpPort = await freePort();
    const env: Record<string, string> = {
      ...base(port, tempDir()),
      NODE_ENV: "test",
      CAPTCHA_PROVIDER: "off",
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://mailer:smtp-s3cret@127.0.0.1:${smtpPort}`,
    };
    if (postgresBackend) {
      const scratch = await postgresBackend.create();
      scratches.push(scratch);
      const store = await scratch.open();
      await store.close();
      const url = new URL(process.env.TEST_DATABASE_URL ?? "");
      // The throwaway server trusts loopback, so any password gets in: it must not get out.
      url.password = "pg-s3cret";
      env.DATABASE_URL = url.href;
    }
    const { output } = startServer(env);
    await waitForHealth(port, 30_000);
    expect((await post(port, validContact)).status).toBe(200);
    await eventually(() => output.text.includes("cannot be reached"), 20_000);
    const lines = logLines(output.text);
    expect(lines.find((l) => l.msg?.includes("cannot be reached"))?.level).toBe(40);
    // Failed deliveries are logged too, at warn level: still nobody's name, address or words.
    await eventually(() => output.text.includes("will retry"), 20_000);
    for (const word of [
      validContact.name,
      validContact.email,
      "555-0199",
      "5550199",
      validContact.message,
    ]) {
      expect(output.text).not.toContain(word);
    }
    expect(output.text).not.toContain("smtp-s3cret");
    expect(output.text).toContain("mailer:***@");
    if (env.DATABASE_URL) {
      expect(output.text).not.toContain("pg-s3cret");
      expect(lines.find((l) => l.msg === "lead server ready")?.database).toMatch(
        /^postgres .*:\*\*\*@/,
      );
    }
  }, 60_000);

  it("killed mid-load and restarted, stores and notifies every acknowledged lead within two minutes", async () => {
    const port = await freePort();
    const dataDir = tempDir();
    smtp = await startSmtpServer();
    const env = {
      ...base(port, dataDir),
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      CAPTCHA_PROVIDER: "off",
      RATE_LIMIT_MAX: "100000",
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_INSECURE: "true",
    };
    const first = startServer(env);
    await waitForHealth(port, 30_000);

    const acknowledged: string[] = [];
    let stop = false;
    const client = async (n: number) => {
      for (let i = 0; i < 100 && !stop; i++) {
        try {
          const response = await post(port, {
            ...validContact,
            name: `Load Tester ${"x".repeat(n)}`,
          });
          if (response.status === 200)
            acknowledged.push(((await response.json()) as { id: string }).id);
        } catch {
          return;
        }
      }
    };
    const load = Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(client));
    await eventually(() => acknowledged.length >= 60, 30_000);
    first.child.kill("SIGKILL");
    await once(first.child, "exit");
    stop = true;
    await load;

    const started = Date.now();
    startServer(env);
    await waitForHealth(port, 30_000);
    const notified = () => {
      const ids = new Set<string>();
      for (const mail of smtp!.mails) {
        const header = mailHeaders(mail.raw).get("x-lead-id")?.[0];
        if (header) ids.add(header);
        for (const match of decodedBody(mail.raw).matchAll(
          /Reference: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/g,
        )) {
          ids.add(match[1]!);
        }
      }
      return ids;
    };
    await eventually(() => acknowledged.every((id) => notified().has(id)), 120_000);
    expect(Date.now() - started).toBeLessThan(120_000);

    const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    const stored = new Set(
      (await store.db.selectFrom("leads").select("id").execute()).map((r) => r.id),
    );
    await store.close();
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 200_000);
});
