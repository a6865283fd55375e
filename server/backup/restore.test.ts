import { readdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { backupCli } from "../cli/backup";
import { leadsCli } from "../cli/leads";
import {
  solvedToken,
  startTestApp,
  tempDir,
  type TestApp,
  validContact,
} from "../../tests/support/server";
import { apiRoutes } from "../../contracts/routes";
import { openDatabase } from "../db/database";
import { queueReviewRequest } from "../reviews/requests";
import { clearOptOut, isOptedOut, recordOptOut } from "../texts/opt-outs";
import { drillRecordFileName } from "./drill";
import { checkPersonHashKey } from "./ledger";
import { replicaPosition } from "./replica";
import { type Replicator, startReplicator } from "./supervisor";

/**
 * The backup's promises, each against a real Litestream and a file:// replica: a restore
 * to a moment gives exactly the leads before it, an erased person stays erased, and a
 * replica that cannot be restored is caught by the drill and by `leads --status`.
 */

const secrets = { ALTCHA_HMAC_KEY: "c3".repeat(32), PHOTO_LINK_SECRET: "d4".repeat(32) };
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let harness: TestApp | undefined;
let replicator: Replicator | undefined;
afterEach(async () => {
  await replicator?.stop();
  await harness?.close();
  harness = replicator = undefined;
});

async function startBackedUp() {
  const replica = tempDir("replica-");
  const env = { ...secrets, BACKUP_URL: `file://${replica}` };
  harness = await startTestApp(env);
  replicator = startReplicator(harness.config, quiet);
  // The cli reads the same settings the server was given.
  const cliEnv = { ...process.env, ...env, NODE_ENV: "test", DATA_DIR: harness.config.DATA_DIR };
  return { t: harness, replica, cliEnv };
}

async function post(t: TestApp, email: string, phone: string = validContact.phone) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: { ...validContact, email, phone, captchaToken: await solvedToken(t.app), website: "" },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: string }).id;
}

/** Waits until the replica holds what the live database holds. */
async function replicated(t: TestApp) {
  await sleep(400);
  for (let i = 0; i < 50; i++) {
    const position = await replicaPosition(t.config);
    if (!("error" in position) && position.lagMs <= 100) return;
    await sleep(100);
  }
  throw new Error("the replica did not catch up");
}

async function emailsIn(dataDir: string): Promise<string[]> {
  const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    const rows = await store.db.selectFrom("leads").select("email").orderBy("email").execute();
    return rows.map((r) => r.email);
  } finally {
    await store.close();
  }
}

const stop = { source: "keyword", keyword: "STOP", twilio_opt_out_type: null } as const;

async function optedOutIn(dataDir: string, phone: string): Promise<boolean> {
  const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    return await isOptedOut(store.db, phone);
  } finally {
    await store.close();
  }
}

async function restoreInto(cliEnv: NodeJS.ProcessEnv, args: string[]) {
  const dataDir = tempDir("restored-");
  const result = await backupCli(["restore", ...args], { ...cliEnv, DATA_DIR: dataDir });
  return { dataDir, result };
}

