import { adminRoutes, type InboxFilter } from "~contracts/admin-api";

export type InboxQuery = { status: InboxFilter; q: string };

export const defaultInboxQuery: InboxQuery = { status: "open", q: "" };

/** The query string both the list and its CSV export take: the status, and a search when typed. */
export function inboxSearchParams({ status, q }: InboxQuery): string {
  const params = new URLSearchParams({ status });
  const search = q.trim().slice(0, 100);
  if (search) params.set("q", search);
  return params.toString();
}

export function inboxUrl(query: InboxQuery): string {
  return `${adminRoutes.inbox}?${inboxSearchParams(query)}`;
}

export function inboxCsvUrl(query: InboxQuery): string {
  return `${adminRoutes.inboxCsv}?${inboxSearchParams(query)}`;
}

/** Ids in `next` that `previous` did not have: the leads that arrived since the last poll. */
export function arrivedIds(previous: readonly { id: string }[], next: readonly { id: string }[]) {
  const known = new Set(previous.map((item) => item.id));
  return next.filter((item) => !known.has(item.id)).map((item) => item.id);
}
