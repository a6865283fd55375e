import { afterEach, describe, expect, it } from "vitest";
import { backupCli } from "../cli/backup";
import {
  createTestDatabase,
  skipPostgres,
  type TestDatabase,
} from "../../tests/support/postgres-test-database";
import { solvedToken, startTestApp, type TestApp, validContact } from "../../tests/support/server";

/** On PostgreSQL the drill restores a pg_dump into a scratch database and counts its leads. */

let harness: TestApp | undefined;
let database: TestDatabase | undefined;
afterEach(async () => {
  await harness?.close();
  await database?.drop();
  harness = database = undefined;
});

describe.skipIf(skipPostgres)("npm run backup -- drill on PostgreSQL", () => {
  it("restores a dump into a scratch database and finds every lead", async () => {
    database = await createTestDatabase("drill_test");
    const env = { DATABASE_URL: database.url, ALTCHA_HMAC_KEY: "a7".repeat(32) };
    harness = await startTestApp(env);
    for (const email of ["one@example.com", "two@example.com"]) {
      const response = await harness.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: {
          ...validContact,
          email,
          captchaToken: await solvedToken(harness.app),
          website: "",
        },
      });
      expect(response.statusCode).toBe(200);
    }
    const result = await backupCli(["drill"], {
      ...process.env,
      ...env,
      NODE_ENV: "test",
      DATA_DIR: harness.config.DATA_DIR,
    });
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/Replica: 2 lead\(s\)/);
    expect(result.stdout).toMatch(/Live: +2 lead\(s\)/);
    expect(result.code).toBe(0);
  }, 60_000);
});
