import { Button } from "~/components/ui/button";
import { adminCopy } from "~content/admin";
import type { EntryTexting } from "~contracts/admin-api";
import type { CallItem } from "~contracts/calls";
import { Notice } from "~/admin/parts/notice";
import { CallEvent, timeline } from "./entry-calls";
import { formatHonorBy } from "./honor-by";
import { ReplyBox, type SendResult } from "./reply-box";
import { TextBubble } from "./text-bubble";

const copy = adminCopy.thread;

type EntryThreadProps = {
  texting: EntryTexting;
  /** The lead's phone calls (issue 54), shown among the texts by time. */
  calls?: CallItem[];
  name: string;
  phone: string;
  now: number;
  onSend: (body: string) => Promise<SendResult>;
  recordingOptOut: boolean;
  optOutError: string | null;
  onRecordOptOut: () => void;
};

/**
 * The lead's text conversation and its calls, oldest first so the newest sits just above the
 * reply box, as on a phone; a stop request in other words waits above it for the owner to
 * act on.
 */
export function EntryThread({
  texting,
  calls,
  name,
  phone,
  now,
  onSend,
  recordingOptOut,
  optOutError,
  onRecordOptOut,
}: EntryThreadProps) {
  const { texts, optedOut, stopRequest } = texting;
  const items = timeline(texts, calls);
  return (
    <div>
      {stopRequest && !optedOut ? (
        <div className="mb-4">
          <Notice
            tone="error"
            action={
              <Button
                size="sm"
                variant="secondary"
                loading={recordingOptOut}
                onClick={onRecordOptOut}
              >
                {recordingOptOut ? copy.recordingOptOut : copy.recordOptOut}
              </Button>
            }
          >
            <p>{copy.stopRequest(formatHonorBy(stopRequest.honorBy, now))}</p>
            <p className="mt-1 font-normal">{copy.stopRequestLead}</p>
          </Notice>
          {optOutError ? (
            <p className="mt-2 font-semibold text-error" role="alert">
              {optOutError}
            </p>
          ) : null}
        </div>
      ) : null}
      {items.length === 0 ? (
        <p className="text-ink-muted">{copy.empty}</p>
      ) : (
        <ol className="space-y-3">
          {items.map((item) =>
            item.kind === "text" ? (
              <TextBubble key={item.text.id} text={item.text} name={name} now={now} />
            ) : (
              <CallEvent key={item.call.id} call={item.call} name={name} now={now} />
            ),
          )}
        </ol>
      )}
      {/* No number, nowhere to send: no box to type into. */}
      {phone.trim() ? <ReplyBox phone={phone} optedOut={optedOut} onSend={onSend} /> : null}
    </div>
  );
}
