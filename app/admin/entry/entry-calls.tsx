import { PhoneIncoming, PhoneMissed, ShieldAlert, Voicemail } from "lucide-react";
import { formatDateTime } from "~/admin/parts/time";
import { adminCallsCopy } from "~content/admin-calls";
import { sourceWords } from "~content/admin-list";
import { site } from "~content/site";
import type { EntryText } from "~contracts/admin-api";
import type { CallItem } from "~contracts/calls";
import { VoicemailPlayer } from "./voicemail-player";

const words = adminCallsCopy;
const sourceNames: Record<string, string> = sourceWords.utmSources;

/** One moment of a lead's timeline: a text, or a call. */
export type TimelineItem = { kind: "text"; text: EntryText } | { kind: "call"; call: CallItem };

/**
 * The texts and the calls in one list, oldest first, as they happened; a text and a call of
 * the same instant keep the order the server gave (the sort is stable).
 */
export function timeline(texts: EntryText[], calls: CallItem[] = []): TimelineItem[] {
  const items: TimelineItem[] = [
    ...texts.map((text) => ({ kind: "text" as const, text })),
    ...calls.map((call) => ({ kind: "call" as const, call })),
  ];
  const at = (item: TimelineItem) => Date.parse(item.kind === "text" ? item.text.at : item.call.at);
  return items.sort((a, b) => at(a) - at(b));
}

/** The number's CALL_NUMBERS label in the owner's words: "gbp" reads "Google Business Profile". */
function sourceName(source: string): string {
  return sourceNames[source] ?? source;
}

function CallIcon({ outcome }: { outcome: CallItem["outcome"] }) {
  const Icon =
    outcome === "voicemail" ? Voicemail : outcome === "answered" ? PhoneIncoming : PhoneMissed;
  return <Icon className="size-5 shrink-0" aria-hidden="true" />;
}

/**
 * One call, across the thread as an event rather than a bubble (neither side spoke in it):
 * what happened, when on the business's clock, which number was called, and for a voicemail
 * a player that fetches nothing until the owner taps it, then what it said in words.
 */
export function CallEvent({ call, name, now }: { call: CallItem; name: string; now: number }) {
  const missed = call.outcome === "missed" || call.outcome === "voicemail";
  return (
    <li data-kind="call" className="rounded-card border border-line bg-surface px-4 py-3">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span
          className={`inline-flex items-center gap-1.5 font-semibold ${missed ? "text-error" : "text-ink"}`}
        >
          <CallIcon outcome={call.outcome} />
          {call.label}
        </span>
        <time dateTime={call.at} className="text-sm text-ink-muted">
          {formatDateTime(call.at, now, site.timeZone)}
        </time>
      </p>
      {call.source || call.textedBack || call.callerIdUnverified ? (
        <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-soft">
          {call.source ? <li>{words.source(sourceName(call.source))}</li> : null}
          {call.textedBack ? <li>{words.textedBack}</li> : null}
          {call.callerIdUnverified ? (
            <li
              className="inline-flex items-center gap-1 font-semibold text-error"
              title={words.unverifiedHint}
            >
              <ShieldAlert className="size-4" aria-hidden="true" />
              {words.unverified}
            </li>
          ) : null}
        </ul>
      ) : null}
      {call.voicemailUrl ? (
        <VoicemailPlayer
          url={call.voicemailUrl}
          name={words.player(call.label, name)}
          transcript={call.transcript}
          seconds={call.voicemailSeconds}
        />
      ) : null}
      {call.transcript ? (
        <blockquote className="mt-2 border-l-4 border-line-strong pl-3 text-ink">
          <p className="sr-only">{words.transcript}</p>
          <p className="break-words whitespace-pre-line [overflow-wrap:anywhere]">
            {call.transcript}
          </p>
        </blockquote>
      ) : null}
    </li>
  );
}
