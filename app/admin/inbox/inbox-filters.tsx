import type { ReactNode } from "react";
import { controlClasses } from "~/components/form/form-field";
import { Icon } from "~/components/icon";
import { adminCopy } from "~content/admin";
import { inboxListCopy } from "~content/admin-list";
import { entryStatuses, type InboxFilter, reviewFilters } from "~contracts/admin-api";

const copy = adminCopy.inbox;
const filters: readonly InboxFilter[] = ["open", ...entryStatuses, ...reviewFilters];
const filterLabels: Record<InboxFilter, string> = copy.filters;

type InboxFiltersProps = {
  status: InboxFilter;
  onStatusChange: (status: InboxFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** The Sources and export links, beside the search box. */
  links: ReactNode;
};

/**
 * The search box and the status filter: one tap per status, as a row of radio chips. On a
 * phone the box's label and the chips' legend are read, not shown, to keep the first lead
 * on the first screen; the placeholder says what the box finds.
 */
export function InboxFilters({
  status,
  onStatusChange,
  search,
  onSearchChange,
  links,
}: InboxFiltersProps) {
  return (
    <div className="mt-3 space-y-2 sm:mt-6 sm:space-y-4">
      <div className="flex items-end gap-2">
        <form role="search" className="min-w-0 flex-1" onSubmit={(event) => event.preventDefault()}>
          <label
            htmlFor="inbox-search"
            className="mb-1.5 block font-semibold text-ink max-sm:sr-only"
          >
            {inboxListCopy.searchLabel}
          </label>
          <div className="relative">
            <Icon
              name="search"
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted"
            />
            <input
              id="inbox-search"
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={100}
              placeholder={inboxListCopy.searchPlaceholder}
              aria-describedby="inbox-search-hint"
              value={search}
              onChange={(event) => onSearchChange(event.target.value)}
              className={`${controlClasses} pl-12`}
            />
          </div>
          <p id="inbox-search-hint" className="sr-only">
            {inboxListCopy.searchHint}
          </p>
        </form>
        <div className="flex shrink-0 gap-2">{links}</div>
      </div>
      <fieldset className="min-w-0">
        <legend className="mb-2 font-semibold max-sm:sr-only">{inboxListCopy.filterLegend}</legend>
        <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
          {filters.map((filter) => (
            <label
              key={filter}
              className="relative inline-flex min-h-11 shrink-0 cursor-pointer items-center rounded-full border border-line-strong bg-card px-4 font-semibold text-ink-soft transition-colors duration-150 hover:border-ink has-checked:border-ink has-checked:bg-ink has-checked:text-on-dark has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
            >
              <input
                type="radio"
                name="inbox-status"
                value={filter}
                checked={status === filter}
                onChange={() => onStatusChange(filter)}
                className="sr-only"
              />
              {filterLabels[filter]}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
