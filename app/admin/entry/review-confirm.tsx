import { formatSendTime } from "~/admin/parts/send-time";
import { Button } from "~/components/ui/button";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { adminUndoCopy } from "~content/admin-undo";
import type { ReviewRequestPreview } from "~contracts/admin-api";

const copy = adminUndoCopy.review;

type ReviewConfirmProps = {
  /** The request the owner is asked about; null: closed. */
  preview: (ReviewRequestPreview & { sendsAt: string }) | null;
  /** `completed`: marking the job Completed queues it; `now`: the owner's own button. */
  on: "completed" | "now";
  now: number;
  busy: boolean;
  onSend: () => void;
  /** Marks the job Completed without the request (only with `completed`). */
  onWithout?: () => void;
  onClose: () => void;
};

/**
 * Asks once before a review request is queued (issue 52), naming the homeowner and the time
 * it would go, so a mis-tapped Completed sends nothing.
 */
export function ReviewConfirm({
  preview,
  on,
  now,
  busy,
  onSend,
  onWithout,
  onClose,
}: ReviewConfirmProps) {
  const when = preview ? formatSendTime(preview.sendsAt, now) : "";
  const name = preview?.name ?? "";
  const completed = on === "completed";
  return (
    <Dialog
      open={preview !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={completed ? copy.completedTitle(name, when) : copy.byHandTitle(name, when)}
      description={completed ? copy.completedDescription : copy.byHandDescription}
      size="sm"
      closeLabel={copy.close}
    >
      <DialogActions className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        {completed && onWithout ? (
          <Button variant="secondary" onClick={onWithout} disabled={busy}>
            {copy.completedWithout}
          </Button>
        ) : (
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {copy.cancel}
          </Button>
        )}
        <Button loading={busy} onClick={onSend}>
          {completed ? copy.completedWithRequest : copy.byHandConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
