import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { erasureRecorder } from "../backup/ledger";
import { backupLines, backupStatus } from "../backup/status";
import { newWebhookSecret } from "../channels/webhook";
import type { Config } from "../config";
import { openDatabase, type Store } from "../db/database";
import { eraseEntries } from "../leads/erase";
import { listSubmissions } from "../leads/list";
import { csvCell } from "../leads/csv";
import { printable } from "../leads/printable";
import { deliveryStatus, retryFailed } from "../leads/status";
import { mailDir } from "../mail/create";
import { type CliResult, cliConfig, personArgument, runWhenMain } from "./cli";
import { googleAdsCsv } from "../leads/google-ads";
import { exportPerson } from "./leads-export";
import { matchesOfKey, matchLines } from "./person-matches";
import { toCsv, toTable } from "./leads-table";

/**
 * `npm run leads -- [--json] [--csv] [--since DATE]`: the leads and review notices in
 * the configured database (DATA_DIR or DATABASE_URL, read like the server reads them),
 * each with the state of its e-mail notification.
 */

const usage = `Usage: npm run leads -- [--json | --csv] [--since DATE]
       npm run leads -- --google-ads-csv
       npm run leads -- --status | --retry-failed | --erase EMAIL_OR_PHONE [--yes]
       npm run leads -- --export EMAIL_OR_PHONE [--out FILE]
       npm run leads -- --new-webhook-secret

  --json          one JSON array, every field
  --csv           CSV for a spreadsheet, every field
  --google-ads-csv
                  won jobs from ad clicks of the last 90 days, in Google Ads' offline
                  conversions template (upload it under Goals > Conversions > Uploads)
  --since DATE    only what arrived on or after DATE (e.g. 2026-03-01 or 2026-03-01T12:00Z)
  --status        delivery and backup health; exits 1 when a notification waits past
                  ALERT_AFTER_HOURS, the backup lags over 60 s, or its weekly drill failed or is late
  --retry-failed  re-queues every failed notification, on every channel (a running server sends them)
  --new-webhook-secret
                  prints a new WEBHOOK_SECRET (whsec_...) once; give the same one to the receiver
  --erase VALUE   deletes the leads, notices, notifications and mail files this one
                  e-mail address or phone finds, after listing them
  --yes           erase without asking
  --export VALUE  writes everything this one e-mail address or phone finds (requests,
                  notices, notes, notifications, photos) to one ZIP, readable by you alone
                  Both list what they matched, and the leads left out that share a
                  phone or e-mail with it. Use only a key the person showed they control.
  --out FILE      where --export writes (default: person-DATE-TIME.zip here)

Reads DATA_DIR (default ./data) or DATABASE_URL, like the server.`;

export type CliIo = {
  /** Asks the person at the terminal; false when nobody can answer. */
  confirm?: (question: string) => Promise<boolean>;
  now?: () => Date;
};

type Options = {
  json?: boolean;
  csv?: boolean;
  "google-ads-csv"?: boolean;
  since?: string;
  help?: boolean;
  status?: boolean;
  "retry-failed"?: boolean;
  "new-webhook-secret"?: boolean;
  erase?: string;
  yes?: boolean;
  export?: string;
  out?: string;
};

