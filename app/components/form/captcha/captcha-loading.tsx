import { Spinner } from "~/components/ui/spinner";
import { formCopy } from "~content/forms";

export function CaptchaLoading() {
  return (
    <p role="status" className="flex items-center gap-3 py-4 text-ink-soft">
      <Spinner className="size-5" />
      {formCopy.verification.loading}
    </p>
  );
}
