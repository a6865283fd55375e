import { csvHeadings, csvKinds, entryLabels } from "../../app/content/admin-entries";
import type { InboxItem } from "../../contracts/admin-api";
import { displayPhone } from "../../contracts/phone";
import { leadDetailsCopy } from "../../app/content/lead-details";
import { toCsvText } from "../leads/csv";
import type { LeadFacts } from "../leads/lead-facts";

const columns = Object.keys(csvHeadings) as (keyof typeof csvHeadings)[];

function cells(item: InboxItem, facts?: LeadFacts): Record<keyof typeof csvHeadings, string> {
  const { contactPreferences, bestTimes } = leadDetailsCopy;
  return {
    reference: item.id,
    kind: csvKinds[item.kind],
    received: item.createdAt,
    status: item.status,
    name: item.name,
    // "(312) 555-0100" reads as a phone, and no spreadsheet takes "+1..." for a formula.
    phone: displayPhone(item.phone),
    email: item.email ?? "",
    summary: item.summary,
    minutesToContact: item.minutesToContact === null ? "" : String(item.minutesToContact),
    zip: facts?.zip ?? "",
    contactPreference: facts?.contactPreference ? contactPreferences[facts.contactPreference] : "",
    bestTime: facts?.bestTime ? bestTimes[facts.bestTime] : "",
    outsideServiceArea: facts?.outsideServiceArea ? entryLabels.yes : "",
    photoCount: item.kind === "lead" ? String(item.photoCount) : "",
    wonValue: facts?.wonValue == null ? "" : String(facts.wonValue),
    firstSource: facts?.firstSource ?? "",
    lastSource: facts?.lastSource ?? "",
  };
}

/**
 * The inbox's list as CSV, every cell quoted and neutralized against formula injection,
 * with every fact the lead's page shows (issue 38).
 */
export function inboxCsv(
  items: readonly InboxItem[],
  facts: ReadonlyMap<string, LeadFacts> = new Map(),
): string {
  return toCsvText([
    columns.map((column) => csvHeadings[column]),
    ...items.map((item) => {
      const row = cells(item, facts.get(item.id));
      return columns.map((column) => row[column]);
    }),
  ]);
}
