import { csvHeadings, csvKinds } from "../../app/content/admin-entries";
import type { InboxItem } from "../../contracts/admin-api";
import { toNational } from "../db/phone";
import { toCsvText } from "../leads/csv";

const columns = Object.keys(csvHeadings) as (keyof typeof csvHeadings)[];

function cells(item: InboxItem): Record<keyof typeof csvHeadings, string> {
  return {
    reference: item.id,
    kind: csvKinds[item.kind],
    received: item.createdAt,
    status: item.status,
    name: item.name,
    // "(312) 555-0100" reads as a phone, and no spreadsheet takes "+1..." for a formula.
    phone: toNational(item.phone),
    email: item.email ?? "",
    summary: item.summary,
    minutesToContact: item.minutesToContact === null ? "" : String(item.minutesToContact),
  };
}

/** The inbox's list as CSV, every cell quoted and neutralized against formula injection. */
export function inboxCsv(items: readonly InboxItem[]): string {
  return toCsvText([
    columns.map((column) => csvHeadings[column]),
    ...items.map((item) => {
      const row = cells(item);
      return columns.map((column) => row[column]);
    }),
  ]);
}
