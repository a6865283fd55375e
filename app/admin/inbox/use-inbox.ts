import { useCallback, useRef, useState } from "react";
import { useAdmin } from "~/admin/admin-context";
import { isApiFailure } from "~/admin/client/client";
import { arrivedIds, inboxSearchParams, type InboxQuery } from "~/admin/client/inbox-query";
import { usePoll } from "~/admin/parts/use-poll";
import { takeEarlyList } from "./early-list";
import { adminCopy } from "~content/admin";
import type { InboxItem, InboxList } from "~contracts/admin-api";

export type InboxState = {
  list: InboxList | null;
  loading: boolean;
  error: string | null;
  /** Ids that came in with the latest poll, drawn apart until the next one. */
  arrived: ReadonlySet<string>;
  reload: () => void;
};

/**
 * The inbox list for a filter and search, polled while the page is visible and fetched
 * again as soon as it becomes visible. Leads that appear between two polls of the same
 * query are announced; a changed query is a new list, not new leads.
 */
export function useInbox(query: InboxQuery): InboxState {
  const { client, announce } = useAdmin();
  const [list, setList] = useState<InboxList | null>(null);
  // The query whose answer (or failure) is on screen; any other means one is on its way.
  const [settledKey, setSettledKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [arrived, setArrived] = useState<ReadonlySet<string>>(new Set());
  const last = useRef<{ key: string; items: InboxItem[] } | null>(null);
  const latest = useRef(0);
  const key = inboxSearchParams(query);

  const load = useCallback(() => {
    const request = ++latest.current;
    // A newer request (another filter, a later poll) owns the screen once it is made.
    const current = () => request === latest.current;
    // The first list was asked for beside the session check (early-list.ts).
    return (takeEarlyList(query) ?? client.inbox(query)).then(
      (next) => {
        if (!current()) return;
        const previous = last.current;
        const fresh = previous?.key === key ? arrivedIds(previous.items, next.items) : [];
        if (fresh.length > 0) announce(adminCopy.inbox.arrived(fresh.length));
        last.current = { key, items: next.items };
        setArrived(new Set(fresh));
        setList(next);
        setError(null);
        setSettledKey(key);
      },
      (failure: unknown) => {
        if (!current() || isApiFailure(failure, 401)) return;
        setError(isApiFailure(failure, 0) ? adminCopy.network : adminCopy.inbox.loadFailed);
        setSettledKey(key);
      },
    );
  }, [client, query, key, announce]);

  usePoll(load);

  return { list, loading: settledKey !== key, error, arrived, reload: () => void load() };
}
