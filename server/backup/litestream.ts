import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { retention } from "../../content/privacy";
import { type BackupTarget, parseBackupUrl } from "../config/backup";

/**
 * Litestream 0.3.13, the binary the npm package @flydotio/litestream ships (decision 200):
 * it replicates each database's WAL to the target as it is written, and restores any
 * moment of the retention window.
 */

export type BackupConfig = {
  DATA_DIR: string;
  BACKUP_URL?: string;
  AWS_REGION?: string;
  AWS_ENDPOINT_URL_S3?: string;
  AWS_ACCESS_KEY_ID?: string;
  AWS_SECRET_ACCESS_KEY?: string;
  BACKUP_SYNC_INTERVAL_MS: number;
};

/**
 * The environment Litestream runs in: the configured key pair, whatever the calling
 * process's own environment holds (a test, or a command given its settings as arguments).
 */
export function litestreamEnv(config: BackupConfig): NodeJS.ProcessEnv {
  const env = { ...process.env };
  if (config.AWS_ACCESS_KEY_ID) env.AWS_ACCESS_KEY_ID = config.AWS_ACCESS_KEY_ID;
  if (config.AWS_SECRET_ACCESS_KEY) env.AWS_SECRET_ACCESS_KEY = config.AWS_SECRET_ACCESS_KEY;
  return env;
}

/** The databases replicated: the leads, and the erasure ledger that must outlive a restore. */
export const replicatedFiles = { site: "site.sqlite", erasures: "erasures.sqlite" } as const;
export type ReplicatedName = keyof typeof replicatedFiles;

export function backupTarget(config: BackupConfig): BackupTarget | undefined {
  if (!config.BACKUP_URL) return undefined;
  const parsed = parseBackupUrl(config.BACKUP_URL);
  return typeof parsed === "string" ? undefined : parsed;
}

/** The path of the Litestream binary for this platform, shipped inside the npm package. */
export function litestreamBinary(): string {
  const require = createRequire(import.meta.url);
  const name = `@flydotio/litestream-${process.platform}-${process.arch}`;
  try {
    return join(dirname(require.resolve(`${name}/package.json`)), "litestream");
  } catch (error) {
    throw new Error(
      `BACKUP_URL is set but Litestream is not installed for ${process.platform}-${process.arch} (${name})`,
      { cause: error },
    );
  }
}

const hours = (days: number) => `${days * 24}h`;

function replicaFor(config: BackupConfig, target: BackupTarget, name: ReplicatedName) {
  const common = {
    "sync-interval": `${config.BACKUP_SYNC_INTERVAL_MS}ms`,
    // Litestream keeps the whole copies taken within `retention` and the WAL after the
    // oldest of them: with a copy a day, any moment of the privacy policy's window can be
    // restored, and nothing older than the window and a day is kept.
    retention: hours(retention.backupDays + retention.backupCopyDays),
    "retention-check-interval": "1h",
    "snapshot-interval": hours(retention.backupCopyDays),
  };
  if (target.kind === "file") {
    return { ...common, type: "file", path: join(target.path, name) };
  }
  const endpoint = config.AWS_ENDPOINT_URL_S3;
  return {
    ...common,
    type: "s3",
    bucket: target.bucket,
    path: target.prefix ? `${target.prefix}/${name}` : name,
    region: config.AWS_REGION ?? "us-east-1",
    // B2, R2 and MinIO answer at their own endpoint, addressed by path.
    ...(endpoint ? { endpoint, "force-path-style": true } : {}),
  };
}

/**
 * Litestream's configuration, as JSON (which its YAML reader takes). It holds no
 * credential: Litestream reads AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY from the
 * environment it inherits.
 */
export function litestreamConfig(config: BackupConfig, target: BackupTarget, dataDir: string) {
  return {
    dbs: (Object.keys(replicatedFiles) as ReplicatedName[]).map((name) => ({
      path: resolve(dataDir, replicatedFiles[name]),
      "monitor-interval": `${Math.min(config.BACKUP_SYNC_INTERVAL_MS, 1_000)}ms`,
      replicas: [replicaFor(config, target, name)],
    })),
  };
}

export const configFileName = "litestream.yml";

/** Writes the configuration into `dir` (private) and returns its path. */
export function writeLitestreamConfig(
  config: BackupConfig,
  target: BackupTarget,
  dir: string,
  dataDir = config.DATA_DIR,
): string {
  const file = join(dir, configFileName);
  writeFileSync(file, `${JSON.stringify(litestreamConfig(config, target, dataDir), null, 2)}\n`, {
    mode: 0o600,
  });
  return file;
}

export type RunResult = { code: number; stdout: string; stderr: string };

/** Runs one Litestream command to its end; it never throws for a non-zero exit. */
export function runLitestream(
  config: BackupConfig,
  args: string[],
  timeoutMs = 10 * 60_000,
): Promise<RunResult> {
  return new Promise((done, fail) => {
    const child = spawn(litestreamBinary(), args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: litestreamEnv(config),
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      fail(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      done({ code: code ?? 1, stdout, stderr });
    });
  });
}

/** Litestream's last error line, without its timestamp, for a message to the operator. */
export function litestreamError(result: RunResult): string {
  // Litestream's commands log to stdout or stderr depending on the command.
  const lines = `${result.stdout}\n${result.stderr}`.trim().split("\n").filter(Boolean);
  const last = lines.findLast((line) => /level=ERROR/.test(line)) ?? lines.at(-1) ?? "";
  return (/error="([^"]*)"/.exec(last)?.[1] ?? last).slice(0, 300);
}
