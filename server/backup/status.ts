import { type DrillResult, lastDrill } from "./drill";
import type { BackupConfig } from "./litestream";
import { type ReplicaPosition, replicaPosition } from "./replica";

/** The replica may trail the live database by this much before it is an incident. */
export const maxLagMs = 60_000;
/** The server drills weekly; a drill older than this means the weekly one did not run. */
export const maxDrillAgeMs = 8 * 24 * 60 * 60_000;

export type BackupProblem = "no_replica" | "lag" | "drill_failed" | "drill_stale";

export type BackupStatus = {
  /** False when BACKUP_URL is unset: nothing to report, nothing wrong. */
  configured: boolean;
  position?: ReplicaPosition;
  /** Why there is no position. */
  error?: string;
  drill?: DrillResult;
  problems: { kind: BackupProblem; text: string }[];
};

type StatusConfig = BackupConfig & { DATABASE_URL?: string };

/**
 * Whether the backup is configured and fresh: for `npm run backup -- status`,
 * `npm run leads -- --status`, `npm run doctor` and the server's own alarm.
 */
export async function backupStatus(
  config: StatusConfig,
  now: () => Date = () => new Date(),
  { settleMs = 2_000 }: { settleMs?: number } = {},
): Promise<BackupStatus> {
  if (!config.BACKUP_URL || config.DATABASE_URL) return { configured: false, problems: [] };
  const problems: BackupStatus["problems"] = [];
  let found = await replicaPosition(config);
  // A write just made is shipped within the sync interval: look again before calling it lag.
  if (!("error" in found) && found.lagMs > maxLagMs && settleMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    found = await replicaPosition(config);
  }
  const status: BackupStatus = { configured: true, problems };
  if ("error" in found) {
    status.error = found.error;
    problems.push({ kind: "no_replica", text: `there is no replica: ${found.error}` });
  } else {
    status.position = found;
    if (found.lagMs > maxLagMs) {
      problems.push({
        kind: "lag",
        text: `the replica lags by ${Math.round(found.lagMs / 1000)} s (more than ${maxLagMs / 1000} s)`,
      });
    }
  }
  const drill = lastDrill(config.DATA_DIR);
  if (drill) status.drill = drill;
  if (drill && !drill.ok) {
    problems.push({ kind: "drill_failed", text: `the last restore drill failed: ${drill.detail}` });
  }
  const age = drill ? now().getTime() - Date.parse(drill.at) : Number.POSITIVE_INFINITY;
  if (drill?.ok !== false && age > maxDrillAgeMs) {
    problems.push({
      kind: "drill_stale",
      text: drill
        ? `the last restore drill is older than 8 days (${drill.at})`
        : "no restore drill has run yet",
    });
  }
  return status;
}

/** The status as lines for a terminal, shared by `backup status` and `leads --status`. */
export function backupLines(status: BackupStatus): string[] {
  const { position, drill } = status;
  return [
    `Backup replica:           ${position ? `generation ${position.generation}, latest copy ${position.end}` : `none (${status.error ?? "not configured"})`}`,
    `Backup lag:               ${position ? `${(Math.max(0, position.lagMs) / 1000).toFixed(1)} s` : "unknown"}`,
    `Last restore drill:       ${drill ? `${drill.ok ? "passed" : "FAILED"} ${drill.at} (replica ${drill.replicaLeads ?? "?"} leads, live ${drill.liveLeads ?? "?"})` : "never"}`,
  ];
}
