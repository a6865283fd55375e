import { Download } from "lucide-react";
import { useEffect, useState, type MouseEvent } from "react";
import { useAdmin } from "~/admin/admin-context";
import { inboxCsvUrl, type InboxQuery } from "~/admin/client/inbox-query";
import { LoadingScreen } from "~/admin/parts/loading-screen";
import { Notice } from "~/admin/parts/notice";
import { ScreenHeading } from "~/admin/parts/screen-heading";
import { formatMinutes } from "~/admin/parts/time";
import { useNow } from "~/admin/parts/use-now";
import { opensInPlace } from "~/admin/route";
import { buttonClasses } from "~/components/ui/button-styles";
import { Button } from "~/components/ui/button";
import { adminCopy } from "~/content/admin";
import { SourcesLink } from "~/admin/sources/sources-link";
import { InboxFilters } from "./inbox-filters";
import { InboxRow } from "./inbox-row";
import { useInbox } from "./use-inbox";

const copy = adminCopy.inbox;

type InboxScreenProps = {
  query: InboxQuery;
  onQueryChange: (query: InboxQuery) => void;
};

/** The list: newest first, filtered and searched, refreshed by itself. */
export function InboxScreen({ query, onQueryChange }: InboxScreenProps) {
  const { navigate } = useAdmin();
  const { list, loading, error, arrived, reload } = useInbox(query);
  const [search, setSearch] = useState(query.q);
  const now = useNow();

  // Typing settles before the list is asked again.
  useEffect(() => {
    if (search === query.q) return;
    const timer = window.setTimeout(() => onQueryChange({ ...query, q: search }), 300);
    return () => window.clearTimeout(timer);
  }, [search, query, onQueryChange]);

  const open = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (!opensInPlace(event)) return;
    event.preventDefault();
    navigate({ screen: "lead", id });
  };

  const median = list?.medianMinutesToContact ?? null;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ScreenHeading>{copy.heading}</ScreenHeading>
        <div className="flex flex-wrap gap-2">
          <SourcesLink />
          <a href={inboxCsvUrl(query)} download className={buttonClasses("secondary", "sm")}>
            <Download className="size-4" aria-hidden="true" />
            {copy.exportCsv}
          </a>
        </div>
      </div>

      {/*
        The label keeps room for a few words a line; a value too wide to sit beside it (the
        sentence for no contacts yet, on a phone) moves below instead of squeezing it.
      */}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-card bg-ink px-5 py-4 text-on-dark">
        <p className="min-w-0 flex-[1_1_10rem] text-[0.9375rem] text-on-dark-muted">
          {copy.median}
        </p>
        <p className="min-w-0 text-2xl font-semibold tabular-nums" data-testid="median">
          {list === null ? "–" : median === null ? copy.medianNone : formatMinutes(median)}
        </p>
      </div>

      <InboxFilters
        status={query.status}
        onStatusChange={(status) => onQueryChange({ ...query, status })}
        search={search}
        onSearchChange={setSearch}
      />

      {error ? (
        <div className="mt-5">
          <Notice
            tone="error"
            role="alert"
            action={
              <Button variant="secondary" size="sm" onClick={reload}>
                {adminCopy.tryAgain}
              </Button>
            }
          >
            {error}
          </Notice>
        </div>
      ) : null}

      {list === null ? (
        loading ? (
          <LoadingScreen text={adminCopy.loading} />
        ) : null
      ) : (
        <>
          <p className="mt-5 text-[0.9375rem] text-ink-muted">{copy.count(list.items.length)}</p>
          {list.items.length === 0 ? (
            <p className="card mt-3 p-6 text-center text-ink-soft">
              {query.q.trim() ? copy.emptySearch : copy.empty}
            </p>
          ) : (
            <ul className="mt-3 grid gap-3" aria-busy={loading || undefined}>
              {list.items.map((item) => (
                <InboxRow
                  key={item.id}
                  item={item}
                  now={now}
                  arrived={arrived.has(item.id)}
                  onOpen={open}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
