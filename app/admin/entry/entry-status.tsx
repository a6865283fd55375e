import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { isEntryStatus } from "~/admin/parts/status";
import { statusColors, statusLabels } from "~/admin/parts/status-badge";
import { controlClasses } from "~/components/form/form-field";
import { adminCopy } from "~content/admin";
import { adminUndoCopy } from "~content/admin-undo";
import {
  entryStatuses,
  type EntryStatus,
  leadOnlyStatuses,
  type ReviewRequestPreview,
} from "~contracts/admin-api";
import { ReviewConfirm } from "./review-confirm";

export const statusSelectId = "entry-status";

type EntryStatusProps = {
  status: EntryStatus;
  /** A review notice never takes a quote request's own statuses (a job completed). */
  kind: "lead" | "review";
  saving: boolean;
  /** With `completed`: false when the owner chose to mark it without the review request. */
  onChange: (status: EntryStatus, reviewRequest?: boolean) => void;
  /**
   * When marking the job Completed would send a review request, and to whom: asked before
   * Completed is saved, so the owner confirms it (issue 52). Absent: nothing to ask.
   */
  onPreview?: () => Promise<ReviewRequestPreview>;
  now: number;
};

type Asking = ReviewRequestPreview & { sendsAt: string };

/**
 * The status, changed with the phone's own picker; its dot keeps the list's color. Picking
 * Completed asks first when it would queue a review request; until then the status stays.
 */
export function EntryStatusSelect({
  status,
  kind,
  saving,
  onChange,
  onPreview,
  now,
}: EntryStatusProps) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkFailed, setCheckFailed] = useState(false);
  const offered = entryStatuses.filter(
    (value) => kind === "lead" || !leadOnlyStatuses.includes(value),
  );

  async function pick(value: EntryStatus) {
    setCheckFailed(false);
    if (value !== "completed" || kind !== "lead" || !onPreview) {
      onChange(value);
      return;
    }
    setChecking(true);
    try {
      const preview = await onPreview();
      if (preview.sendsAt) setAsking({ ...preview, sendsAt: preview.sendsAt });
      else onChange(value);
    } catch {
      setCheckFailed(true);
    } finally {
      setChecking(false);
    }
  }

  function choose(reviewRequest: boolean) {
    setAsking(null);
    onChange("completed", reviewRequest);
  }

  const busy = saving || checking;
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
          aria-busy={busy || undefined}
          onChange={(event) => {
            if (!busy && isEntryStatus(event.target.value)) void pick(event.target.value);
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
      {checkFailed ? (
        <p className="mt-2 font-semibold text-error" role="alert">
          {adminUndoCopy.review.checkFailed}
        </p>
      ) : null}
      <ReviewConfirm
        preview={asking}
        on="completed"
        now={now}
        busy={saving}
        onSend={() => choose(true)}
        onWithout={() => choose(false)}
        onClose={() => setAsking(null)}
      />
    </div>
  );
}
