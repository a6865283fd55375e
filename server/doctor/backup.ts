import { doctorCopy } from "../../content/doctor";
import { backupStatus } from "../backup/status";
import type { Config } from "../config";
import type { BackupStatus, DoctorCheck, DoctorLine } from "./line";

const copy = doctorCopy.backup;
const subject = doctorCopy.subjects.backup;

/**
 * The copy may trail the database by this much (docs/architecture.md §11: `--status` alerts
 * past it).
 */
export const freshSeconds = 60;
/** The server drills weekly; a drill older than this means the weekly one did not run. */
export const drillDays = 8;

/** BACKUP_URL is set, the copy is fresh, and the last restore drill passed within the week. */
export const backupCheck: DoctorCheck = async ({ config, now, backupStatus }) => {
  if (!config.BACKUP_URL) {
    const finding = config.DATABASE_URL ? copy.notConfiguredPostgres : copy.notConfigured;
    return [{ mark: config.DATABASE_URL ? "warn" : "fail", subject, ...finding }];
  }
  if (!backupStatus) return [{ mark: "warn", subject, ...copy.statusUnknown }];
  let status;
  try {
    status = await backupStatus();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [fail(copy.statusFailed(reason))];
  }
  if (!status.configured) return [fail(copy.notRunning)];
  if (status.lagSeconds === null) return [fail(copy.neverCaughtUp)];
  const lag = Math.round(status.lagSeconds);
  if (lag > freshSeconds) return [fail(copy.lagging(lag, freshSeconds))];
  const drill = status.lastDrill;
  if (!drill) return [{ mark: "warn", subject, ...copy.noDrill(lag) }];
  if (!drill.ok) return [fail(copy.drillFailed(drill.at))];
  const days = Math.floor((now.getTime() - Date.parse(drill.at)) / 86_400_000);
  if (days > drillDays) return [fail(copy.drillOld(days))];
  return [{ mark: "ok", subject, detail: copy.fresh(lag, drill.at) }];
};

function fail(finding: { detail: string; fix: string }): DoctorLine {
  return { mark: "fail", subject, ...finding };
}

/** The backup module's own status (server/backup/status.ts), in the doctor's terms. */
export async function readBackupStatus(config: Config): Promise<BackupStatus> {
  const status = await backupStatus(config);
  return {
    configured: status.configured,
    lagSeconds: status.position ? status.position.lagMs / 1000 : null,
    lastDrill: status.drill ? { at: status.drill.at, ok: status.drill.ok } : null,
  };
}
