import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { plainJpeg } from "../../tests/support/images";
import { multipartBody } from "../../tests/support/multipart";
import { freePort, tempDir, validContact, waitForHealth } from "../../tests/support/server";
import { restoreBackup } from "../../server/backup/restore";
import { replicaPosition } from "../../server/backup/replica";
import { startReplicator } from "../../server/backup/supervisor";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/database";
import { storeLead } from "../../server/leads/store";

/**
 * The backup's figures (issue 33), `npm run bench -- --backup`:
 * - the loss window: leads posted at 20 a second (every fifth with a photo) to the server
 *   from source with a file:// replica, the server and its replicator SIGKILLed together
 *   after 5 s, DATA_DIR deleted and restored; how many acknowledged leads are missing,
 *   and how long before the kill the oldest of them was acknowledged; 5 runs;
 * - the restore time of a database of 10,000 leads with a photo each.
 */

const secrets = { ALTCHA_HMAC_KEY: "ab".repeat(32), PHOTO_LINK_SECRET: "cd".repeat(32) };
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Acked = { id: string; at: number };

async function post(port: number, index: number, photo: Buffer | undefined) {
  const { body, contentType } = await multipartBody(
    { ...validContact, email: `bench${index}@example.com`, website: "" },
    photo ? [{ name: "kitchen.jpg", bytes: photo }] : [],
  );
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(body),
    });
    if (response.status !== 200) return undefined;
    const { id } = (await response.json()) as { id: string };
    return { id, at: Date.now() };
  } catch {
    // Cut off by the kill: never acknowledged.
    return undefined;
  }
}

async function lossRun(run: number, photo: Buffer) {
  const dataDir = tempDir("bench-backup-");
  const replica = tempDir("bench-replica-");
  const port = await freePort();
  const env = {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PORT: String(port),
    HOST: "127.0.0.1",
    SERVE_SITE: "false",
    DATA_DIR: dataDir,
    CAPTCHA_PROVIDER: "off",
    RATE_LIMIT_MAX: "100000",
    BACKUP_URL: `file://${replica}`,
    ...secrets,
  };
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, ...env },
    stdio: "ignore",
    detached: true,
  });
  await waitForHealth(port, 30_000);
  await sleep(1_000);
  const acked: Acked[] = [];
  const inFlight: Promise<void>[] = [];
  const started = Date.now();
  // Open loop: one request every 50 ms, whether or not the last one was answered.
  for (let i = 0; Date.now() - started < 5_000; i++) {
    inFlight.push(
      post(port, i, i % 5 === 0 ? photo : undefined).then((lead) => {
        if (lead) acked.push(lead);
      }),
    );
    await sleep(Math.max(0, started + (i + 1) * 50 - Date.now()));
  }
  const exited = once(child, "exit");
  const killedAt = Date.now();
  if (child.pid) process.kill(-child.pid, "SIGKILL");
  await exited;
  await Promise.all(inFlight);
  const counted = acked.filter((lead) => lead.at <= killedAt);
  rmSync(dataDir, { recursive: true, force: true });

  const config = loadConfig({ ...env, DATA_DIR: dataDir });
  const restored = await restoreBackup(config);
  if (!restored.ok) throw new Error(`run ${run}: ${restored.error}`);
  const store = await openDatabase(config);
  const ids = new Set((await store.db.selectFrom("leads").select("id").execute()).map((r) => r.id));
  await store.close();
  const missing = counted.filter((lead) => !ids.has(lead.id));
  const oldestMissingMs = missing.length ? Math.max(...missing.map((l) => killedAt - l.at)) : 0;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(replica, { recursive: true, force: true });
  return { run, acknowledged: counted.length, missing: missing.length, oldestMissingMs };
}

async function restoreTime(photo: Buffer, leads = 10_000) {
  const dataDir = tempDir("bench-restore-");
  const replica = tempDir("bench-replica-");
  const env = {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    BACKUP_URL: `file://${replica}`,
    ...secrets,
  };
  const config = loadConfig(env);
  const store = await openDatabase(config);
  const replicator = startReplicator(config, quiet);
  const base = Date.now() - leads * 1_000;
  for (let i = 0; i < leads; i++) {
    await storeLead(
      store.db,
      { ...validContact, email: `restore${i}@example.com`, type: "contact" },
      {
        ip: null,
        userAgent: null,
        now: new Date(base + i * 1_000),
        photos: [{ bytes: photo, width: 640, height: 480 }],
      },
    );
  }
  const size = statSync(join(dataDir, "site.sqlite")).size;
  // Caught up: the replica holds the last write.
  for (let i = 0; i < 600; i++) {
    const position = await replicaPosition(config);
    if (!("error" in position) && position.lagMs <= 100) break;
    await sleep(500);
  }
  await replicator?.stop();
  await store.close();
  const target = tempDir("bench-restored-");
  rmSync(target, { recursive: true, force: true });
  const started = performance.now();
  const restored = await restoreBackup({ ...config, DATA_DIR: target });
  const seconds = (performance.now() - started) / 1000;
  if (!restored.ok) throw new Error(restored.error);
  for (const dir of [dataDir, replica, target]) rmSync(dir, { recursive: true, force: true });
  return { leads: restored.leads, databaseMB: Math.round(size / 1024 / 1024), seconds };
}

export async function runBackupBench(): Promise<void> {
  const photo = await plainJpeg(640, 480);
  const runs = [];
  for (let run = 1; run <= 5; run++) {
    const result = await lossRun(run, photo);
    console.log(
      `loss run ${run}: ${result.acknowledged} acknowledged, ${result.missing} missing after the restore, oldest missing acknowledged ${result.oldestMissingMs} ms before the kill`,
    );
    runs.push(result);
  }
  const worst = Math.max(...runs.map((r) => r.oldestMissingMs));
  console.log(
    `loss window over 5 runs at 20 leads/s: ${runs.reduce((n, r) => n + r.missing, 0)} of ${runs.reduce((n, r) => n + r.acknowledged, 0)} acknowledged leads missing; the oldest acknowledged ${worst} ms before the kill`,
  );
  const restore = await restoreTime(photo);
  console.log(
    `restore of ${restore.leads} leads with a photo each (${restore.databaseMB} MB): ${restore.seconds.toFixed(1)} s`,
  );
}
