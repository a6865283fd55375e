import { isEntryStatus } from "~/admin/parts/status";
import { statusLabels } from "~/admin/parts/status-badge";
import { formatDateTime } from "~/admin/parts/time";
import { adminCopy } from "~content/admin";
import { adminNameCopy } from "~content/admin-name";
import type { HistoryEvent } from "~contracts/admin-api";
import { isNumberName, nameOrNumber } from "~contracts/phone";

const copy = adminCopy.history;

function statusName(value: string | null): string {
  return isEntryStatus(value) ? statusLabels[value] : (value ?? "");
}

/** What one event says: "dana@example.com changed New to Contacted". */
export function describeEvent(event: HistoryEvent): string {
  const actor = event.actor === "system" ? copy.system : event.actor;
  if (event.change === "created") return copy.created;
  if (event.change === "note") return copy.note(actor);
  if (event.change === "name") {
    // The number a lead came from stays readable here once it has a name.
    const [from, to] = [event.from ?? "", event.to ?? ""];
    return isNumberName(from)
      ? adminNameCopy.named(actor, nameOrNumber(from), to)
      : adminNameCopy.renamed(actor, from, to);
  }
  return copy.status(actor, statusName(event.from), statusName(event.to));
}

/** Who changed what, and when, oldest first as the server gives it. */
export function EntryHistory({ history, now }: { history: HistoryEvent[]; now: number }) {
  return (
    <ol className="relative space-y-4 border-l-2 border-line pl-5">
      {history.map((event, index) => (
        <li key={`${event.at}-${index}`} className="relative">
          <span
            className="absolute top-2 -left-[1.6875rem] size-3 rounded-full border-2 border-card bg-line-strong"
            aria-hidden="true"
          />
          <p className="[overflow-wrap:anywhere]">{describeEvent(event)}</p>
          <p className="text-[0.9375rem] text-ink-muted">
            <time dateTime={event.at}>{formatDateTime(event.at, now)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
