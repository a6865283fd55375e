import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import {
  type BackupConfig,
  backupTarget,
  litestreamError,
  type ReplicatedName,
  replicatedFiles,
  runLitestream,
  writeLitestreamConfig,
} from "./litestream";

/** Where the replica of one database stands. */
export type ReplicaPosition = {
  generation: string;
  /** When its first and latest copies were written (to the second). */
  start: string;
  end: string;
  /** How far the live database is ahead of it, in ms; 0 or less when it is caught up. */
  lagMs: number;
};

/** Go's duration text ("-76ms", "1m2.5s", "3h0m0s") in milliseconds. */
export function parseGoDuration(text: string): number | undefined {
  const match = /^(-?)((?:\d+(?:\.\d+)?(?:h|m|s|ms|µs|us|ns))+|0)$/.exec(text.trim());
  if (!match) return undefined;
  const units: Record<string, number> = {
    h: 3_600_000,
    m: 60_000,
    s: 1_000,
    ms: 1,
    µs: 0.001,
    us: 0.001,
    ns: 0.000_001,
  };
  let total = 0;
  for (const [, value = "0", unit = "s"] of (match[2] ?? "").matchAll(
    /(\d+(?:\.\d+)?)(h|ms|m|s|µs|us|ns)/g,
  )) {
    total += Number(value) * (units[unit] ?? 0);
  }
  return match[1] === "-" ? -total : total;
}

/** The rows of `litestream generations`: the newest generation of the replica wins. */
export function parseGenerations(stdout: string): ReplicaPosition | undefined {
  const rows = stdout
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((cells) => cells.length >= 5);
  const positions = rows.flatMap(([, generation = "", lag = "", start = "", end = ""]) => {
    const lagMs = parseGoDuration(lag);
    return lagMs === undefined ? [] : [{ generation, start, end, lagMs }];
  });
  return positions.sort((a, b) => a.end.localeCompare(b.end)).at(-1);
}

/**
 * Runs a Litestream command against the configured replica with a configuration written
 * to a private temporary folder, so a command never needs the server's own.
 */
export async function withReplicaConfig<T>(
  config: BackupConfig,
  run: (configFile: string) => Promise<T>,
  dataDir = config.DATA_DIR,
): Promise<T> {
  const target = backupTarget(config);
  if (!target) throw new Error("BACKUP_URL is not set");
  const dir = mkdtempSync(join(tmpdir(), "backup-config-"));
  try {
    return await run(writeLitestreamConfig(config, target, dir, dataDir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The replica's position for one database, or an error saying why there is none. */
export async function replicaPosition(
  config: BackupConfig,
  name: ReplicatedName = "site",
): Promise<ReplicaPosition | { error: string }> {
  return withReplicaConfig(config, async (configFile) => {
    const result = await runLitestream(
      config,
      ["generations", "-config", configFile, resolve(config.DATA_DIR, replicatedFiles[name])],
      60_000,
    );
    if (result.code !== 0) return { error: litestreamError(result) || "litestream failed" };
    return parseGenerations(result.stdout) ?? { error: "the replica holds no copy yet" };
  });
}
