import type { Kysely } from "kysely";
import { adminJobCopy } from "../../content/admin-job";
import { reviewPage } from "../../content/review";
import {
  type InboxFilter,
  type InboxList,
  type InboxListItem,
  type ReviewFilter,
  reviewFilters,
} from "../../contracts/admin-api";
import { displayPhone } from "../../contracts/phone";
import { serviceLabels } from "../db/lead-services";
import type { Database } from "../db/schema";
import { latestCalls } from "../voice/inbox";
import { leadServices } from "./lead-service-items";
import { townsOf } from "../leads/zip-towns";
import {
  nameOrNumber,
  oneLine,
  optedOutPhones,
  type TextSummary,
  textSummaries,
} from "./inbox-story";
import { day, minute } from "./tokens";

/**
 * The inbox: leads and review notices together, newest first. The status filter runs in
 * the database; the search runs here over the few fields it reads, the same on SQLite and
 * PostgreSQL (retention keeps the list to what two years of a contractor's leads make).
 */

export type InboxQuery = { status: InboxFilter; q?: string };

/** Minutes from arrival to the first `contacted`, or null while nobody has. */
export function minutesBetween(from: string, to: string | null): number | null {
  if (!to) return null;
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / minute));
}

// A Map, so a stored platform such as "constructor" is shown as stored, not as a function.
const platformLabels = new Map<string, string>(Object.entries(reviewPage.form.platformLabels));

export function platformNames(json: string): string {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return "";
    return value.map((p) => platformLabels.get(String(p)) ?? String(p)).join(", ");
  } catch {
    return "";
  }
}

function isReviewFilter(status: InboxFilter): status is ReviewFilter {
  return (reviewFilters as readonly string[]).includes(status);
}

/** The ids of the leads at a stage of their review request: sent, reminded, acted on. */
function reviewStage(db: Kysely<Database>, stage: ReviewFilter) {
  if (stage === "opened") {
    return db.selectFrom("review_requests").select("lead_id").where("opened_at", "is not", null);
  }
  return db
    .selectFrom("outbox")
    .select("ref_id as lead_id")
    .where("kind", "=", stage === "reminded" ? "review_reminder" : "review_request")
    .where("status", "=", "delivered");
}

/** "Open": the leads still being worked, before they are won, finished or lost. */
const openStatuses = ["new", "contacted", "quoted"] as const;

/** A row of the list, and the words the search reads beyond those it shows. */
type Listed = { item: InboxListItem; message: string };

