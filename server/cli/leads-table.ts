import { toCsvText } from "../leads/csv";
import { printable } from "../leads/printable";
import type { Submission } from "../leads/list";

/**
 * What `npm run leads` prints: the submissions as CSV (`--csv`) or as a table for a
 * terminal, each with the state of its notifications.
 */

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
  "status",
  "zip",
  "contact_preference",
  "best_time",
  "outside_service_area",
  "photo_count",
  "won_value",
  "first_source",
  "last_source",
  "first_touch",
  "last_touch",
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
    ...leadCells(s),
    delivery_status: s.delivery.status,
    attempts: String(s.delivery.attempts),
    last_error: s.delivery.lastError ?? "",
    next_attempt_at: s.delivery.nextAttemptAt ?? "",
    delivered_at: s.delivery.deliveredAt ?? "",
  };
}

type FactCell =
  | "status"
  | "zip"
  | "contact_preference"
  | "best_time"
  | "outside_service_area"
  | "photo_count"
  | "won_value"
  | "first_source"
  | "last_source"
  | "first_touch"
  | "last_touch";

/** What the inbox shows of a lead; a review notice leaves these cells empty. */
function leadCells(s: Submission): Record<FactCell, string> {
  if (s.type !== "contact") {
    return {
      status: "",
      zip: "",
      contact_preference: "",
      best_time: "",
      outside_service_area: "",
      photo_count: "",
      won_value: "",
      first_source: "",
      last_source: "",
      first_touch: "",
      last_touch: "",
    };
  }
  return {
    status: s.status,
    zip: s.zip ?? "",
    contact_preference: s.contactPreference ?? "",
    best_time: s.bestTime ?? "",
    outside_service_area: s.outsideServiceArea ? "yes" : "no",
    photo_count: String(s.photoCount),
    won_value: s.wonValue === null ? "" : String(s.wonValue),
    first_source: s.firstSource,
    last_source: s.lastSource,
    first_touch: s.firstTouch ?? "",
    last_touch: s.lastTouch ?? "",
  };
}

export function toCsv(submissions: Submission[]): string {
  return toCsvText([
    csvColumns,
    ...submissions.map((s) => {
      const row = csvRow(s);
      return csvColumns.map((column) => row[column]);
    }),
  ]);
}

function fit(value: string, width: number): string {
  const flat = printable(value.replace(/\s+/g, " ").trim());
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

function deliveryText(s: Submission): string {
  const { status, attempts } = s.delivery;
  if (status === "delivered" && s.delivery.digestId) return "delivered in a digest";
  if (status === "delivered") return attempts > 1 ? `delivered (${attempts} tries)` : "delivered";
  if (status === "failed") return `FAILED (${attempts} tries)`;
  if (status === "missing") return "NOT QUEUED";
  if (status === "held") return s.delivery.digestId ? "in a digest" : "waiting for a digest";
  return attempts > 0 ? `retrying (${attempts} failed)` : "queued";
}

/**
 * The channels besides the owner's e-mail, at a glance: "all delivered", or only those
 * that are not ("webhook FAILED, ack_email thanked today"), so the column stays readable.
 */
function channelsText(s: Submission): string {
  const states = Object.entries(s.channels);
  const exceptions = states.filter(([, state]) => state.status !== "delivered");
  if (states.length > 0 && exceptions.length === 0) return "all delivered";
  return exceptions
    .map(([channel, state]) =>
      state.status === "failed"
        ? `${channel} FAILED`
        : state.status === "skipped"
          ? `${channel} thanked today`
          : `${channel} ${state.status}`,
    )
    .join(", ");
}

export function toTable(submissions: Submission[]): string {
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
    ["Other channels", 30, channelsText],
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
    ["pending", "sending", "held"].includes(s.delivery.status),
  ).length;
  rows.push("", `${submissions.length} in all; ${waiting} waiting for delivery; ${failed} failed.`);
  return `${rows.join("\n")}\n`;
}