export async function leadsCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: CliIo = {},
): Promise<CliResult> {
  let options: Options;
  try {
    options = parseArgs({
      args: argv,
      options: {
        json: { type: "boolean" },
        csv: { type: "boolean" },
        "google-ads-csv": { type: "boolean" },
        since: { type: "string" },
        help: { type: "boolean", short: "h" },
        status: { type: "boolean" },
        "retry-failed": { type: "boolean" },
        "new-webhook-secret": { type: "boolean" },
        erase: { type: "string" },
        yes: { type: "boolean" },
        export: { type: "string" },
        out: { type: "string" },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return { code: 2, stdout: "", stderr: `${(error as Error).message}\n\n${usage}\n` };
  }
  if (options.help) return { code: 0, stdout: `${usage}\n`, stderr: "" };
  if (options["new-webhook-secret"]) {
    // Printed once and stored nowhere: the owner pastes it into WEBHOOK_SECRET and the CRM.
    return { code: 0, stdout: `${newWebhookSecret()}\n`, stderr: "" };
  }
  const modes = [
    options.json || options.csv,
    options["google-ads-csv"],
    options.status,
    options["retry-failed"],
    options.erase !== undefined,
    options.export !== undefined,
  ].filter(Boolean);
  const strayOut = options.out !== undefined && options.export === undefined;
  if ((options.json && options.csv) || modes.length > 1 || strayOut) {
    return { code: 2, stdout: "", stderr: `Choose one action.\n\n${usage}\n` };
  }
  let since: Date | undefined;
  if (options.since !== undefined) {
    since = new Date(options.since);
    if (!/^\d{4}-\d{2}-\d{2}/.test(options.since) || Number.isNaN(since.getTime())) {
      return { code: 2, stdout: "", stderr: `Not a date: ${options.since}\n\n${usage}\n` };
    }
  }

  const loaded = cliConfig(env);
  if ("failed" in loaded) return loaded.failed;
  const { config } = loaded;
  const now = io.now ?? (() => new Date());
  const store = await openDatabase(config);
  try {
    if (options.status) return await statusReport(store, config, now());
    if (options["google-ads-csv"]) {
      return { code: 0, stdout: await googleAdsCsv(store.db, now()), stderr: "" };
    }
    if (options["retry-failed"]) {
      const count = await retryFailed(store.db, now());
      return { code: 0, stdout: `Re-queued ${count} failed notification(s).\n`, stderr: "" };
    }
    if (options.erase !== undefined) {
      return await erase(store, config, options.erase, options.yes === true, io.confirm);
    }
    if (options.export !== undefined) {
      return await exportPerson(store, options.export, options.out, now());
    }
    const submissions = await listSubmissions(store.db, { since });
    const stdout = options.json
      ? `${JSON.stringify(submissions, null, 2)}\n`
      : options.csv
        ? toCsv(submissions)
        : toTable(submissions);
    return { code: 0, stdout, stderr: "" };
  } finally {
    await store.close();
  }
}

async function statusReport(store: Store, config: Config, now: Date): Promise<CliResult> {
  const status = await deliveryStatus(store.db, now);
  const waitedMs = status.oldestUndeliveredAt
    ? now.getTime() - Date.parse(status.oldestUndeliveredAt)
    : 0;
  const hours = waitedMs / 3_600_000;
  const alert = hours > config.ALERT_AFTER_HOURS;
  const lines = [
    `Leads today (UTC):        ${status.leadsToday}`,
    `Leads in the last 7 days: ${status.leadsThisWeek}`,
    `Notifications pending:    ${status.pending}`,
    `Notifications failed:     ${status.failed}`,
    `Oldest undelivered:       ${status.oldestUndeliveredAt ? `${formatAge(waitedMs)} (since ${status.oldestUndeliveredAt})` : "none"}`,
    `Mail transport:           ${config.MAIL_TRANSPORT}`,
    "",
    "Channel     delivered  waiting  failed  last failure",
    ...status.channels.map((c) =>
      `${c.channel.padEnd(10)}  ${String(c.delivered).padStart(9)}  ${String(c.pending).padStart(7)}  ${String(c.failed).padStart(6)}  ${c.failed > 0 ? printable(c.lastError ?? "") : ""}`.trimEnd(),
    ),
  ];
  if (alert) {
    lines.push(
      "",
      `ALERT: a notification has waited longer than ALERT_AFTER_HOURS (${config.ALERT_AFTER_HOURS} h).`,
    );
  }
  const backup = await backupStatus(config, () => now);
  if (backup.configured) {
    lines.push("", ...backupLines(backup));
    for (const problem of backup.problems) lines.push(`ALERT: ${problem.text}.`);
  }
  const failing = alert || backup.problems.length > 0;
  return { code: failing ? 1 : 0, stdout: `${lines.join("\n")}\n`, stderr: "" };
}

function formatAge(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h ${minutes % 60} min` : `${Math.floor(hours / 24)} days`;
}

async function erase(
  store: Store,
  config: Config,
  value: string,
  yes: boolean,
  confirm: CliIo["confirm"],
): Promise<CliResult> {
  const person = personArgument(value);
  if ("failed" in person) return person.failed;
  const { key } = person;
  const found = await matchesOfKey(store.db, key);
  const { entries } = found.confirmed;
  const count = entries.leads.length + entries.reviewNotices.length;
  if (count === 0) return { code: 0, stdout: "Nothing stored for that person.\n", stderr: "" };
  // Listed before anything is deleted: at the prompt, or first in the answer with --yes.
  const listed = matchLines(key, found).join("\n");
  if (!yes) {
    const ok = confirm
      ? await confirm(
          `${listed}\nDelete ${count} submission(s) and their notifications and mail files? [y/N] `,
        )
      : false;
    if (!ok) {
      return {
        code: 1,
        stdout: `${listed}\n`,
        stderr: "Nothing deleted (confirm, or add --yes).\n",
      };
    }
  }
  // Exactly what was listed, and the ledger keeps the key given, as before.
  const erased = await eraseEntries(store.db, entries, [key], mailDir(config), {
    record: erasureRecorder(config.DATA_DIR),
  });
  const lines = [
    ...(yes ? [listed] : []),
    `Deleted ${erased.leads.length} lead(s)${list(erased.leads)}`,
    `Deleted ${erased.reviewNotices.length} review notice(s)${list(erased.reviewNotices)}`,
    `Deleted ${erased.photos} photo(s)`,
    `Deleted ${erased.outboxRows} notification(s) and ${erased.deliveryAttempts} delivery attempt(s)`,
    `Deleted ${erased.mailFiles.length} mail file(s)${list(erased.mailFiles)}`,
    "Mail already delivered to an inbox is not touched. Backups keep it until they expire, and a restore erases it again.",
  ];
  return { code: 0, stdout: `${lines.join("\n")}\n`, stderr: "" };
}

function list(values: string[]): string {
  return values.length > 0 ? `: ${values.join(", ")}` : "";
}

export { csvCell };

async function askAtTerminal(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await rl.question(question)).trim());
  } finally {
    rl.close();
  }
}

await runWhenMain(
  import.meta.url,
  () => leadsCli(process.argv.slice(2), process.env, { confirm: askAtTerminal }),
  { ownerOnly: true },
);
