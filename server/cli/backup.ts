import { recordDrill, runDrill } from "../backup/drill";
import { checkPersonHashKey } from "../backup/ledger";
import { reapplyLedger, type Reapplied } from "../backup/reapply";
import { ledgerMarginMs, restoreBackup } from "../backup/restore";
import { ledgerSince } from "../db/ledger-file";
import { mailDir } from "../mail/create";
import { backupLines, backupStatus } from "../backup/status";
import type { Config } from "../config";
import { openDatabase } from "../db/database";
import { type CliResult, cliConfig, parseCommand, runWhenMain } from "./cli";

/**
 * `npm run backup -- status | restore [--to TIME] | reapply --since TIME | drill`: the
 * continuous backup of the SQLite database (BACKUP_URL, decision 200), and the ledger
 * re-applied after a PostgreSQL provider's recovery (decision 230), read with the server's
 * configuration.
 */

const usage = `Usage: npm run backup -- status
       npm run backup -- restore [--to 2026-03-01T12:00:00Z]
       npm run backup -- reapply --since 2026-03-01T12:00:00Z
       npm run backup -- drill

  status   the replica's position and lag, and the last restore drill; exits 1 when there
           is no replica
  restore  restores the database into an empty DATA_DIR, with the server stopped: as it
           was at --to, or the latest copy; everyone erased after that moment is erased
           again, and the STOPs, STARTs and review unsubscribes after it are applied
           again. ALTCHA_HMAC_KEY and PHOTO_LINK_SECRET must be the ones used before.
  reapply  after the database was recovered to the moment --since (a PostgreSQL
           provider's point-in-time recovery), does again what this instance's ledger in
           DATA_DIR holds after it: erasures, STOPs, STARTs, review unsubscribes. Run it on
           every instance, with the server's PHOTO_LINK_SECRET.
  drill    restores the latest copy into a scratch place, checks it and compares its leads
           with the live database's; exits 1 on a mismatch or corruption. With
           DATABASE_URL, uses pg_dump and pg_restore into a scratch database.

Reads BACKUP_URL, DATA_DIR and DATABASE_URL like the server.`;

export async function backupCli(argv: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  const parsed = parseCommand(
    argv,
    { to: { type: "string" }, since: { type: "string" } },
    ["status", "restore", "reapply", "drill"],
    usage,
  );
  if ("done" in parsed) return parsed.done;
  const { command } = parsed;
  const when = typeof parsed.values.to === "string" ? parsed.values.to : undefined;
  if (when !== undefined && command !== "restore") {
    return { code: 2, stdout: "", stderr: `--to goes with restore only.\n\n${usage}\n` };
  }
  const sinceText = typeof parsed.values.since === "string" ? parsed.values.since : undefined;
  if ((sinceText !== undefined) !== (command === "reapply")) {
    return { code: 2, stdout: "", stderr: `reapply needs --since, and only it.\n\n${usage}\n` };
  }
  const to = when === undefined ? undefined : isoTime(when);
  const since = sinceText === undefined ? undefined : isoTime(sinceText);
  for (const time of [to, since]) {
    if (time && "bad" in time) {
      return { code: 2, stdout: "", stderr: `Not an ISO time: ${time.bad}\n\n${usage}\n` };
    }
  }

  const loaded = cliConfig(env);
  if ("failed" in loaded) return loaded.failed;
  const { config } = loaded;
  const notConfigured = config.DATABASE_URL
    ? "With DATABASE_URL, the database provider's point-in-time recovery is the backup; `drill` checks a dump.\n"
    : "No backup is configured: set BACKUP_URL (file:///folder or s3://bucket/prefix).\n";

  if (command === "status") {
    const status = await backupStatus(config);
    if (!status.configured) return { code: 1, stdout: "", stderr: notConfigured };
    const lines = [...backupLines(status), ...status.problems.map((p) => `ALERT: ${p.text}.`)];
    return { code: status.position ? 0 : 1, stdout: `${lines.join("\n")}\n`, stderr: "" };
  }

  if (command === "restore") {
    if (config.DATABASE_URL || !config.BACKUP_URL)
      return { code: 1, stdout: "", stderr: notConfigured };
    const started = Date.now();
    const result = await restoreBackup(config, { to: to && "at" in to ? to.at : undefined });
    if (!result.ok) return { code: 1, stdout: "", stderr: `Restore failed: ${result.error}\n` };
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const lines = [
      `Restored ${result.leads} lead(s) as of ${result.restoredTo} in ${seconds} s.`,
      `Erased again ${result.erasedAgain} submission(s) of people erased after that moment.`,
      consentLine(result.again),
      "Start the server with the same ALTCHA_HMAC_KEY and PHOTO_LINK_SECRET as before.",
    ];
    return { code: 0, stdout: `${lines.join("\n")}\n`, stderr: "" };
  }

  if (command === "reapply" && since && "at" in since) return reapply(config, since.at);

  if (!config.DATABASE_URL && !config.BACKUP_URL)
    return { code: 1, stdout: "", stderr: notConfigured };
  const store = await openDatabase(config);
  try {
    const result = await runDrill(config, store.db);
    // The server's weekly drill reads the same record: a drill by hand counts as one.
    if (!config.DATABASE_URL) recordDrill(config.DATA_DIR, result);
    const lines = [
      `Replica: ${result.replicaLeads ?? "?"} lead(s)`,
      `Live:    ${result.liveLeads ?? "?"} lead(s), ${result.newerLeads ?? "?"} newer than the replica`,
      `${result.ok ? "Drill passed" : "DRILL FAILED"}: ${result.detail}`,
    ];
    return { code: result.ok ? 0 : 1, stdout: `${lines.join("\n")}\n`, stderr: "" };
  } finally {
    await store.close();
  }
}

function isoTime(text: string): { at: Date } | { bad: string } {
  const at = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(at.getTime())) return { bad: text };
  return { at };
}

function consentLine(again: Reapplied): string {
  return `Applied again ${again.optOuts} STOP(s), ${again.optIns} START(s) and ${again.unsubscribes} review unsubscribe(s).`;
}

/**
 * Does again what this instance's ledger holds after `since`, in the configured database:
 * after a provider's point-in-time recovery, the ledger in DATA_DIR is the one record of
 * what the recovery undid (decision 230).
 */
async function reapply(config: Config, since: Date): Promise<CliResult> {
  const store = await openDatabase(config);
  try {
    const refused = await checkPersonHashKey(store.db, config.DATA_DIR);
    if (refused) return { code: 1, stdout: "", stderr: `Reapply refused: ${refused}\n` };
    const entries = ledgerSince(config.DATA_DIR, new Date(since.getTime() - ledgerMarginMs));
    const again = await reapplyLedger(store.db, entries, mailDir(config));
    const lines = [
      `The ledger holds ${entries.length} entr${entries.length === 1 ? "y" : "ies"} after ${since.toISOString()}.`,
      `Erased again ${again.erased} submission(s) of people erased after that moment.`,
      consentLine(again),
    ];
    return { code: 0, stdout: `${lines.join("\n")}\n`, stderr: "" };
  } finally {
    await store.close();
  }
}

await runWhenMain(import.meta.url, () => backupCli(process.argv.slice(2), process.env), {
  ownerOnly: true,
});
