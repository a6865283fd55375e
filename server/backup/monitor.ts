import type { Kysely } from "kysely";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { backupAlertCopy } from "../../content/backup-alerts";
import { routes } from "../../contracts/routes";
import { sendSms } from "../channels/twilio";
import { type Config, publicOrigin, smsSender } from "../config";
import type { Database } from "../db/schema";
import { escapeHtml } from "../html";
import { deliveryStatus } from "../leads/status";
import { mailAddresses } from "../mail/create";
import { sendDirect } from "../mail/direct";
import { finePrint, htmlEmail } from "../mail/html-email";
import { lastDrill, recordDrill, runDrill } from "./drill";
import { type BackupProblem, backupStatus } from "./status";

type MonitorLog = {
  info: (o: object, m: string) => void;
  warn: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
};

export type ProblemKind = BackupProblem | "notifications";

const minute = 60_000;
const week = 7 * 24 * 60 * minute;
/** A notification undelivered this long is an incident of its own. */
const notificationAlertMs = 60 * minute;

export const alertStateFileName = "alerts.json";

/** The incidents open now, each with when it began; kept in DATA_DIR across restarts. */
type AlertState = Partial<Record<ProblemKind, string>>;

function readState(dataDir: string): AlertState {
  try {
    return JSON.parse(readFileSync(join(dataDir, alertStateFileName), "utf8")) as AlertState;
  } catch {
    return {};
  }
}

function writeState(dataDir: string, state: AlertState): void {
  const file = join(dataDir, alertStateFileName);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(state)}\n`, { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}

/** Everything wrong now: the backup's problems, and a notification stuck for an hour. */
export async function currentProblems(
  config: Config,
  db: Kysely<Database>,
  now: Date,
): Promise<ProblemKind[]> {
  const backup = await backupStatus(config, () => now);
  const kinds: ProblemKind[] = backup.problems.map((p) => p.kind);
  const delivery = await deliveryStatus(db, now);
  const waited = delivery.oldestUndeliveredAt
    ? now.getTime() - Date.parse(delivery.oldestUndeliveredAt)
    : 0;
  if (waited > notificationAlertMs) kinds.push("notifications");
  return kinds;
}

/** One e-mail and one text per owner's phone naming what went wrong; failures are logged. */
async function tellOwner(config: Config, kinds: ProblemKind[], log: MonitorLog) {
  const copy = backupAlertCopy;
  const lines = kinds.map((kind) => copy.problems[kind]);
  const link = `${publicOrigin(config)}${routes.admin}`;
  const text = [
    copy.greeting,
    "",
    copy.lead,
    "",
    ...lines.map((l) => `- ${l}`),
    "",
    copy.advice,
    "",
    copy.signature,
  ].join("\n");
  const html = htmlEmail(`<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(copy.lead)}</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>
${finePrint(copy.advice)}
<p>${escapeHtml(copy.signature)}</p>`);
  try {
    await sendDirect(config, {
      kind: "alert",
      to: mailAddresses(config).to,
      subject: copy.subject,
      text,
      html,
      link,
    });
  } catch (error) {
    log.error({ err: error, problems: kinds }, "the owner's alert e-mail failed");
  }
  if (config.SMS_PROVIDER !== "twilio" || !config.TWILIO_ACCOUNT_SID || !config.TWILIO_AUTH_TOKEN) {
    return;
  }
  for (const to of config.OWNER_SMS_TO ?? []) {
    try {
      await sendSms({
        apiUrl: config.TWILIO_API_URL,
        accountSid: config.TWILIO_ACCOUNT_SID,
        authToken: config.TWILIO_AUTH_TOKEN,
        ...smsSender(config),
        to,
        body: copy.text(lines.join(" ")).slice(0, 320),
      });
    } catch (error) {
      log.error({ err: error, problems: kinds }, "the owner's alert text failed");
    }
  }
}

/**
 * Compares what is wrong now with the incidents already open: a new problem alerts the
 * owner once, a problem still there says nothing more, and one that clears closes its
 * incident, so it alerts again if it comes back.
 */
export async function checkAndAlert(
  config: Config,
  db: Kysely<Database>,
  log: MonitorLog,
  now: Date,
): Promise<ProblemKind[]> {
  const kinds = await currentProblems(config, db, now);
  const open = readState(config.DATA_DIR);
  const fresh = kinds.filter((kind) => !open[kind]);
  const next: AlertState = {};
  for (const kind of kinds) next[kind] = open[kind] ?? now.toISOString();
  if (fresh.length > 0) {
    log.warn({ problems: fresh }, "alerting the owner");
    await tellOwner(config, fresh, log);
  }
  writeState(config.DATA_DIR, next);
  return fresh;
}

/**
 * The server's own watch: the restore drill once a week (the first one soon after a start
 * without a recent one), and every minute a look for problems to alert the owner about.
 */
export function scheduleBackupWatch(
  config: Config,
  db: Kysely<Database>,
  log: MonitorLog,
  {
    now = () => new Date(),
    checkEveryMs = minute,
    firstDrillAfterMs = minute,
  }: { now?: () => Date; checkEveryMs?: number; firstDrillAfterMs?: number } = {},
): () => void {
  let drilling = false;
  let checking = false;
  const drillIfDue = async () => {
    const drillable = config.BACKUP_URL && !config.DATABASE_URL;
    const last = lastDrill(config.DATA_DIR);
    if (!drillable || drilling || (last && now().getTime() - Date.parse(last.at) < week)) return;
    drilling = true;
    try {
      const result = await runDrill(config, db, now);
      recordDrill(config.DATA_DIR, result);
      if (result.ok) log.info(result, "restore drill passed");
      else log.error(result, "restore drill failed");
    } catch (error) {
      log.error({ err: error }, "the restore drill could not be recorded");
    } finally {
      drilling = false;
    }
  };
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      await checkAndAlert(config, db, log, now());
    } catch (error) {
      log.error({ err: error }, "the backup and delivery check failed");
    } finally {
      checking = false;
    }
  };
  const first = setTimeout(() => void drillIfDue().then(check), firstDrillAfterMs);
  first.unref();
  const timer = setInterval(() => void drillIfDue().then(check), checkEveryMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
