import type { InboxList } from "~contracts/admin-api";
import { inboxUrl, type InboxQuery } from "~/admin/client/inbox-query";

/**
 * The inbox's first list, asked for beside the session check rather than after it (issue
 * 56): on a phone's 150 ms round trip the two in a row cost a second. A 401 answers both
 * the same way, so asking early shows nothing to someone signed out.
 */
let early: { url: string; answer: Promise<InboxList> } | null = null;

export function askForListEarly(ask: (query: InboxQuery) => Promise<InboxList>, query: InboxQuery) {
  const answer = ask(query);
  // Whoever takes it handles its failure; untaken (signed out), it is dropped.
  answer.catch(() => {});
  early = { url: inboxUrl(query), answer };
}

/** The early answer for this query, once: later asks (polls, filters) go to the server. */
export function takeEarlyList(query: InboxQuery): Promise<InboxList> | null {
  if (early?.url !== inboxUrl(query)) return null;
  const { answer } = early;
  early = null;
  return answer;
}
