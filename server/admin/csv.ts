import type { Kysely } from "kysely";
import { csvKinds, entryLabels } from "../../content/admin-entries";
import { adminCopy } from "../../content/admin";
import { csvNote, inboxCsvHeadings } from "../../content/admin-list";
import { leadDetailsCopy } from "../../content/lead-details";
import { site } from "../../content/site";
import type { InboxItem, InboxListItem } from "../../contracts/admin-api";
import { displayPhone } from "../../contracts/phone";
import type { Database } from "../db/schema";
import { toCsvText } from "../leads/csv";
import { zonedTime } from "../leads/google-ads";
import { type LeadFacts, leadFactsById } from "../leads/lead-facts";
import { nameOrNumber } from "./inbox-story";

const columns = Object.keys(inboxCsvHeadings) as (keyof typeof inboxCsvHeadings)[];

/**
 * "2026-11-03 10:42" on the business's clock: the heading names the zone, and a
 * spreadsheet reads the cell as a date and time it can sort.
 */
export function localTime(iso: string, timeZone: string = site.timeZone): string {
  // The Google Ads file's clock, to the minute.
  return zonedTime(iso, timeZone).slice(0, "2026-11-03 10:42".length);
}

/** What the CSV writes beyond the list's rows: the lead's facts, whole message and notes. */
export type CsvExtras = {
  facts: ReadonlyMap<string, LeadFacts>;
  messages: ReadonlyMap<string, string>;
  /** Each entry's notes, oldest first, one a line. */
  notes: ReadonlyMap<string, string>;
};

/** A row of the list, or an item alone (the name and phone are then formatted here). */
type CsvItem = InboxItem & Partial<InboxListItem>;

const noExtras: CsvExtras = { facts: new Map(), messages: new Map(), notes: new Map() };

function cells(
  item: CsvItem,
  { facts, messages, notes }: CsvExtras,
): Record<keyof typeof inboxCsvHeadings, string> {
  const { contactPreferences, bestTimes } = leadDetailsCopy;
  const fact = facts.get(item.id);
  return {
    reference: item.id,
    kind: csvKinds[item.kind],
    received: localTime(item.createdAt),
    status: adminCopy.statuses[item.status],
    // A lead that began as a text is named by its number: written as dialed, not "+1...".
    name: item.displayName ?? nameOrNumber(item.name),
    // "(312) 555-0100" reads as a phone, and no spreadsheet takes "+1..." for a formula.
    phone: item.displayPhone ?? displayPhone(item.phone),
    email: item.email ?? "",
    summary: item.summary,
    message: messages.get(item.id) ?? "",
    notes: notes.get(item.id) ?? "",
    minutesToContact: item.minutesToContact === null ? "" : String(item.minutesToContact),
    zip: fact?.zip ?? "",
    town: item.town && item.town !== item.zip ? item.town : "",
    contactPreference: fact?.contactPreference ? contactPreferences[fact.contactPreference] : "",
    bestTime: fact?.bestTime ? bestTimes[fact.bestTime] : "",
    outsideServiceArea: fact?.outsideServiceArea ? entryLabels.yes : "",
    photoCount: item.kind === "lead" ? String(item.photoCount) : "",
    wonValue: fact?.wonValue == null ? "" : String(fact.wonValue),
    financing: item.financing ? entryLabels.yes : "",
    firstSource: fact?.firstSource ?? "",
    lastSource: fact?.lastSource ?? "",
  };
}

/**
 * The inbox's list as CSV, every cell quoted and neutralized against formula injection,
 * with every fact the lead's page shows (issue 38), the message and the notes (issue 52).
 */
export function inboxCsv(items: readonly CsvItem[], extras: CsvExtras = noExtras): string {
  return toCsvText([
    columns.map((column) => inboxCsvHeadings[column]),
    ...items.map((item) => {
      const row = cells(item, extras);
      return columns.map((column) => row[column]);
    }),
  ]);
}

/** The facts, messages and notes of the listed entries, read for the CSV. */
export async function csvExtras(
  db: Kysely<Database>,
  items: readonly InboxListItem[],
): Promise<CsvExtras> {
  const ids = items.map((item) => item.id);
  if (ids.length === 0) return noExtras;
  const [leads, reviews, noteRows] = await Promise.all([
    db.selectFrom("leads").select(["id", "message"]).execute(),
    db.selectFrom("review_notices").select(["id", "message"]).execute(),
    db
      .selectFrom("entry_notes")
      .select(["entry_id", "author", "body", "created_at"])
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
  ]);
  const listed = new Set(ids);
  const notes = new Map<string, string>();
  for (const note of noteRows) {
    if (!listed.has(note.entry_id)) continue;
    const line = csvNote(localTime(note.created_at), note.author, note.body);
    const before = notes.get(note.entry_id);
    notes.set(note.entry_id, before === undefined ? line : `${before}\n${line}`);
  }
  return {
    facts: await leadFactsById(db),
    messages: new Map([...leads, ...reviews].map((row) => [row.id, row.message])),
    notes,
  };
}

/** The listed entries as the CSV the inbox downloads. */
export async function inboxCsvOf(
  db: Kysely<Database>,
  items: readonly InboxListItem[],
): Promise<string> {
  return inboxCsv(items, await csvExtras(db, items));
}
