import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import type { Database } from "../db/schema";
import { compare, failed } from "./drill-compare";

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
 * The dump's start: a snapshot of the live database, exported for pg_dump to read, and the
 * leads it holds, read in the same snapshot, so a lead stored meanwhile is in neither.
 * Its transaction must stay open until pg_dump has taken the snapshot up: `end` closes it.
 */
async function snapshotOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const exported = await client.query<{ id: string; at: Date }>(
      "select pg_export_snapshot() as id, now() as at",
    );
    const leads = await client.query<{ id: string }>("select id from leads");
    const row = exported.rows[0];
    if (!row) throw new Error("PostgreSQL exported no snapshot");
    return {
      id: row.id,
      moment: new Date(row.at).toISOString(),
      older: leads.rows.map((r) => r.id),
      end: () => client.end(),
    };
  } catch (error) {
    await client.end();
    throw error;
  }
}

/** pg_dump of the snapshot into `file`; the snapshot's transaction ends either way. */
async function dumpSnapshot(url: string, file: string) {
  const snapshot = await snapshotOf(url);
  try {
    const args = ["--format=custom", `--snapshot=${snapshot.id}`, "--file", file];
    return { snapshot, dumped: await runPg("pg_dump", new URL(url), args) };
  } finally {
    await snapshot.end();
  }
}

/**
 * PostgreSQL: pg_dump of the live database restored by pg_restore into a scratch database
 * beside it, which is dropped afterwards. The provider's point-in-time recovery is the
 * backup there; this proves a dump of today's data restores and holds every lead the
 * database held when the dump began.
 */
export async function drillPostgres(url: string, live: Kysely<Database>) {
  const scratchName = `drill_${randomBytes(6).toString("hex")}`;
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${scratchName}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const dir = mkdtempSync(join(tmpdir(), "drill-"));
  try {
    const dump = join(dir, "leads.dump");
    const { snapshot, dumped } = await dumpSnapshot(url, dump);
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
      const ids = (await copy.query<{ id: string }>("select id from leads")).rows.map((r) => r.id);
      const now = await live.selectFrom("leads").select("id").execute();
      const expected = {
        moment: snapshot.moment,
        older: snapshot.older,
        live: now.map((r) => r.id),
      };
      return compare(expected, { ids, integrity: "ok" });
    } finally {
      await copy.end();
    }
  } finally {
    await admin.query(`drop database if exists ${scratchName}`).catch(() => {});
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}
