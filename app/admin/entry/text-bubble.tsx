import { formatDateTime } from "~/admin/parts/time";
import { TextPictures } from "./text-pictures";
import { adminCopy } from "~content/admin";
import type { EntryText } from "~contracts/admin-api";

const copy = adminCopy.thread;
const kindLabels: Partial<Record<EntryText["kind"], string>> = copy.kinds;

/** Who sent it, in words: the person's name, or what kind of text of ours it was. */
function sender(text: EntryText, name: string): string {
  if (text.direction === "in") return name;
  return kindLabels[text.kind] ?? copy.you;
}

/** Its delivery state, with Twilio's error code when one came. */
function stateLabel(text: EntryText): string {
  const state = copy.states[text.state];
  return text.errorCode === null ? state : `${state} (${copy.errorCode(text.errorCode)})`;
}

const trouble: ReadonlySet<EntryText["state"]> = new Set(["undelivered", "failed", "opted_out"]);

/**
 * One text as a phone's messages app draws it: theirs on the left, ours on the right. Who
 * sent it, when, and its state are words under the bubble, so no one needs the side or
 * the color to know.
 */
export function TextBubble({ text, name, now }: { text: EntryText; name: string; now: number }) {
  const mine = text.direction === "out";
  return (
    <li data-kind="text" className={`flex flex-col ${mine ? "items-end" : "items-start"}`}>
      <div
        className={`max-w-[85%] rounded-card px-4 py-2.5 sm:max-w-[75%] ${
          mine ? "rounded-br-sm bg-ink text-on-dark" : "rounded-bl-sm bg-surface-sunk text-ink"
        }`}
      >
        {text.body ? (
          <p className="break-words whitespace-pre-line [overflow-wrap:anywhere]">{text.body}</p>
        ) : null}
        {text.media.length > 0 ? (
          <TextPictures media={text.media} name={name} spaced={Boolean(text.body)} />
        ) : null}
      </div>
      <p
        className={`mt-1 flex flex-wrap gap-x-2 px-1 text-sm text-ink-muted ${mine ? "justify-end text-right" : ""}`}
      >
        <span className="font-semibold text-ink-soft">{sender(text, name)}</span>
        <time dateTime={text.at}>{formatDateTime(text.at, now)}</time>
        <span className={trouble.has(text.state) ? "font-semibold text-error" : undefined}>
          {stateLabel(text)}
        </span>
      </p>
    </li>
  );
}
