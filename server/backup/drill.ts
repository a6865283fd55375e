import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Kysely } from "kysely";
import { Worker } from "node:worker_threads";
import pg from "pg";
import type { Database } from "../db/schema";
import { type BackupConfig, litestreamError, replicatedFiles, runLitestream } from "./litestream";
import { withReplicaConfig } from "./replica";

/**
 * The restore drill: the latest copy restored into a scratch place, checked by the
 * database itself, and its leads counted against the live database's. A backup nobody
 * has restored is a hope, not a backup.
 */

export type DrillResult = {
  ok: boolean;
  /** When the drill finished. */
  at: string;
  /** Leads in the restored copy, and in the live database when it was counted. */
  replicaLeads: number | null;
  liveLeads: number | null;
  /** Live leads that arrived after the newest lead of the copy: not a mismatch. */
  newerLeads: number | null;
  detail: string;
};

type DrillConfig = BackupConfig & { DATABASE_URL?: string };

export const drillRecordFileName = "backup-drill.json";

/** Compares the copy with the live database, leads newer than the copy set aside. */
async function compare(
  live: Kysely<Database>,
  replica: { count: number; newest: string | null },
  integrity: string,
): Promise<Omit<DrillResult, "at">> {
  const total = await countLeads(live);
  const older = replica.newest === null ? 0 : await countLeads(live, replica.newest);
  const base = { replicaLeads: replica.count, liveLeads: total, newerLeads: total - older };
  if (integrity !== "ok") {
    return { ok: false, ...base, detail: `the restored copy is corrupt: ${integrity}` };
  }
  if (older !== replica.count) {
    return {
      ok: false,
      ...base,
      detail: `the copy holds ${replica.count} lead(s) where the live database holds ${older} as old`,
    };
  }
  return { ok: true, ...base, detail: "the copy restored whole and holds every lead it should" };
}

async function countLeads(db: Kysely<Database>, upTo?: string): Promise<number> {
  let query = db.selectFrom("leads").select((eb) => eb.fn.countAll<string | number>().as("n"));
  if (upTo !== undefined) query = query.where("created_at", "<=", upTo);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

type CopyStats = { count: number; newest: string | null; integrity: string };

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
  const stats = file.prepare("select count(*) as n, max(created_at) as newest from leads").get();
  parentPort.postMessage({ count: stats.n, newest: stats.newest, integrity });
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

const failed = (detail: string): Omit<DrillResult, "at"> => ({
  ok: false,
  replicaLeads: null,
  liveLeads: null,
  newerLeads: null,
  detail,
});

/** SQLite: Litestream restores the latest copy, and SQLite checks it page by page. */
async function drillSqlite(config: DrillConfig, live: Kysely<Database>) {
  // A drill cut short by a kill leaves its scratch copy: the next one clears it.
  for (const name of readdirSync(config.DATA_DIR)) {
    if (name.startsWith(".drill-"))
      rmSync(join(config.DATA_DIR, name), { recursive: true, force: true });
  }
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
    return compare(live, copy, copy.integrity);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Runs pg_dump or pg_restore against `url` with its password in PGPASSWORD, not on the
 * command line, where any user of the machine could read it in the process list.
 */
function runPg(
  command: string,
  url: URL,
  args: string[],
): Promise<{ code: number; stderr: string }> {
  const bare = new URL(url);
  bare.password = "";
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(url.password) };
  return new Promise((done) => {
    const child = spawn(command, [...args, "--dbname", bare.href], {
      stdio: ["ignore", "ignore", "pipe"],
      env,
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error) => done({ code: 127, stderr: error.message }));
    child.on("close", (code) => done({ code: code ?? 1, stderr }));
  });
}

/**
 * PostgreSQL: pg_dump of the live database restored by pg_restore into a scratch database
 * beside it, which is dropped afterwards. The provider's point-in-time recovery is the
 * backup there; this proves a dump of today's data restores and holds every lead.
 */
async function drillPostgres(url: string, live: Kysely<Database>) {
  const scratchName = `drill_${randomBytes(6).toString("hex")}`;
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${scratchName}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const dir = mkdtempSync(join(tmpdir(), "drill-"));
  try {
    const dump = join(dir, "leads.dump");
    const dumped = await runPg("pg_dump", new URL(url), ["--format=custom", "--file", dump]);
    if (dumped.code !== 0) return failed(`pg_dump failed: ${dumped.stderr.trim().slice(0, 300)}`);
    await admin.query(`create database ${scratchName}`);
    const restored = await runPg("pg_restore", scratchUrl, [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      dump,
    ]);
    if (restored.code !== 0) {
      return failed(`pg_restore failed: ${restored.stderr.trim().slice(0, 300)}`);
    }
    const copy = new pg.Client({ connectionString: scratchUrl.href });
    await copy.connect();
    try {
      const stats = await copy.query<{ n: string; newest: string | null }>(
        "select count(*) as n, max(created_at) as newest from leads",
      );
      const row = stats.rows[0];
      return compare(live, { count: Number(row?.n ?? 0), newest: row?.newest ?? null }, "ok");
    } finally {
      await copy.end();
    }
  } finally {
    await admin.query(`drop database if exists ${scratchName}`).catch(() => {});
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
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
