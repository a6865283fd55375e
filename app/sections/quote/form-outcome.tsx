import { CircleCheck } from "lucide-react";
import type { RefObject } from "react";
import { ErrorNotice } from "~/components/form/error-notice";
import type { SubmissionStatus } from "~/components/form/submission";
import { formCopy } from "~content/forms";

const copy = formCopy.status;

/** The result of a send: success (focused, then fading) or the error notice. */
export function FormOutcome({
  status,
  leadId,
  fading,
  successRef,
}: {
  status: SubmissionStatus;
  leadId?: string;
  fading: boolean;
  successRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <>
      <p className="sr-only" aria-live="polite">
        {status === "sending" ? copy.sending : ""}
      </p>
      {status === "success" ? (
        <div
          ref={successRef}
          tabIndex={-1}
          role="status"
          className={`flex gap-3 rounded-control border border-success/30 bg-success-soft p-4 text-ink transition-opacity duration-500 ease-out ${
            fading ? "opacity-0" : "opacity-100"
          }`}
        >
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <div>
            <p className="font-semibold">{copy.success}</p>
            <p className="text-[0.9375rem] text-ink-soft">{copy.replyPromise}</p>
            {leadId ? (
              <p className="text-[0.9375rem] whitespace-nowrap text-ink-soft">
                {copy.reference(leadId)}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
      {status === "error" ? <ErrorNotice text={copy.error} /> : null}
    </>
  );
}
