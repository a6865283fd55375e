import { entryStatuses, type EntryStatus } from "~contracts/admin-api";

export function isEntryStatus(value: string | null): value is EntryStatus {
  return value !== null && (entryStatuses as readonly string[]).includes(value);
}
