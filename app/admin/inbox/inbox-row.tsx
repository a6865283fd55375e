import {
  BadgeDollarSign,
  Camera,
  Clock,
  MapPin,
  MapPinOff,
  MessageSquareOff,
  MessageSquareText,
  Phone,
  Star,
} from "lucide-react";
import type { MouseEvent } from "react";
import { ServiceSummary } from "~/admin/parts/service-summary";
import { StatusBadge } from "~/admin/parts/status-badge";
import { formatAge, formatDateTime, formatMinutes } from "~/admin/parts/time";
import { adminCopy } from "~content/admin";
import { adminJobCopy } from "~content/admin-job";
import { inboxListCopy } from "~content/admin-list";
import { leadSourceCopy } from "~content/lead-sources";
import type { InboxListItem } from "~contracts/admin-api";
import { routes } from "~contracts/routes";
import { RowCall, rowCall } from "./row-call";

const copy = adminCopy.inbox;
const words = inboxListCopy;
const chip = "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold";

type InboxRowProps = {
  item: InboxListItem;
  now: number;
  /** Came in with the latest poll. */
  arrived: boolean;
  onOpen: (event: MouseEvent<HTMLAnchorElement>, id: string) => void;
};

/** What stands out about a lead: its won value, unread texts, financing, an opt-out. */
function RowMarks({ item }: { item: InboxListItem }) {
  if (item.wonValue === null && item.unreadTexts === 0 && !item.financing && !item.optedOut) {
    return null;
  }
  return (
    <p className="mt-1.5 flex flex-wrap gap-1.5">
      {item.wonValue !== null ? (
        <span className={`${chip} bg-success-soft text-success tabular-nums`}>
          {words.wonValue(leadSourceCopy.wonValue(item.wonValue))}
        </span>
      ) : null}
      {item.unreadTexts > 0 ? (
        <span className={`${chip} bg-ink text-on-dark`} aria-hidden="true">
          <MessageSquareText className="size-4" />
          {copy.unreadTexts(item.unreadTexts)}
        </span>
      ) : null}
      {item.financing ? (
        <span className={`${chip} bg-surface-sunk text-ink`} title={adminJobCopy.financingHint}>
          <BadgeDollarSign className="size-4" aria-hidden="true" />
          {adminJobCopy.financing}
        </span>
      ) : null}
      {item.optedOut ? (
        <span className={`${chip} bg-error-soft text-error`} title={words.optedOutHint}>
          <MessageSquareOff className="size-4" aria-hidden="true" />
          {words.optedOut}
        </span>
      ) : null}
    </p>
  );
}

/**
 * One lead in the list, telling its story: who (the name, or the number as dialed), one
 * line of what they last said, where, and how it stands. The whole card opens the lead,
 * though only the name is that link, so a screen reader hears the name and can read the
 * rest line by line; the number is a link of its own that calls it.
 */
export function InboxRow({ item, now, arrived, onOpen }: InboxRowProps) {
  // The latest call, when it is the latest thing that happened, stands in for the message.
  const call = rowCall(item);
  return (
    <li
      className={`card relative min-w-0 p-4 transition-colors duration-150 hover:border-ink-muted sm:p-5 ${arrived ? "border-l-4 border-l-accent" : ""}`}
      data-testid="inbox-row"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg leading-snug font-semibold break-words">
          <a
            href={routes.adminLead(item.id)}
            onClick={(event) => onOpen(event, item.id)}
            className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-focus"
          >
            {item.displayName}
            {/* The link's name says it too, for whoever jumps from link to link. */}
            {item.unreadTexts > 0 ? (
              <span className="sr-only">, {copy.unreadTexts(item.unreadTexts)}</span>
            ) : null}
          </a>
        </h2>
        <StatusBadge status={item.status} />
      </div>
      {/* The whole width, so a phone shows a line of what they said, not three words. */}
      <p className="mt-0.5 truncate text-ink" data-testid="preview">
        {call ? (
          <RowCall call={call} now={now} />
        ) : (
          <>
            {item.previewFrom === "text" ? (
              <span className="mr-1 font-semibold">{words.latestText}</span>
            ) : null}
            {item.preview || <span className="text-ink-muted">{words.noPreview}</span>}
          </>
        )}
      </p>
      <RowMarks item={item} />
      <p className="mt-1 line-clamp-1 text-[0.9375rem] break-words text-ink-soft">
        {item.kind === "review" ? (
          <>
            <span className="mr-1.5 font-semibold text-ink">
              <Star className="mr-1 inline size-4 align-[-0.125em]" aria-hidden="true" />
              {copy.review}:
            </span>
            {item.summary}
          </>
        ) : (
          <ServiceSummary services={item.services} />
        )}
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <ul className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1 text-[0.9375rem] text-ink-muted">
          <li>
            <time dateTime={item.createdAt} title={formatDateTime(item.createdAt, now)}>
              {formatAge(item.createdAt, now)}
            </time>
          </li>
          {item.town !== null ? (
            <li className="inline-flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden="true" />
              {item.town}
            </li>
          ) : null}
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
        {item.phone ? (
          // Above the card's own link, so a tap on the number calls instead of opening.
          <a
            href={`tel:${item.phone}`}
            aria-label={words.call(item.displayPhone)}
            className="relative z-10 -my-1 inline-flex min-h-11 items-center gap-1.5 font-semibold text-ink tabular-nums underline decoration-line-strong underline-offset-4 hover:decoration-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            <Phone className="size-4" aria-hidden="true" />
            {item.displayPhone}
          </a>
        ) : null}
      </div>
    </li>
  );
}
