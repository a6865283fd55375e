import { z } from "zod";

/**
 * The continuous backup's settings (decision 200), merged into the server's config schema
 * like the channels' are. `checkBackupSettings` stops the server when a backup could not
 * bring back what it promises.
 */

// As in config.ts: an empty variable is an unset one.
const unsetIfEmpty = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());

/** Where the replica goes: `file:///absolute/folder` or `s3://bucket/prefix`. */
export type BackupTarget =
  { kind: "file"; path: string } | { kind: "s3"; bucket: string; prefix: string };

export function parseBackupUrl(value: string): BackupTarget | string {
  if (!URL.canParse(value)) return "must be file:///absolute/folder or s3://bucket/prefix";
  const url = new URL(value);
  if (url.username || url.password || url.search || url.hash) {
    return "must carry no user name, password, query or fragment (credentials go in AWS_* variables)";
  }
  if (url.protocol === "file:") {
    if (url.host) return "must be file:///absolute/folder (three slashes, no host)";
    const path = decodeURIComponent(url.pathname).replace(/\/+$/, "");
    if (path === "") return "must name a folder, not the root";
    return { kind: "file", path };
  }
  if (url.protocol === "s3:") {
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname)) {
      return "must name a valid bucket: s3://bucket/prefix";
    }
    const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, "");
    return { kind: "s3", bucket: url.hostname, prefix };
  }
  return "must be file:///absolute/folder or s3://bucket/prefix";
}

const backupUrl = z.string().transform((value, ctx): string => {
  const parsed = parseBackupUrl(value);
  if (typeof parsed !== "string") return value;
  ctx.addIssue({ code: "custom", message: parsed });
  return z.NEVER;
});

export const backupFields = {
  /** The SQLite database's continuous replica; unset, nothing is backed up. */
  BACKUP_URL: optional(backupUrl),
  /** The standard AWS variables, read for an s3:// target (any S3-compatible store). */
  AWS_REGION: optional(z.string()),
  AWS_ACCESS_KEY_ID: optional(z.string()),
  AWS_SECRET_ACCESS_KEY: optional(z.string()),
  AWS_ENDPOINT_URL_S3: optional(
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }),
  ),
  /** How often changes are shipped to the replica: a lead acknowledged is there within 1 s. */
  BACKUP_SYNC_INTERVAL_MS: z.coerce.number().int().min(10).max(1_000).default(100),
};

export type BackupSettings = z.output<z.ZodObject<typeof backupFields>> & {
  DATABASE_URL?: string;
  CAPTCHA_PROVIDER: string;
  ALTCHA_HMAC_KEY?: string;
  PHOTO_LINK_SECRET?: string;
};

/**
 * The keys that sign captcha answers and photo links come from the environment when there
 * is a backup: a key generated into DATA_DIR dies with the disk, and with it every photo
 * link and captcha token issued before the loss. Keeping them out of the bucket means a
 * leaked bucket cannot forge either (decision 200).
 */
export function checkBackupSettings(env: BackupSettings, ctx: z.RefinementCtx): void {
  if (!env.BACKUP_URL) return;
  const issue = (key: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [key], message });
  if (env.DATABASE_URL) {
    issue(
      "BACKUP_URL",
      "cannot be used with DATABASE_URL: PostgreSQL is backed up by its provider's point-in-time recovery",
    );
  }
  if (!env.AWS_ACCESS_KEY_ID !== !env.AWS_SECRET_ACCESS_KEY) {
    const missing = env.AWS_ACCESS_KEY_ID ? "AWS_SECRET_ACCESS_KEY" : "AWS_ACCESS_KEY_ID";
    issue(missing, "is required with the other half of the key pair");
  }
  const restored = "when BACKUP_URL is set (a restore must verify what was signed before)";
  if (env.CAPTCHA_PROVIDER === "altcha" && !env.ALTCHA_HMAC_KEY) {
    issue("ALTCHA_HMAC_KEY", `is required ${restored}`);
  }
  if (!env.PHOTO_LINK_SECRET) issue("PHOTO_LINK_SECRET", `is required ${restored}`);
}