/** Every item the filter lets through, before the search. */
async function inboxItems(db: Kysely<Database>, status: InboxFilter): Promise<Listed[]> {
  const leads = db
    .selectFrom("leads")
    .select([
      "id",
      "created_at",
      "status",
      "name",
      "phone",
      "email",
      "service",
      "services",
      "message",
      "zip",
      "won_value",
      "financing",
      "first_contacted_at",
      "photo_count",
      "outside_service_area",
    ]);
  const reviews = db
    .selectFrom("review_notices")
    .select([
      "id",
      "created_at",
      "status",
      "client_name",
      "client_phone",
      "review_platforms",
      "message",
      "first_contacted_at",
    ]);
  const [leadRows, reviewRows] = isReviewFilter(status)
    ? [await leads.where("id", "in", reviewStage(db, status)).execute(), []]
    : status === "open"
      ? await Promise.all([
          leads.where("status", "in", openStatuses).execute(),
          reviews.where("status", "in", openStatuses).execute(),
        ])
      : await Promise.all([
          leads.where("status", "=", status).execute(),
          reviews.where("status", "=", status).execute(),
        ]);
  const texts = leadRows.length > 0 ? await textSummaries(db) : new Map<string, TextSummary>();
  const towns = await townsOf(leadRows.map((row) => row.zip));
  const calls = await latestCalls(db);
  const optedOut = await optedOutPhones(db, [
    ...leadRows.map((row) => row.phone),
    ...reviewRows.map((row) => row.client_phone),
  ]);
  const items: Listed[] = [
    ...leadRows.map((row) => {
      const thread = texts.get(row.id);
      return {
        message: `${row.message}\n${thread?.latest ?? ""}`,
        item: {
          id: row.id,
          kind: "lead" as const,
          createdAt: row.created_at,
          status: row.status,
          name: row.name,
          phone: row.phone,
          email: row.email || null,
          summary: serviceLabels(row),
          services: leadServices(row),
          photoCount: Number(row.photo_count),
          minutesToContact: minutesBetween(row.created_at, row.first_contacted_at),
          outsideServiceArea: Number(row.outside_service_area) === 1,
          unreadTexts: thread?.unread ?? 0,
          displayName: nameOrNumber(row.name),
          displayPhone: row.phone ? displayPhone(row.phone) : "",
          preview: oneLine(thread?.latest || row.message),
          previewFrom: thread?.latest ? ("text" as const) : ("message" as const),
          town: row.zip ? (towns.get(row.zip) ?? row.zip) : null,
          zip: row.zip || null,
          optedOut: optedOut.has(row.phone),
          wonValue: row.won_value === null ? null : Number(row.won_value),
          lastCall: calls.get(row.id) ?? null,
          financing: Number(row.financing) === 1,
        },
      };
    }),
    ...reviewRows.map((row) => ({
      message: row.message,
      item: {
        id: row.id,
        kind: "review" as const,
        createdAt: row.created_at,
        status: row.status,
        name: row.client_name,
        phone: row.client_phone,
        email: null,
        summary: platformNames(row.review_platforms),
        services: [],
        photoCount: 0,
        minutesToContact: minutesBetween(row.created_at, row.first_contacted_at),
        outsideServiceArea: false,
        unreadTexts: 0,
        displayName: nameOrNumber(row.client_name),
        displayPhone: row.client_phone ? displayPhone(row.client_phone) : "",
        preview: oneLine(row.message),
        previewFrom: "message" as const,
        town: null,
        zip: null,
        optedOut: optedOut.has(row.client_phone),
        wonValue: null,
        financing: false,
      },
    })),
  ];
  return items.sort(
    (a, b) =>
      b.item.createdAt.localeCompare(a.item.createdAt) || b.item.id.localeCompare(a.item.id),
  );
}

/**
 * Name, e-mail, service, ZIP, town, the financing mark's words ("financing" finds a request
 * from the financing form, whatever its message) and the words of the message or the latest
 * text by their letters; the phone by its digits, however typed.
 */
export function matches({ item, message }: Listed, q: string): boolean {
  const words = q.trim().toLowerCase().replace(/\s+/g, " ");
  if (words === "") return true;
  const mark = item.financing ? adminJobCopy.financing : "";
  const text = [item.name, item.email ?? "", item.summary, item.zip ?? "", item.town ?? "", mark]
    .join("\n")
    .toLowerCase();
  if (text.includes(words)) return true;
  if (message.replace(/\s+/g, " ").toLowerCase().includes(words)) return true;
  const digits = words.replace(/\D/g, "");
  return digits.length >= 3 && /^[\d\s()+.-]+$/.test(words) && item.phone.includes(digits);
}

export async function listInbox(
  db: Kysely<Database>,
  query: InboxQuery,
  now: Date,
): Promise<InboxList> {
  const items = (await inboxItems(db, query.status))
    .filter((listed) => matches(listed, query.q ?? ""))
    .map((listed) => listed.item);
  return { items, medianMinutesToContact: await medianMinutesToContact(db, now) };
}

/** The response clock: the median over leads of the last 30 days that someone contacted. */
export async function medianMinutesToContact(
  db: Kysely<Database>,
  now: Date,
): Promise<number | null> {
  const rows = await db
    .selectFrom("leads")
    .select(["created_at", "first_contacted_at"])
    .where("created_at", ">=", new Date(now.getTime() - 30 * day).toISOString())
    .where("first_contacted_at", "is not", null)
    .where("status", "!=", "spam")
    .execute();
  const minutes = rows
    .map((row) => minutesBetween(row.created_at, row.first_contacted_at))
    .filter((m): m is number => m !== null)
    .sort((a, b) => a - b);
  if (minutes.length === 0) return null;
  const middle = Math.floor(minutes.length / 2);
  return minutes.length % 2 === 1
    ? (minutes[middle] ?? null)
    : Math.round(((minutes[middle - 1] ?? 0) + (minutes[middle] ?? 0)) / 2);
}
