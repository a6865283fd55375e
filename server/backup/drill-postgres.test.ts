import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { backupCli } from "../cli/backup";
import {
  createTestDatabase,
  skipPostgres,
  type TestDatabase,
} from "../../tests/support/postgres-test-database";
import {
  solvedToken,
  startTestApp,
  tempDir,
  type TestApp,
  validContact,
} from "../../tests/support/server";

/** On PostgreSQL the drill restores a pg_dump into a scratch database and counts its leads. */

let harness: TestApp | undefined;
let database: TestDatabase | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await harness?.close();
  await database?.drop();
  harness = database = undefined;
});

/** The app on a database of its own, with a lead for each address. */
async function withLeads(emails: string[]) {
  database = await createTestDatabase("drill_test");
  const env = { DATABASE_URL: database.url, ALTCHA_HMAC_KEY: "a7".repeat(32) };
  const t = (harness = await startTestApp(env));
  for (const email of emails) {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...validContact, email, captchaToken: await solvedToken(t.app), website: "" },
    });
    expect(response.statusCode).toBe(200);
  }
  return { ...process.env, ...env, NODE_ENV: "test", DATA_DIR: t.config.DATA_DIR };
}

/** A pg_dump first on PATH that leaves out every lead's row, as a broken dump would. */
function rowlessPgDump(): string {
  const real = spawnSync("sh", ["-c", "command -v pg_dump"], { encoding: "utf8" }).stdout.trim();
  const dir = tempDir("broken-pg-dump-");
  const script = `#!/bin/sh\nexec '${real}' --exclude-table-data=leads "$@"\n`;
  writeFileSync(join(dir, "pg_dump"), script, { mode: 0o755 });
  return dir;
}

describe.skipIf(skipPostgres)("npm run backup -- drill on PostgreSQL", () => {
  it("an attacker's (or a broken dump's) empty copy fails the drill", async () => {
    const cliEnv = await withLeads(["one@example.com", "two@example.com"]);
    vi.stubEnv("PATH", `${rowlessPgDump()}:${process.env.PATH ?? ""}`);
    const result = await backupCli(["drill"], cliEnv);
    expect(result.stdout).toMatch(/Replica: 0 lead\(s\)/);
    expect(result.stdout).toMatch(/Live: +2 lead\(s\), 0 newer than the replica/);
    expect(result.stdout).toMatch(/DRILL FAILED: the copy misses 2 of the 2 lead\(s\)/);
    expect(result.code).toBe(1);
  }, 60_000);

  it("restores a dump into a scratch database and finds every lead", async () => {
    const cliEnv = await withLeads(["one@example.com", "two@example.com"]);
    const result = await backupCli(["drill"], cliEnv);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/Replica: 2 lead\(s\)/);
    expect(result.stdout).toMatch(/Live: +2 lead\(s\)/);
    expect(result.code).toBe(0);
  }, 60_000);
});
