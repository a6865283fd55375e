import type { Kysely } from "kysely";
import { entryLabels } from "../../content/admin-entries";
import { leadDetailsCopy } from "../../content/lead-details";
import {
  adminRoutes,
  type Delivery,
  type EntryDetail,
  type EntryJob,
  type HistoryEvent,
  type Note,
} from "../../contracts/admin-api";
import { displayPhone } from "../../contracts/phone";
import { serviceLabels } from "../db/lead-services";
import type { Channel, Database } from "../db/schema";
import { outboxRowsOf } from "../outbox/queue";
import { sourceFields } from "../leads/sources";
import { townsOf } from "../leads/zip-towns";
import { photoSummaries } from "../photos/read";
import { reviewMarks } from "../reviews/requests";
import { unreadCountOf } from "../texts/reading";
import { callItems } from "../voice/inbox";
import { minutesBetween, platformNames } from "./inbox";
import { leadServices } from "./lead-service-items";
import { emptyTexting, entryTexting } from "./texting";

type Found =
  | { kind: "lead"; row: Awaited<ReturnType<typeof findLead>> & object }
  | { kind: "review"; row: Awaited<ReturnType<typeof findReview>> & object };

function findLead(db: Kysely<Database>, id: string) {
  return db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
}

function findReview(db: Kysely<Database>, id: string) {
  return db.selectFrom("review_notices").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findEntry(db: Kysely<Database>, id: string): Promise<Found | undefined> {
  const lead = await findLead(db, id);
  if (lead) return { kind: "lead", row: lead };
  const review = await findReview(db, id);
  return review ? { kind: "review", row: review } : undefined;
}

/** The submission's fields as the owner reads them, in the form's order. */
function fields(found: Found): EntryDetail["fields"] {
  const { lead, review } = entryLabels;
  const line = (label: string, value: string) => ({ label, value: value || entryLabels.none });
  if (found.kind === "lead") {
    const row = found.row;
    return [
      line(lead.name, row.name),
      line(lead.email, row.email),
      line(lead.phone, displayPhone(row.phone)),
      line(lead.services, serviceLabels(row)),
      line(lead.message, row.message),
      line(lead.smsConsent, row.sms_consent === "Yes" ? entryLabels.yes : entryLabels.no),
      ...projectDetails(row),
      ...sourceFields(row),
    ];
  }
  const row = found.row;
  return [
    line(review.name, row.client_name),
    line(review.phone, displayPhone(row.client_phone)),
    line(review.platforms, platformNames(row.review_platforms)),
    line(review.message, row.message),
  ];
}

/** The optional details a visitor gave, each only when given; an outside ZIP says so. */
function projectDetails(row: Extract<Found, { kind: "lead" }>["row"]): EntryDetail["fields"] {
  const { labels, contactPreferences, bestTimes, outsideServiceArea } = leadDetailsCopy;
  const details: EntryDetail["fields"] = [];
  if (row.zip) {
    const outside = Number(row.outside_service_area) === 1;
    details.push({
      label: labels.zip,
      value: outside ? `${row.zip} (${outsideServiceArea})` : row.zip,
    });
  }
  if (row.contact_preference) {
    details.push({
      label: labels.contactPreference,
      value: contactPreferences[row.contact_preference],
    });
  }
  if (row.best_time) details.push({ label: labels.bestTime, value: bestTimes[row.best_time] });
  return details;
}

/** What a lead's page shows first: the message, the place, and how to reach them. */
async function jobOf(row: Extract<Found, { kind: "lead" }>["row"]): Promise<EntryJob> {
  const zip = row.zip?.trim() ? row.zip : null;
  const town = zip === null ? null : ((await townsOf([zip])).get(zip) ?? null);
  return {
    message: row.message,
    zip,
    town,
    contactPreference: row.contact_preference,
    bestTime: row.best_time,
    smsConsent: row.sms_consent === "Yes",
  };
}

/**
 * A lead or review notice in full, or undefined when nothing has that reference.
 * `canText`: the server sends texts (the page then replies from the business's number).
 */
export async function entryDetail(
  db: Kysely<Database>,
  id: string,
  { canText = false }: { canText?: boolean } = {},
): Promise<EntryDetail | undefined> {
  const found = await findEntry(db, id);
  if (!found) return undefined;
  const notes = await db
    .selectFrom("entry_notes")
    .selectAll()
    .where("entry_id", "=", id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const changes = await db
    .selectFrom("entry_history")
    .selectAll()
    .where("entry_id", "=", id)
    .orderBy("at")
    .orderBy("id")
    .execute();
  const { row } = found;
  const createdAt = row.created_at;
  const outbox = await outboxRowsOf(db, id, createdAt);
  const history: HistoryEvent[] = [
    { at: createdAt, actor: "system", change: "created", from: null, to: null },
    ...changes.map((c) => ({
      at: c.at,
      actor: c.actor,
      change: c.change,
      from: c.from_value,
      to: c.to_value,
    })),
  ];
  const deliveries: Delivery[] = outbox.filter(isEntryDelivery).map((o) => ({
    outboxId: o.id,
    channel: o.channel,
    status: o.status,
    attempts: o.attempts,
    lastError: o.last_error,
    deliveredAt: o.delivered_at,
  }));
  const lead = found.kind === "lead" ? found.row : undefined;
  const review = found.kind === "review" ? found.row : undefined;
  const photos = lead ? await photoSummaries(db, id) : [];
  const texting = lead ? await entryTexting(db, id, lead.phone) : emptyTexting;
  return {
    id: row.id,
    kind: found.kind,
    createdAt,
    status: row.status,
    name: lead?.name ?? review?.client_name ?? "",
    phone: lead?.phone ?? review?.client_phone ?? "",
    email: lead?.email || null,
    summary: lead ? serviceLabels(lead) : platformNames(review?.review_platforms ?? "[]"),
    services: lead ? leadServices(lead) : [],
    photoCount: photos.length,
    minutesToContact: minutesBetween(createdAt, row.first_contacted_at),
    outsideServiceArea: Number(lead?.outside_service_area ?? 0) === 1,
    unreadTexts: lead ? await unreadCountOf(db, id) : 0,
    fields: fields(found),
    notes: notes.map((n): Note => ({
      id: n.id,
      author: n.author,
      body: n.body,
      createdAt: n.created_at,
    })),
    history,
    deliveries,
    photos: photos.map((size, index) => ({ url: adminRoutes.photo(id, index), ...size })),
    texting,
    reviewRequest: lead ? ((await reviewMarks(db, id)) ?? null) : null,
    wonValue: lead?.won_value ?? null,
    financing: Number(lead?.financing ?? 0) === 1,
    job: lead ? await jobOf(lead) : null,
    canText,
    calls: lead ? await callItems(db, id) : [],
  };
}

/** A lead's own rows: the thread's rows (an alert, a reply) belong to a text, not the lead. */
function isEntryDelivery<T extends { channel: Channel }>(
  row: T,
): row is T & { channel: Delivery["channel"] } {
  // A review request's rows show as its marks (`reviewRequest`), not as deliveries.
  // A call's alert (issue 54) shows with the call; a visit's messages (issue 55) with it.
  const own = [
    ...["sms_alert", "sms_reply", "review_email", "review_sms", "call_alert"],
    ...["visit_email", "visit_alert", "alert_email", "reminder_email", "reminder_sms"],
  ];
  return !own.includes(row.channel);
}
