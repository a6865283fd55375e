import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { ConfigError, loadConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { listSubmissions, type Submission } from "../server/leads/list";

/**
 * `npm run leads -- [--json] [--csv] [--since DATE]`: the leads and review notices in
 * the configured database (DATA_DIR or DATABASE_URL, read like the server reads them),
 * each with the state of its e-mail notification.
 */

const usage = `Usage: npm run leads -- [--json | --csv] [--since DATE]

  --json        one JSON array, every field
  --csv         CSV for a spreadsheet, every field
  --since DATE  only what arrived on or after DATE (e.g. 2026-03-01 or 2026-03-01T12:00Z)

Reads DATA_DIR (default ./data) or DATABASE_URL, like the server.`;

type CliResult = { code: number; stdout: string; stderr: string };

export async function leadsCli(argv: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  let options: { json?: boolean; csv?: boolean; since?: string; help?: boolean };
  try {
    options = parseArgs({
      args: argv,
      options: {
        json: { type: "boolean" },
        csv: { type: "boolean" },
        since: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return { code: 2, stdout: "", stderr: `${(error as Error).message}\n\n${usage}\n` };
  }
  if (options.help) return { code: 0, stdout: `${usage}\n`, stderr: "" };
  if (options.json && options.csv) {
    return { code: 2, stdout: "", stderr: `Choose one of --json and --csv.\n\n${usage}\n` };
  }
  let since: Date | undefined;
  if (options.since !== undefined) {
    since = new Date(options.since);
    if (!/^\d{4}-\d{2}-\d{2}/.test(options.since) || Number.isNaN(since.getTime())) {
      return { code: 2, stdout: "", stderr: `Not a date: ${options.since}\n\n${usage}\n` };
    }
  }

  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return { code: 2, stdout: "", stderr: `${error.message}\n` };
    throw error;
  }
  const store = await openDatabase(config);
  try {
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

const csvColumns = [
  "id",
  "type",
  "created_at",
  "name",
  "email",
  "phone",
  "service",
  "review_platforms",
  "message",
  "sms_consent",
  "delivery_status",
  "attempts",
  "last_error",
  "next_attempt_at",
  "delivered_at",
] as const;

function csvRow(s: Submission): Record<(typeof csvColumns)[number], string> {
  return {
    id: s.id,
    type: s.type,
    created_at: s.createdAt,
    name: s.name,
    email: s.type === "contact" ? s.email : "",
    phone: s.phone,
    service: s.type === "contact" ? s.service : "",
    review_platforms: s.type === "review" ? s.reviewPlatforms.join(", ") : "",
    message: s.message,
    sms_consent: s.type === "contact" ? s.smsConsent : "",
    delivery_status: s.delivery.status,
    attempts: String(s.delivery.attempts),
    last_error: s.delivery.lastError ?? "",
    next_attempt_at: s.delivery.nextAttemptAt ?? "",
    delivered_at: s.delivery.deliveredAt ?? "",
  };
}

/**
 * RFC 4180 quoting, and a leading apostrophe on anything a spreadsheet would run as a
 * formula: a visitor's text must never become one.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function toCsv(submissions: Submission[]): string {
  const lines = [csvColumns.join(",")];
  for (const s of submissions) {
    const row = csvRow(s);
    lines.push(csvColumns.map((column) => csvCell(row[column])).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}

function fit(value: string, width: number): string {
  const flat = value.replace(/\s+/g, " ").trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

function deliveryText(s: Submission): string {
  const { status, attempts } = s.delivery;
  if (status === "delivered") return attempts > 1 ? `delivered (${attempts} tries)` : "delivered";
  if (status === "failed") return `FAILED (${attempts} tries)`;
  if (status === "missing") return "NOT QUEUED";
  return attempts > 0 ? `retrying (${attempts} failed)` : "queued";
}

function toTable(submissions: Submission[]): string {
  if (submissions.length === 0) return "No leads yet.\n";
  const columns: [string, number, (s: Submission) => string][] = [
    ["Received (UTC)", 16, (s) => s.createdAt.slice(0, 16).replace("T", " ")],
    ["Reference", 14, (s) => s.id],
    ["Type", 7, (s) => s.type],
    ["Name", 20, (s) => s.name],
    [
      "Contact",
      26,
      (s) => (s.type === "contact" ? [s.email, s.phone] : [s.phone]).filter(Boolean).join(" / "),
    ],
    ["About", 24, (s) => (s.type === "contact" ? s.service : s.reviewPlatforms.join(", "))],
    ["Delivery", 22, deliveryText],
    [
      "Last error",
      40,
      (s) => (s.delivery.status === "delivered" ? "" : (s.delivery.lastError ?? "")),
    ],
  ];
  const line = (cells: string[]) => cells.join("  ").trimEnd();
  const rows = [
    line(columns.map(([title, width]) => fit(title, width))),
    line(columns.map(([, width]) => "-".repeat(width))),
    ...submissions.map((s) => line(columns.map(([, width, value]) => fit(value(s), width)))),
  ];
  const failed = submissions.filter((s) => s.delivery.status === "failed").length;
  const waiting = submissions.filter((s) =>
    ["pending", "sending"].includes(s.delivery.status),
  ).length;
  rows.push("", `${submissions.length} in all; ${waiting} waiting for delivery; ${failed} failed.`);
  return `${rows.join("\n")}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await leadsCli(process.argv.slice(2), process.env);
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}
