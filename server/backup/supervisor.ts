import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensureLedger } from "./ledger";
import {
  type BackupConfig,
  backupTarget,
  litestreamBinary,
  litestreamEnv,
  writeLitestreamConfig,
} from "./litestream";

type SupervisorLog = {
  info: (o: object, m: string) => void;
  warn: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
};

export type Replicator = {
  /** True while a replicator process runs. */
  running: () => boolean;
  stop: () => Promise<void>;
};

const pidFileName = "litestream.pid";
const restartDelays = [1_000, 2_000, 5_000, 10_000, 30_000];
const stopTimeoutMs = 5_000;

/**
 * A replicator left behind by a server that was killed would race the new one over the
 * same WAL: it is ended first, if the process named in the pid file is still Litestream.
 */
function endOrphan(dataDir: string, log: SupervisorLog): void {
  const file = join(dataDir, pidFileName);
  let pid: number;
  try {
    pid = Number(readFileSync(file, "utf8").trim());
  } catch {
    return;
  }
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    if (pid > 0 && command.includes("litestream") && command.includes(dataDir)) {
      process.kill(pid, "SIGKILL");
      log.warn({ pid }, "ended a replicator left behind by an earlier run");
    }
  } catch {
    // Gone already, or not ours to read: nothing to end.
  }
  rmSync(file, { force: true });
}

/**
 * Runs `litestream replicate` beside the server while it runs (SQLite with BACKUP_URL
 * only), restarts it when it dies, and stops it on shutdown, after its last sync.
 */
export function startReplicator(config: BackupConfig, log: SupervisorLog): Replicator | undefined {
  const target = backupTarget(config);
  if (!target) return undefined;
  // No backup where one was asked for is worse than no start: this throws, and says why.
  const binary = litestreamBinary();
  ensureLedger(config.DATA_DIR);
  endOrphan(config.DATA_DIR, log);
  const configFile = writeLitestreamConfig(config, target, config.DATA_DIR);
  let child: ChildProcess | undefined;
  let stopping = false;
  let failures = 0;
  let restartTimer: NodeJS.Timeout | undefined;

  const start = () => {
    const started = Date.now();
    const proc = spawn(binary, ["replicate", "-config", configFile], {
      stdio: ["ignore", "ignore", "pipe"],
      env: litestreamEnv(config),
    });
    child = proc;
    if (proc.pid) writeFileSync(join(config.DATA_DIR, pidFileName), `${proc.pid}\n`);
    let tail = "";
    proc.stderr?.on("data", (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-4_000);
      for (const line of chunk.toString().split("\n")) {
        if (/level=(ERROR|WARN)/.test(line))
          log.warn({ litestream: line.slice(0, 500) }, "replicator");
      }
    });
    proc.on("error", (error) => log.error({ err: error }, "the replicator could not start"));
    proc.on("exit", (code, signal) => {
      if (child === proc) child = undefined;
      if (stopping) return;
      // A run that lasted a minute was healthy: the next failure starts the backoff again.
      failures = Date.now() - started > 60_000 ? 0 : failures + 1;
      const delay = restartDelays[Math.min(failures, restartDelays.length - 1)] ?? 30_000;
      log.error(
        { code, signal, restartInMs: delay, last: tail.trim().split("\n").at(-1) },
        "the replicator stopped; restarting it",
      );
      restartTimer = setTimeout(start, delay);
      restartTimer.unref();
    });
  };
  start();
  log.info(
    { target: target.kind, syncIntervalMs: config.BACKUP_SYNC_INTERVAL_MS },
    "backup replicator started",
  );

  return {
    running: () => child !== undefined,
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      const proc = child;
      if (!proc || proc.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
      // SIGTERM lets Litestream ship what it has not yet shipped before it exits.
      proc.kill("SIGTERM");
      const timer = setTimeout(() => proc.kill("SIGKILL"), stopTimeoutMs);
      await exited;
      clearTimeout(timer);
      rmSync(join(config.DATA_DIR, pidFileName), { force: true });
    },
  };
}
