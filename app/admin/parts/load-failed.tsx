import { Notice } from "~/admin/parts/notice";
import { Button } from "~/components/ui/button";
import { adminCopy } from "~content/admin";

/** A screen that could not load: why, and "Try again", which loads it again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Notice
      tone="error"
      role="alert"
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {adminCopy.tryAgain}
        </Button>
      }
    >
      {message}
    </Notice>
  );
}
