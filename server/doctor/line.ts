import type { Resolver } from "node:dns/promises";
import type { Config } from "../config";

/** What the database keeps of photos and voicemails (server/doctor/data-checks.ts reads it). */
export type MediaCount = { count: number; bytes: number };
export type StoredMedia = { photos: MediaCount; voicemails: MediaCount };

/** How a check came out: ok, worth a look (warn), or broken (fail: the command exits 1). */
export type Mark = "ok" | "warn" | "fail";

/** One printed line: what was checked, what was found, and for anything not ok, what to do. */
export type DoctorLine = { mark: Mark; subject: string; detail: string; fix?: string };

/**
 * What the backup reports; `npm run backup -- status` reads the same (docs/architecture.md
 * §11).
 */
export type BackupStatus = {
  configured: boolean;
  /** Seconds the replica is behind the database; null when it has never caught up. */
  lagSeconds: number | null;
  lastDrill: { at: string; ok: boolean } | null;
};

/** Everything a check may use; tests point each part at a local stand-in. */
export type DoctorContext = {
  config: Config;
  now: Date;
  /** Where `.env` would be: the folder the command runs in. */
  cwd: string;
  http: HttpSettings;
  dns: Pick<Resolver, "resolveTxt">;
  /** The backup's status (server/backup/status.ts; tests give their own). */
  backupStatus?: () => Promise<BackupStatus>;
  /** The addresses of the last leads, newest first (server/doctor/proxy-address.ts). */
  recentAddresses?: () => Promise<string[]>;
  /** The photos and voicemails the database keeps (server/doctor/data-checks.ts). */
  storedMedia?: () => Promise<StoredMedia>;
  /** The settings file systemd gives the server; /etc/contractor-site/site.env by default. */
  systemdEnvFile?: string;
  /** Verifies the SMTP connection (nodemailer's verify); the configured transport's by default. */
  verifySmtp: () => Promise<unknown>;
};

export type HttpSettings = {
  timeoutMs: number;
  /** Extra CA certificates to trust (tests). */ ca?: string;
};

/** A check is one small function; a new line of the doctor is one more entry in the list. */
export type DoctorCheck = (context: DoctorContext) => Promise<DoctorLine[]>;
