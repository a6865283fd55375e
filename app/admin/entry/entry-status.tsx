import { ChevronDown } from "lucide-react";
import { isEntryStatus } from "~/admin/parts/status";
import { statusColors, statusLabels } from "~/admin/parts/status-badge";
import { controlClasses } from "~/components/form/form-field";
import { adminCopy } from "~/content/admin";
import { entryStatuses, type EntryStatus, leadOnlyStatuses } from "~contracts/admin-api";

export const statusSelectId = "entry-status";

type EntryStatusProps = {
  status: EntryStatus;
  /** A review notice never takes a quote request's own statuses (a job completed). */
  kind: "lead" | "review";
  saving: boolean;
  onChange: (status: EntryStatus) => void;
};

/** The status, changed with the phone's own picker; its dot keeps the list's color. */
export function EntryStatusSelect({ status, kind, saving, onChange }: EntryStatusProps) {
  const offered = entryStatuses.filter(
    (value) => kind === "lead" || !leadOnlyStatuses.includes(value),
  );
  return (
    <div>
      <label htmlFor={statusSelectId} className="mb-1.5 block font-semibold">
        {adminCopy.entry.statusLabel}
      </label>
      <div className="relative">
        <span
          className={`pointer-events-none absolute top-1/2 left-4 size-3 -translate-y-1/2 rounded-full ${statusColors[status].dot}`}
          aria-hidden="true"
        />
        <select
          id={statusSelectId}
          value={status}
          // Busy, not disabled: a disabled control drops the keyboard's focus.
          aria-busy={saving || undefined}
          onChange={(event) => {
            if (!saving && isEntryStatus(event.target.value)) onChange(event.target.value);
          }}
          className={`${controlClasses} cursor-pointer appearance-none pr-12 pl-10 font-semibold aria-busy:opacity-60`}
        >
          {offered.map((value) => (
            <option key={value} value={value}>
              {statusLabels[value]}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-ink-muted"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
