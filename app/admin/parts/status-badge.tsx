import type { EntryStatus } from "~contracts/admin-api";
import { adminCopy } from "~content/admin";

/** One color per status, each pair AA on its own: a glance tells new from won from spam. */
export const statusColors: Record<EntryStatus, { badge: string; dot: string }> = {
  new: { badge: "bg-blue-50 text-blue-800 ring-blue-300", dot: "bg-blue-600" },
  contacted: { badge: "bg-amber-50 text-amber-900 ring-amber-300", dot: "bg-amber-500" },
  quoted: { badge: "bg-violet-50 text-violet-800 ring-violet-300", dot: "bg-violet-600" },
  won: { badge: "bg-success-soft text-success ring-green-300", dot: "bg-success" },
  completed: { badge: "bg-teal-50 text-teal-900 ring-teal-300", dot: "bg-teal-600" },
  lost: { badge: "bg-slate-100 text-slate-700 ring-slate-300", dot: "bg-slate-500" },
  spam: { badge: "bg-error-soft text-error ring-red-300", dot: "bg-error" },
};

export const statusLabels: Record<EntryStatus, string> = adminCopy.statuses;

export function StatusBadge({ status }: { status: EntryStatus }) {
  const { badge, dot } = statusColors[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${badge}`}
    >
      <span className={`size-2 rounded-full ${dot}`} aria-hidden="true" />
      {statusLabels[status]}
    </span>
  );
}
