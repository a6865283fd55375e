import { Star } from "lucide-react";
import { useState } from "react";
import { formatDateTime } from "~/admin/parts/time";
import { Button } from "~/components/ui/button";
import { adminUndoCopy } from "~content/admin-undo";
import { reviewRequestMarks as copy } from "~content/review-requests";
import type { ReviewRequestMarks, ReviewRequestPreview } from "~contracts/admin-api";
import { ReviewConfirm } from "./review-confirm";

type EntryReviewRequestProps = {
  marks: ReviewRequestMarks | null;
  now: number;
  /**
   * Whether the owner's button is offered: not on a new lead (no job yet) nor on a request
   * from the financing form (issue 52).
   */
  offered?: boolean;
  /** When a request queued now would go, and to whom, for the owner to confirm first. */
  onPreview: () => Promise<ReviewRequestPreview>;
  /** Queues a request now; throws when the server refused it. */
  onSend: () => Promise<void>;
};

type Asking = ReviewRequestPreview & { sendsAt: string };

/** Where the finished job's review request stands, and the owner's button to send one. */
export function EntryReviewRequest({
  marks,
  now,
  offered = true,
  onPreview,
  onSend,
}: EntryReviewRequestProps) {
  const [sending, setSending] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [result, setResult] = useState<"sent" | "failed" | "no-contact" | null>(null);
  const lines: [string, string][] = [];
  if (marks) {
    lines.push([
      copy.requested,
      marks.requestedAt ? formatDateTime(marks.requestedAt, now) : copy.queued,
    ]);
    if (marks.remindedAt) {
      lines.push([
        copy.reminded,
        `${formatDateTime(marks.remindedAt, now)} (${copy.reminders(marks.reminders)})`,
      ]);
    }
    if (marks.openedAt) lines.push([copy.opened, formatDateTime(marks.openedAt, now)]);
    if (marks.unsubscribedAt) {
      lines.push([copy.unsubscribed, formatDateTime(marks.unsubscribedAt, now)]);
    }
    // Taken back before it went: it was never requested, so that line says so instead.
    if (marks.canceledAt && !marks.requestedAt) {
      lines[0] = [adminUndoCopy.review.canceledMark, formatDateTime(marks.canceledAt, now)];
    }
  }

  async function ask() {
    setSending(true);
    setResult(null);
    try {
      const preview = await onPreview();
      if (preview.sendsAt) setAsking({ ...preview, sendsAt: preview.sendsAt });
      else setResult("no-contact");
    } catch {
      setResult("failed");
    } finally {
      setSending(false);
    }
  }

  async function send() {
    setSending(true);
    try {
      await onSend();
      setResult("sent");
    } catch {
      setResult("failed");
    } finally {
      setAsking(null);
      setSending(false);
    }
  }

  return (
    <div>
      {lines.length === 0 ? (
        <p className="text-ink-muted">{copy.none}</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {lines.map(([mark, value]) => (
            <div key={mark} className="contents">
              <dt className="font-semibold">{mark}</dt>
              <dd className="text-ink-soft">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {offered ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-4"
          loading={sending && asking === null}
          onClick={() => void ask()}
        >
          {sending ? null : <Star className="size-4" aria-hidden="true" />}
          {copy.sendByHand}
        </Button>
      ) : null}
      <p aria-live="polite" className="mt-2 empty:hidden">
        {result === "sent" ? copy.sent : null}
        {result === "failed" ? (
          <span className="font-semibold text-error">{copy.failed}</span>
        ) : null}
        {result === "no-contact" ? (
          <span className="font-semibold text-error">{copy.noContact}</span>
        ) : null}
      </p>
      <ReviewConfirm
        preview={asking}
        on="now"
        now={now}
        busy={sending}
        onSend={() => void send()}
        onClose={() => setAsking(null)}
      />
    </div>
  );
}