describe("npm run backup -- restore", () => {
  it("--to gives exactly the leads stored before that moment", async () => {
    const { t, cliEnv } = await startBackedUp();
    await post(t, "before1@example.com");
    await post(t, "before2@example.com");
    await replicated(t);
    await sleep(1_100);
    const moment = new Date();
    await sleep(1_100);
    await post(t, "after@example.com");
    await replicated(t);

    const { dataDir, result } = await restoreInto(cliEnv, ["--to", moment.toISOString()]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(await emailsIn(dataDir)).toEqual(["before1@example.com", "before2@example.com"]);

    const latest = await restoreInto(cliEnv, []);
    expect(latest.result.code).toBe(0);
    expect(await emailsIn(latest.dataDir)).toEqual([
      "after@example.com",
      "before1@example.com",
      "before2@example.com",
    ]);
  }, 60_000);

  it("an erased person stays erased when the backup is restored to a moment before the erasure", async () => {
    const { t, cliEnv } = await startBackedUp();
    await post(t, "erase.me@example.com", "(630) 555-0111");
    await post(t, "keep.me@example.com", "(630) 555-0122");
    await replicated(t);
    await sleep(1_100);
    const beforeErasure = new Date();
    await sleep(1_100);
    const erased = await leadsCli(["--erase", "Erase.Me@example.com", "--yes"], cliEnv);
    expect(erased.code).toBe(0);
    await replicated(t);

    const { dataDir, result } = await restoreInto(cliEnv, ["--to", beforeErasure.toISOString()]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Erased again 1 submission(s)");
    expect(await emailsIn(dataDir)).toEqual(["keep.me@example.com"]);
  }, 60_000);

  it("a person erased and back later keeps only the request sent after the erasure", async () => {
    const { t, cliEnv } = await startBackedUp();
    await post(t, "back@example.com", "(630) 555-0133");
    const erased = await leadsCli(["--erase", "back@example.com", "--yes"], cliEnv);
    expect(erased.code).toBe(0);
    await sleep(2_500);
    const again = await post(t, "back@example.com", "(630) 555-0133");
    await replicated(t);

    const { dataDir, result } = await restoreInto(cliEnv, []);
    expect(result.code).toBe(0);
    const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    const ids = (await store.db.selectFrom("leads").select("id").execute()).map((r) => r.id);
    await store.close();
    expect(ids).toEqual([again]);
  }, 60_000);

  it("a restore to before a STOP still never texts the phone that said STOP", async () => {
    const { t, cliEnv } = await startBackedUp();
    await post(t, "texts@example.com", "(630) 555-0144");
    await replicated(t);
    await sleep(1_100);
    const beforeStop = new Date();
    await sleep(1_100);
    await recordOptOut(t.store.db, "+16305550144", stop, new Date());
    await replicated(t);

    const { dataDir, result } = await restoreInto(cliEnv, ["--to", beforeStop.toISOString()]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Applied again 1 STOP(s), 0 START(s)");
    // Every sender asks this before it calls Twilio.
    expect(await optedOutIn(dataDir, "(630) 555-0144")).toBe(true);
  }, 60_000);

  it("a START after the STOP is applied again after it, in order", async () => {
    const { t, cliEnv } = await startBackedUp();
    await post(t, "texts@example.com", "(630) 555-0155");
    await replicated(t);
    await sleep(1_100);
    const beforeStop = new Date();
    await sleep(1_100);
    await recordOptOut(t.store.db, "+16305550155", stop, new Date());
    await sleep(20);
    await clearOptOut(t.store.db, "+16305550155");
    await sleep(20);
    await recordOptOut(t.store.db, "+16305550166", stop, new Date());
    await replicated(t);

    const { dataDir, result } = await restoreInto(cliEnv, ["--to", beforeStop.toISOString()]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Applied again 2 STOP(s), 1 START(s)");
    expect(await optedOutIn(dataDir, "(630) 555-0155")).toBe(false);
    expect(await optedOutIn(dataDir, "(630) 555-0166")).toBe(true);
  }, 60_000);

  it("a restore to before a review unsubscribe keeps the homeowner unsubscribed", async () => {
    const { t, cliEnv } = await startBackedUp();
    const id = await post(t, "reviewer@example.com", "(630) 555-0188");
    const schedule = { delayMinutes: 0, reminderDays: [], timeZone: "America/Chicago" };
    await queueReviewRequest(t.store.db, id, new Date(), schedule, { email: true, sms: false });
    const request = await t.store.db
      .selectFrom("review_requests")
      .select("token")
      .executeTakeFirstOrThrow();
    await replicated(t);
    await sleep(1_100);
    const beforeUnsubscribe = new Date();
    await sleep(1_100);
    const unsubscribed = await t.app.inject({
      method: "POST",
      url: `${apiRoutes.reviewUnsubscribe}?t=${request.token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.statusCode).toBe(200);
    await replicated(t);

    const { dataDir, result } = await restoreInto(cliEnv, [
      "--to",
      beforeUnsubscribe.toISOString(),
    ]);
    expect(result.code).toBe(0);
    const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    const restored = await store.db
      .selectFrom("review_requests")
      .selectAll()
      .executeTakeFirstOrThrow();
    await store.close();
    expect(restored.lead_id).toBe(id);
    expect(restored.unsubscribed_at).not.toBeNull();
  }, 60_000);

  it("refuses to restore with another PHOTO_LINK_SECRET, whose hashes would find no STOP", async () => {
    const { t, cliEnv } = await startBackedUp();
    // As main.ts does on start: the database and the ledger keep the key's check value.
    expect(await checkPersonHashKey(t.store.db, t.config.DATA_DIR)).toBeUndefined();
    await post(t, "one@example.com");
    await recordOptOut(t.store.db, "+16305550177", stop, new Date());
    await replicated(t);
    const { result } = await restoreInto({ ...cliEnv, PHOTO_LINK_SECRET: "e5".repeat(32) }, []);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/PHOTO_LINK_SECRET: is not the key/);
  }, 60_000);

  it("refuses a DATA_DIR that holds anything", async () => {
    const { t, cliEnv } = await startBackedUp();
    await post(t, "one@example.com");
    await replicated(t);
    const dataDir = tempDir("busy-");
    writeFileSync(join(dataDir, "site.sqlite"), "");
    const result = await backupCli(["restore"], { ...cliEnv, DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/is not empty/);
  }, 30_000);
});

describe("npm run backup -- drill and status", () => {
  it("a healthy replica passes the drill, which prints both counts", async () => {
    const { t, cliEnv } = await startBackedUp();
    await post(t, "a@example.com");
    await post(t, "b@example.com");
    await replicated(t);
    const drill = await backupCli(["drill"], cliEnv);
    expect(drill.stdout).toMatch(/Replica: 2 lead\(s\)/);
    expect(drill.stdout).toMatch(/Live: {4}2 lead\(s\), 0 newer than the replica/);
    expect(drill.code).toBe(0);

    const status = await backupCli(["status"], cliEnv);
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/Backup lag: +0\.\d s/);
    expect((await leadsCli(["--status"], cliEnv)).code).toBe(0);
  }, 60_000);

  it("a corrupted replica fails the drill and makes leads --status exit 1", async () => {
    const { t, replica, cliEnv } = await startBackedUp();
    await post(t, "a@example.com");
    await replicated(t);
    await replicator?.stop();
    // Every copy the replica holds of the database is garbled, as a failing disk would.
    const generations = join(replica, "site", "generations");
    for (const generation of readdirSync(generations)) {
      for (const folder of ["snapshots", "wal"]) {
        const dir = join(generations, generation, folder);
        for (const name of readdirSync(dir)) writeFileSync(join(dir, name), "garbage".repeat(50));
      }
    }

    const drill = await backupCli(["drill"], cliEnv);
    expect(drill.code).not.toBe(0);
    expect(drill.stdout).toMatch(/DRILL FAILED/);
    expect(drill.stdout).toMatch(/Live: +1 lead/);
    const status = await leadsCli(["--status"], cliEnv);
    expect(status.code).toBe(1);
    expect(status.stdout).toMatch(/ALERT: the last restore drill failed/);
  }, 60_000);

  it("leads --status exits 1 when the last drill is older than 8 days", async () => {
    const { t, cliEnv } = await startBackedUp();
    await post(t, "a@example.com");
    await replicated(t);
    const old = new Date(Date.now() - 9 * 24 * 60 * 60_000).toISOString();
    writeFileSync(
      join(t.config.DATA_DIR, drillRecordFileName),
      JSON.stringify({
        ok: true,
        at: old,
        replicaLeads: 1,
        liveLeads: 1,
        newerLeads: 0,
        detail: "",
      }),
    );
    const status = await leadsCli(["--status"], cliEnv);
    expect(status.stdout).toMatch(/ALERT: the last restore drill is older than 8 days/);
    expect(status.code).toBe(1);
  }, 30_000);

  it("leads --status exits 1 when the replica lags by more than 60 s", async () => {
    const { t, cliEnv } = await startBackedUp();
    await post(t, "a@example.com");
    await replicated(t);
    await backupCli(["drill"], cliEnv);
    // The replicator is gone and the database was written two minutes after its last copy.
    await replicator?.stop();
    const later = new Date(Date.now() + 120_000);
    utimesSync(join(t.config.DATA_DIR, "site.sqlite"), later, later);
    const status = await leadsCli(["--status"], cliEnv);
    expect(status.stdout).toMatch(/ALERT: the replica lags by \d+ s/);
    expect(status.code).toBe(1);
  }, 30_000);

  it("status exits 1 when there is no replica", async () => {
    const dataDir = tempDir();
    const result = await backupCli(["status"], {
      ...process.env,
      ...secrets,
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      BACKUP_URL: `file://${tempDir("empty-replica-")}`,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/Backup replica: +none/);
  }, 30_000);
});

describe("npm run backup -- arguments", () => {
  it("refuses a --to that is not an ISO time, and --to without restore", async () => {
    const env = { ...process.env, ...secrets, NODE_ENV: "test", DATA_DIR: tempDir() };
    const bad = await backupCli(["restore", "--to", "yesterday"], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/Not an ISO time: yesterday/);
    expect((await backupCli(["status", "--to", "2026-01-01T00:00:00Z"], env)).code).toBe(2);
    expect((await backupCli(["nothing"], env)).code).toBe(2);
  });

  it("says there is no backup to restore when BACKUP_URL is unset", async () => {
    const env = { ...process.env, NODE_ENV: "test", DATA_DIR: tempDir() };
    const result = await backupCli(["restore"], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/set BACKUP_URL/);
  });
});
