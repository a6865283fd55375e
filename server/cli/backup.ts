import { recordDrill, runDrill } from "../backup/drill";
import { restoreBackup } from "../backup/restore";
import { backupLines, backupStatus } from "../backup/status";
import { openDatabase } from "../db/database";
import { type CliResult, cliConfig, parseCommand, runWhenMain } from "./cli";

/**
 * `npm run backup -- status | restore [--to TIME] | drill`: the continuous backup of the
 * SQLite database (BACKUP_URL, decision 200), read with the server's configuration.
 */

const usage = `Usage: npm run backup -- status
       npm run backup -- restore [--to 2026-03-01T12:00:00Z]
       npm run backup -- drill

  status   the replica's position and lag, and the last restore drill; exits 1 when there
           is no replica
  restore  restores the database into an empty DATA_DIR, with the server stopped: as it
           was at --to, or the latest copy; everyone erased after that moment is erased
           again. ALTCHA_HMAC_KEY and PHOTO_LINK_SECRET must be the ones used before.
  drill    restores the latest copy into a scratch place, checks it and compares its leads
           with the live database's; exits 1 on a mismatch or corruption. With
           DATABASE_URL, uses pg_dump and pg_restore into a scratch database.

Reads BACKUP_URL, DATA_DIR and DATABASE_URL like the server.`;

export async function backupCli(argv: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  const parsed = parseCommand(
    argv,
    { to: { type: "string" } },
    ["status", "restore", "drill"],
    usage,
  );
  if ("done" in parsed) return parsed.done;
  const { command } = parsed;
  const when = typeof parsed.values.to === "string" ? parsed.values.to : undefined;
  if (when !== undefined && command !== "restore") {
    return { code: 2, stdout: "", stderr: `--to goes with restore only.\n\n${usage}\n` };
  }
  let to: Date | undefined;
  if (when !== undefined) {
    to = new Date(when);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(when) || Number.isNaN(to.getTime())) {
      return { code: 2, stdout: "", stderr: `Not an ISO time: ${when}\n\n${usage}\n` };
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
    const result = await restoreBackup(config, { to });
    if (!result.ok) return { code: 1, stdout: "", stderr: `Restore failed: ${result.error}\n` };
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const lines = [
      `Restored ${result.leads} lead(s) as of ${result.restoredTo} in ${seconds} s.`,
      `Erased again ${result.erasedAgain} submission(s) of people erased after that moment.`,
      "Start the server with the same ALTCHA_HMAC_KEY and PHOTO_LINK_SECRET as before.",
    ];
    return { code: 0, stdout: `${lines.join("\n")}\n`, stderr: "" };
  }

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

await runWhenMain(import.meta.url, () => backupCli(process.argv.slice(2), process.env), {
  ownerOnly: true,
});
