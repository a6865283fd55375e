import { Camera, Clock, MapPinOff, MessageSquareText, Star } from "lucide-react";
import type { MouseEvent } from "react";
import { ServiceSummary } from "~/admin/parts/service-summary";
import { StatusBadge } from "~/admin/parts/status-badge";
import { formatAge, formatDateTime, formatMinutes } from "~/admin/parts/time";
import { adminCopy } from "~/content/admin";
import type { InboxItem } from "~contracts/admin-api";
import { routes } from "~contracts/routes";

const copy = adminCopy.inbox;

type InboxRowProps = {
  item: InboxItem;
  now: number;
  /** Came in with the latest poll. */
  arrived: boolean;
  onOpen: (event: MouseEvent<HTMLAnchorElement>, id: string) => void;
};

/**
 * One lead in the list: a card the whole of which opens it, though only the name is the
 * link, so a screen reader hears the name and can read the rest line by line.
 */
export function InboxRow({ item, now, arrived, onOpen }: InboxRowProps) {
  return (
    <li
      className={`card relative p-4 transition-colors duration-150 hover:border-ink-muted sm:p-5 ${arrived ? "border-l-4 border-l-accent" : ""}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg leading-snug font-semibold">
            <a
              href={routes.adminLead(item.id)}
              onClick={(event) => onOpen(event, item.id)}
              className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-focus"
            >
              {item.name}
              {/* The link's name says it too, for whoever jumps from link to link. */}
              {item.unreadTexts > 0 ? (
                <span className="sr-only">, {copy.unreadTexts(item.unreadTexts)}</span>
              ) : null}
            </a>
          </h2>
          {/* Two lines at most, so a mark after an unlisted service is not cut off. */}
          <p className="mt-0.5 line-clamp-2 break-words text-ink-soft">
            {item.kind === "review" ? (
              <>
                <span className="mr-1.5 font-semibold text-ink">
                  <Star className="mr-1 inline size-4 align-[-0.125em]" aria-hidden="true" />
                  {copy.review}:
                </span>
                {item.summary}
              </>
            ) : (
              <ServiceSummary summary={item.summary} />
            )}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <StatusBadge status={item.status} />
          {item.unreadTexts > 0 ? (
            <span
              className="inline-flex items-center gap-1.5 rounded-full bg-ink px-2.5 py-0.5 text-sm font-semibold text-on-dark"
              aria-hidden="true"
            >
              <MessageSquareText className="size-4" />
              {copy.unreadTexts(item.unreadTexts)}
            </span>
          ) : null}
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-[0.9375rem] text-ink-muted">
        <li>
          <time dateTime={item.createdAt} title={formatDateTime(item.createdAt, now)}>
            {formatAge(item.createdAt, now)}
          </time>
        </li>
        {item.minutesToContact !== null ? (
          <li className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {copy.contactedIn(formatMinutes(item.minutesToContact))}
          </li>
        ) : item.status === "new" ? (
          <li className="inline-flex items-center gap-1.5 font-semibold text-amber-800">
            <Clock className="size-4" aria-hidden="true" />
            {copy.notContacted}
          </li>
        ) : null}
        {item.photoCount > 0 ? (
          <li className="inline-flex items-center gap-1.5">
            <Camera className="size-4" aria-hidden="true" />
            {copy.photos(item.photoCount)}
          </li>
        ) : null}
        {item.outsideServiceArea ? (
          <li className="inline-flex items-center gap-1.5 font-semibold text-error">
            <MapPinOff className="size-4" aria-hidden="true" />
            {copy.outsideArea}
          </li>
        ) : null}
      </ul>
    </li>
  );
}
