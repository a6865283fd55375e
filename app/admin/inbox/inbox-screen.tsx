import { Download } from "lucide-react";
import { useEffect, useState, type MouseEvent } from "react";
import { useAdmin } from "~/admin/admin-context";
import { inboxCsvUrl, type InboxQuery } from "~/admin/client/inbox-query";
import { Notice } from "~/admin/parts/notice";
import { ScreenHeading } from "~/admin/parts/screen-heading";
import { formatMinutes } from "~/admin/parts/time";
import { useNow } from "~/admin/parts/use-now";
import { opensInPlace } from "~/admin/route";
import { buttonClasses } from "~/components/ui/button-styles";
import { Button } from "~/components/ui/button";
import { adminCopy } from "~content/admin";
import { inboxListCopy } from "~content/admin-list";
import { SourcesLink } from "~/admin/sources/sources-link";
import { InboxFilters } from "./inbox-filters";
import { InboxRow } from "./inbox-row";
import { InboxSkeleton } from "./inbox-skeleton";
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
      {/*
        On a phone the heading, the clock, the search and the filters keep to the top third
        of the screen, so the first lead shows without scrolling (issue 52): the clock sits
        beside the heading, the two links beside the search, icons alone.
      */}
      <div className="flex items-center justify-between gap-3">
        <ScreenHeading>{copy.heading}</ScreenHeading>
        <p className="flex min-w-0 flex-col items-end rounded-card bg-ink px-3 py-1 text-right text-on-dark sm:px-5 sm:py-2.5">
          <span className="max-w-full truncate text-xs text-on-dark-muted sm:text-[0.9375rem]">
            {inboxListCopy.clockLabel}
          </span>
          <span className="font-semibold tabular-nums sm:text-2xl" data-testid="median">
            {list === null ? "–" : median === null ? copy.medianNone : formatMinutes(median)}
          </span>
        </p>
      </div>

      <InboxFilters
        status={query.status}
        onStatusChange={(status) => onQueryChange({ ...query, status })}
        search={search}
        onSearchChange={setSearch}
        links={
          <>
            <SourcesLink />
            <a
              href={inboxCsvUrl(query)}
              download
              className={buttonClasses("secondary", "sm", "max-sm:size-11 max-sm:px-0")}
            >
              <Download className="size-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{copy.exportCsv}</span>
            </a>
          </>
        }
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
          <InboxSkeleton text={adminCopy.loading} />
        ) : null
      ) : (
        <>
          <p className="mt-2 text-[0.9375rem] text-ink-muted sm:mt-5">
            {copy.count(list.items.length)}
          </p>
          {list.items.length === 0 ? (
            <p className="card mt-3 p-6 text-center text-ink-soft">
              {query.q.trim() ? copy.emptySearch : copy.empty}
            </p>
          ) : (
            <ul className="mt-2 grid gap-3 sm:mt-3" aria-busy={loading || undefined}>
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
