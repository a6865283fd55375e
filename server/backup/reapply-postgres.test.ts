import { afterEach, describe, expect, it } from "vitest";
import { apiRoutes } from "../../contracts/routes";
import {
  createTestDatabase,
  skipPostgres,
  type TestDatabase,
} from "../../tests/support/postgres-test-database";
import { solvedToken, startTestApp, type TestApp, validContact } from "../../tests/support/server";
import { backupCli } from "../cli/backup";
import { queueReviewRequest } from "../reviews/requests";
import { clearOptOut, isOptedOut, recordOptOut } from "../texts/opt-outs";
import { checkPersonHashKey } from "./ledger";

/**
 * On PostgreSQL the provider's point-in-time recovery is the backup, and it rewinds the
 * opt-outs with everything else. Each instance's ledger in DATA_DIR is outside it, and
 * `npm run backup -- reapply --since` applies it to the recovered database.
 */

let harness: TestApp | undefined;
let database: TestDatabase | undefined;
afterEach(async () => {
  await harness?.close();
  await database?.drop();
  harness = database = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stop = { source: "keyword", keyword: "STOP", twilio_opt_out_type: null } as const;

async function started() {
  database = await createTestDatabase("reapply_test");
  const env = {
    DATABASE_URL: database.url,
    ALTCHA_HMAC_KEY: "a7".repeat(32),
    PHOTO_LINK_SECRET: "c8".repeat(32),
  };
  harness = await startTestApp(env);
  const t = harness;
  // As main.ts does on start.
  expect(await checkPersonHashKey(t.store.db, t.config.DATA_DIR)).toBeUndefined();
  const cliEnv = { ...process.env, ...env, NODE_ENV: "test", DATA_DIR: t.config.DATA_DIR };
  return { t, cliEnv };
}

async function post(t: TestApp, phone: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: { ...validContact, phone, captchaToken: await solvedToken(t.app), website: "" },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: string }).id;
}

describe.skipIf(skipPostgres)("npm run backup -- reapply on PostgreSQL", () => {
  it("a provider's recovery to before a STOP still never texts the phone that said STOP, and a START after it counts in order", async () => {
    const { t, cliEnv } = await started();
    await post(t, "(630) 555-0211");
    await sleep(1_100);
    const recoveredTo = new Date();
    await sleep(1_100);
    await recordOptOut(t.store.db, "+16305550211", stop, new Date());
    await recordOptOut(t.store.db, "+16305550222", stop, new Date());
    await sleep(20);
    await clearOptOut(t.store.db, "+16305550222");
    // The recovery, as the database sees it: what was written after the moment is gone.
    await t.store.db.deleteFrom("text_opt_outs").execute();
    expect(await isOptedOut(t.store.db, "+16305550211")).toBe(false);

    const result = await backupCli(["reapply", "--since", recoveredTo.toISOString()], cliEnv);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Applied again 2 STOP(s), 1 START(s)");
    expect(await isOptedOut(t.store.db, "(630) 555-0211")).toBe(true);
    expect(await isOptedOut(t.store.db, "(630) 555-0222")).toBe(false);
  }, 60_000);

  it("a provider's recovery to before a review unsubscribe keeps the homeowner unsubscribed", async () => {
    const { t, cliEnv } = await started();
    const id = await post(t, "(630) 555-0233");
    const schedule = { delayMinutes: 0, reminderDays: [], timeZone: "America/Chicago" };
    await queueReviewRequest(t.store.db, id, new Date(), schedule, { email: true, sms: false });
    const { token } = await t.store.db
      .selectFrom("review_requests")
      .select("token")
      .executeTakeFirstOrThrow();
    await sleep(1_100);
    const recoveredTo = new Date();
    await sleep(1_100);
    const unsubscribed = await t.app.inject({
      method: "POST",
      url: `${apiRoutes.reviewUnsubscribe}?t=${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.statusCode).toBe(200);
    await t.store.db.updateTable("review_requests").set({ unsubscribed_at: null }).execute();

    const result = await backupCli(["reapply", "--since", recoveredTo.toISOString()], cliEnv);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("1 review unsubscribe(s)");
    const row = await t.store.db
      .selectFrom("review_requests")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.unsubscribed_at).not.toBeNull();
  }, 60_000);

  it("refuses to reapply with another PHOTO_LINK_SECRET, whose hashes would match nothing", async () => {
    const { cliEnv } = await started();
    const result = await backupCli(["reapply", "--since", new Date().toISOString()], {
      ...cliEnv,
      PHOTO_LINK_SECRET: "d9".repeat(32),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/PHOTO_LINK_SECRET: is not the key/);
  }, 60_000);
});
