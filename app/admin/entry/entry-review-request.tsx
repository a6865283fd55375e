import { Star } from "lucide-react";
import { useState } from "react";
import { formatDateTime } from "~/admin/parts/time";
import { Button } from "~/components/ui/button";
import { reviewRequestMarks as copy } from "~/content/review-requests";
import type { ReviewRequestMarks } from "~contracts/admin-api";

type EntryReviewRequestProps = {
  marks: ReviewRequestMarks | null;
  now: number;
  /** Queues a request now; throws when the server refused it. */
  onSend: () => Promise<void>;
};

/** Where the finished job's review request stands, and the owner's button to send one. */
export function EntryReviewRequest({ marks, now, onSend }: EntryReviewRequestProps) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<"sent" | "failed" | null>(null);
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
  }

  async function send() {
    setSending(true);
    setResult(null);
    try {
      await onSend();
      setResult("sent");
    } catch {
      setResult("failed");
    } finally {
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
      <Button
        variant="secondary"
        size="sm"
        className="mt-4"
        loading={sending}
        onClick={() => void send()}
      >
        {sending ? null : <Star className="size-4" aria-hidden="true" />}
        {copy.sendByHand}
      </Button>
      <p aria-live="polite" className="mt-2 empty:hidden">
        {result === "sent" ? copy.sent : null}
        {result === "failed" ? (
          <span className="font-semibold text-error">{copy.failed}</span>
        ) : null}
      </p>
    </div>
  );
}
