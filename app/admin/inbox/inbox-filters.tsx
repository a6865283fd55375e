import { controlClasses } from "~/components/form/form-field";
import { SearchField } from "~/components/ui/search-field";
import { adminCopy } from "~/content/admin";
import { entryStatuses, type InboxFilter, reviewFilters } from "~contracts/admin-api";

const copy = adminCopy.inbox;
const filters: readonly InboxFilter[] = ["open", ...entryStatuses, ...reviewFilters];
const filterLabels: Record<InboxFilter, string> = copy.filters;

type InboxFiltersProps = {
  status: InboxFilter;
  onStatusChange: (status: InboxFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
};

/** The search box and the status filter: one tap per status, as a row of radio chips. */
export function InboxFilters({
  status,
  onStatusChange,
  search,
  onSearchChange,
}: InboxFiltersProps) {
  return (
    <div className="mt-6 space-y-4">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchField
          id="inbox-search"
          label={copy.searchLabel}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          placeholder={copy.searchPlaceholder}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className={`${controlClasses} pl-12`}
        />
      </form>
      <fieldset className="min-w-0">
        <legend className="mb-2 font-semibold">{copy.filterLegend}</legend>
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
