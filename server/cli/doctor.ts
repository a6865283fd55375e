import { Resolver } from "node:dns/promises";
import { parseArgs } from "node:util";
import type { Config } from "../config";
import { readBackupStatus } from "../doctor/backup";
import { readStoredMedia, type StoredMedia } from "../doctor/data-checks";
import { exitCode, formatLine, runDoctor } from "../doctor/checks";
import { readRecentAddresses } from "../doctor/proxy-address";
import type { BackupStatus, DoctorContext } from "../doctor/line";
import { createTransport } from "../mail/create";
import { type CliResult, cliConfig, runWhenMain } from "./cli";

/**
 * `npm run doctor`: checks a production configuration from the server's own environment,
 * one line per check, and says what to do about anything that is not ok.
 */

const usage = `Usage: npm run doctor

Checks, with the server's environment, that:
  PUBLIC_URL is https and answers; TRUST_PROXY names visitors as the server should see them,
  and the last leads did not all come from one private address (a proxy's); the secrets,
  .env and systemd's site.env are there and private; the backup is configured and fresh; how
  much the photos and voicemails take; CALENDAR_FEEDS_ALLOW_LOCAL is off; the mail transport
  works; the sender's domain has SPF, DKIM (MAIL_DKIM_SELECTOR) and DMARC records; and, with
  CALLS=on, each Twilio number's voice webhooks and VoiceFallbackUrl.

Run it where the server runs, as the server's user. Exits 0 when every line is ok or
warn, 1 when any line is FAIL, 2 when the configuration itself is invalid.`;

export type DoctorIo = {
  now?: () => Date;
  /** DNS servers to ask instead of the system's (tests: a local stand-in). */
  dnsServers?: string[];
  /** Extra CA certificates to trust for PUBLIC_URL (tests: a self-signed front). */
  ca?: string;
  timeoutMs?: number;
  /** Reads the backup's status for this configuration; server/backup/'s by default. */
  backupStatus?: (config: Config) => Promise<BackupStatus>;
  cwd?: string;
  /** Reads the addresses of the last leads; from the configured database by default. */
  recentAddresses?: (config: Config) => Promise<string[]>;
  /** Counts the photos and voicemails kept; from the configured database by default. */
  storedMedia?: (config: Config) => Promise<StoredMedia>;
  /** The systemd settings file to check; /etc/contractor-site/site.env by default. */
  systemdEnvFile?: string;
};

export async function doctorCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: DoctorIo = {},
): Promise<CliResult> {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { help: { type: "boolean", short: "h" } },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) return { code: 0, stdout: `${usage}\n`, stderr: "" };
  } catch (error) {
    return { code: 2, stdout: "", stderr: `${(error as Error).message}\n\n${usage}\n` };
  }
  const loaded = cliConfig(env);
  if ("failed" in loaded) return loaded.failed;
  const { config } = loaded;
  const timeoutMs = io.timeoutMs ?? 10_000;
  const readBackup = io.backupStatus ?? readBackupStatus;
  const dns = new Resolver({ timeout: Math.min(timeoutMs, 5_000), tries: 2 });
  if (io.dnsServers) dns.setServers(io.dnsServers);
  const transport = createTransport(config, {
    connectionTimeoutMs: timeoutMs,
    greetingTimeoutMs: timeoutMs,
    socketTimeoutMs: timeoutMs,
    httpTimeoutMs: timeoutMs,
  });
  const context: DoctorContext = {
    config,
    now: (io.now ?? (() => new Date()))(),
    cwd: io.cwd ?? process.cwd(),
    http: { timeoutMs, ca: io.ca },
    dns,
    backupStatus: readBackup ? () => readBackup(config) : undefined,
    recentAddresses: () => (io.recentAddresses ?? readRecentAddresses)(config),
    storedMedia: () => (io.storedMedia ?? readStoredMedia)(config),
    systemdEnvFile: io.systemdEnvFile,
    verifySmtp: () => transport.verify?.() ?? Promise.resolve(),
  };
  try {
    const lines = await runDoctor(context);
    return { code: exitCode(lines), stdout: `${lines.map(formatLine).join("\n")}\n`, stderr: "" };
  } finally {
    await transport.close();
  }
}

await runWhenMain(import.meta.url, () => doctorCli(process.argv.slice(2), process.env), {
  ownerOnly: false,
});
