import { createRequire } from "node:module";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { Worker } from "node:worker_threads";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { compare, type CopyStats, type DrillResult, type Expected, failed } from "./drill-compare";
import { drillPostgres } from "./drill-postgres";
import { type BackupConfig, litestreamError, replicatedFiles, runLitestream } from "./litestream";
import { replicaPosition, withReplicaConfig } from "./replica";

/**
 * The restore drill: the latest copy restored into a scratch place, checked by the
 * database itself, and its leads compared, one by one, with those the live database held
 * at the moment the copy stands for (drill-compare.ts). A backup nobody has restored is a
 * hope, not a backup.
 */

export type { DrillResult } from "./drill-compare";

type DrillConfig = BackupConfig & { DATABASE_URL?: string };

export const drillRecordFileName = "backup-drill.json";

async function countLeads(db: Kysely<Database>): Promise<number> {
  const query = db.selectFrom("leads").select((eb) => eb.fn.countAll<string | number>().as("n"));
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The live leads now, and those created before `moment`; one erased since is not missed. */
async function liveBefore(db: Kysely<Database>, moment: Date): Promise<Expected> {
  const rows = await db.selectFrom("leads").select(["id", "created_at"]).execute();
  const older = rows.filter((row) => Date.parse(row.created_at) < moment.getTime());
  return {
    moment: moment.toISOString(),
    older: older.map((row) => row.id),
    live: rows.map((row) => row.id),
  };
}

/**
 * SQLite's integrity check reads every page, seconds for a database with years of photos:
 * it runs on a thread of its own, so the server goes on storing leads meanwhile.
 */
const inspectSource = `
const { parentPort, workerData } = require("node:worker_threads");
const SQLite = require(workerData.driver);
const file = new SQLite(workerData.path, { readonly: true });
try {
  const integrity = file.pragma("integrity_check").map((r) => r.integrity_check).join("; ");
  const ids = file.prepare("select id from leads").pluck().all();
  parentPort.postMessage({ ids, integrity });
} finally {
  file.close();
}
`;

function inspectCopy(path: string): Promise<CopyStats> {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  return new Promise((done, fail) => {
    const worker = new Worker(inspectSource, { eval: true, workerData: { driver, path } });
    worker.once("message", (stats: CopyStats) => done(stats));
    worker.once("error", fail);
    worker.once("exit", (code) => fail(new Error(`the check stopped (exit ${code})`)));
  });
}

/**
 * The moment a Litestream replica stands for, read before the restore (which may then
 * hold more). Its latest copy's time is printed to the second, so the moment is the end of
 * that second, and never later than when it was asked for, whatever the clock of the
 * bucket that stamped it.
 */
async function replicaMoment(config: DrillConfig): Promise<Date | string> {
  const asked = Date.now();
  const position = await replicaPosition(config);
  if ("error" in position) return `the replica's position cannot be read: ${position.error}`;
  const end = Date.parse(position.end);
  if (Number.isNaN(end)) return `the replica's position has no time: ${position.end}`;
  return new Date(Math.min(end + 1_000, asked));
}

/**
 * Waits until a lead stamped before `moment` has surely been copied: its transaction
 * ended within a moment of its stamp, and the replica takes it within a sync interval.
 * A replica that stopped copying is the lag's alarm (status.ts), and fails here too.
 */
async function settled(config: DrillConfig, moment: Date): Promise<void> {
  const wait = moment.getTime() + config.BACKUP_SYNC_INTERVAL_MS + 1_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** SQLite: Litestream restores the latest copy, and SQLite checks it page by page. */
async function drillSqlite(config: DrillConfig, live: Kysely<Database>) {
  // A drill cut short by a kill leaves its scratch copy: the next one clears it.
  for (const name of readdirSync(config.DATA_DIR)) {
    if (name.startsWith(".drill-"))
      rmSync(join(config.DATA_DIR, name), { recursive: true, force: true });
  }
  const moment = await replicaMoment(config);
  if (typeof moment === "string") return failed(moment);
  await settled(config, moment);
  const scratch = mkdtempSync(join(resolve(config.DATA_DIR), ".drill-"));
  try {
    const restored = join(scratch, replicatedFiles.site);
    const result = await withReplicaConfig(config, (configFile) =>
      runLitestream(config, [
        "restore",
        "-config",
        configFile,
        "-o",
        restored,
        resolve(config.DATA_DIR, replicatedFiles.site),
      ]),
    );
    if (result.code !== 0) return failed(`the restore failed: ${litestreamError(result)}`);
    let copy: CopyStats;
    try {
      copy = await inspectCopy(restored);
    } catch (error) {
      return failed(`the restored copy cannot be read: ${(error as Error).message}`);
    }
    return compare(await liveBefore(live, moment), copy);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Runs the drill for the configured database; it never throws, a failure is its result. */
export async function runDrill(
  config: DrillConfig,
  live: Kysely<Database>,
  now: () => Date = () => new Date(),
): Promise<DrillResult> {
  let outcome: Omit<DrillResult, "at">;
  try {
    if (config.DATABASE_URL) outcome = await drillPostgres(config.DATABASE_URL, live);
    else if (config.BACKUP_URL) outcome = await drillSqlite(config, live);
    else outcome = failed("no backup is configured (BACKUP_URL)");
  } catch (error) {
    outcome = failed((error as Error).message);
  }
  // The live count is printed even when there is no copy to compare it with.
  if (outcome.liveLeads === null) {
    outcome.liveLeads = await countLeads(live).catch(() => null);
  }
  return { ...outcome, at: now().toISOString() };
}

/** Keeps the drill's result in DATA_DIR for `npm run leads -- --status`, whole or not at all. */
export function recordDrill(dataDir: string, result: DrillResult): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, drillRecordFileName);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(result, null, 2)}\n`, { mode: 0o600 });
  renameSync(temp, file);
}

export function lastDrill(dataDir: string): DrillResult | undefined {
  try {
    return JSON.parse(readFileSync(join(dataDir, drillRecordFileName), "utf8")) as DrillResult;
  } catch {
    return undefined;
  }
}
