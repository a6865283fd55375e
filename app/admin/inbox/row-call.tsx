import { PhoneIncoming, PhoneMissed, Voicemail } from "lucide-react";
import { formatSendTime } from "~/admin/parts/send-time";
import { formatDateTime } from "~/admin/parts/time";
import { adminCallsCopy } from "~content/admin-calls";
import type { InboxListItem } from "~contracts/admin-api";
import type { CallItem } from "~contracts/calls";

const words = adminCallsCopy;

/**
 * The call a row tells in its preview's place, or null. The list knows when a lead came in
 * but not when its latest text did, so a call is told when no text from the person came
 * (the preview is the form's message) and the call is not older than the lead: a lead a
 * call made, or a form's lead who called since.
 */
export function rowCall(item: InboxListItem): CallItem | null {
  const call = item.lastCall;
  if (!call || item.previewFrom !== "message") return null;
  return Date.parse(call.at) >= Date.parse(item.createdAt) ? call : null;
}

/** "Missed call · 2:14 PM": the time on the business's clock, with its day when not today. */
export function RowCall({ call, now }: { call: CallItem; now: number }) {
  const missed = call.outcome === "missed" || call.outcome === "voicemail";
  const Icon =
    call.outcome === "voicemail"
      ? Voicemail
      : call.outcome === "answered"
        ? PhoneIncoming
        : PhoneMissed;
  return (
    <>
      <Icon
        className={`mr-1.5 inline size-4 align-[-0.125em] ${missed ? "text-error" : ""}`}
        aria-hidden="true"
      />
      <span className="font-semibold">{call.label}</span>
      {words.separator}
      <time dateTime={call.at} title={formatDateTime(call.at, now)}>
        {formatSendTime(call.at, now)}
      </time>
    </>
  );
}
