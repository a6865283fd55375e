import { RotateCw } from "lucide-react";
import { formatDateTime } from "~/admin/parts/time";
import { Button } from "~/components/ui/button";
import { adminCopy } from "~content/admin";
import type { Delivery } from "~contracts/admin-api";

const copy = adminCopy.entry;
const channelNames: Record<Delivery["channel"], string> = adminCopy.channels;
const stateNames: Record<Delivery["status"], string> = adminCopy.deliveryStates;

const stateColors: Record<Delivery["status"], string> = {
  pending: "bg-slate-100 text-slate-700",
  sending: "bg-blue-50 text-blue-800",
  held: "bg-amber-50 text-amber-900",
  confirming: "bg-blue-50 text-blue-800",
  delivered: "bg-success-soft text-success",
  failed: "bg-error-soft text-error",
  skipped: "bg-slate-100 text-slate-700",
};

type EntryDeliveriesProps = {
  deliveries: Delivery[];
  now: number;
  /** The outbox id whose retry is on its way, if any. */
  retrying: string | null;
  onRetry: (delivery: Delivery) => void;
};

/** Each channel that carried this entry, its state, and a retry for a failed one. */
export function EntryDeliveries({ deliveries, now, retrying, onRetry }: EntryDeliveriesProps) {
  if (deliveries.length === 0) return <p className="text-ink-muted">{copy.noDeliveries}</p>;
  return (
    <ul className="divide-y divide-line">
      {deliveries.map((delivery) => (
        <li
          key={delivery.outboxId}
          className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3 first:pt-0 last:pb-0"
        >
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold">{channelNames[delivery.channel]}</span>
              <span
                className={`rounded-full px-2 py-0.5 text-sm font-semibold ${stateColors[delivery.status]}`}
              >
                {stateNames[delivery.status]}
              </span>
            </p>
            {delivery.status === "skipped" ? null : (
              <p className="mt-0.5 text-[0.9375rem] text-ink-muted">
                {delivery.deliveredAt
                  ? copy.deliveredAt(formatDateTime(delivery.deliveredAt, now))
                  : copy.attempts(delivery.attempts)}
              </p>
            )}
            {delivery.status === "failed" && delivery.lastError ? (
              <p className="mt-0.5 text-[0.9375rem] break-words text-error">{delivery.lastError}</p>
            ) : null}
          </div>
          {delivery.status === "failed" ? (
            <Button
              variant="secondary"
              size="sm"
              loading={retrying === delivery.outboxId}
              aria-label={copy.retryName(channelNames[delivery.channel])}
              onClick={() => onRetry(delivery)}
            >
              {retrying === delivery.outboxId ? null : (
                <RotateCw className="size-4" aria-hidden="true" />
              )}
              {copy.retry}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
