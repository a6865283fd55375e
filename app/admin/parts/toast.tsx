import { CircleCheck, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { adminUndoCopy } from "~content/admin-undo";

const copy = adminUndoCopy.toast;

/** Takes back what was just done, while it still can be: a queued message (issue 52). */
export type ToastUndo = {
  /** ISO: until when Undo is offered. */
  until: string;
  run: () => Promise<void>;
};

/** What the toast shows: the words the live region says, and maybe an Undo. */
export type ToastMessage = { key: number; text: string; undo?: ToastUndo };

/** How long a toast without Undo stays, and the least an Undo stays. */
const shownMs = 6_000;

/**
 * The visible twin of the shell's live region: every confirmation the inbox announces shows
 * here too, for a few seconds, with Undo while a queued message can be taken back. It is
 * not itself live (the region speaks the words once); its Undo is a plain button in a
 * labeled region, reachable by keyboard.
 */
export function Toast({ message }: { message: ToastMessage | null }) {
  const [hidden, setHidden] = useState<number | null>(null);
  // Keyed by the toast, so a new toast never inherits the last one's "Undoing…".
  const [undoingKey, setUndoingKey] = useState<number | null>(null);

  useEffect(() => {
    if (!message) return;
    const until = message.undo ? Date.parse(message.undo.until) - Date.now() : 0;
    const timer = window.setTimeout(() => setHidden(message.key), Math.max(shownMs, until));
    return () => window.clearTimeout(timer);
  }, [message]);

  if (!message || hidden === message.key) return null;
  const { undo } = message;
  const undoing = undoingKey === message.key;
  return (
    <section
      aria-label={copy.region}
      className="fixed inset-x-0 bottom-4 z-40 flex justify-center px-4 print:hidden"
    >
      <div className="flex w-full max-w-md items-center gap-3 rounded-control bg-ink px-4 py-3 text-on-dark shadow-raised">
        <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1 font-medium">{message.text}</p>
        {undo ? (
          <Button
            variant="outline-on-dark"
            size="sm"
            loading={undoing}
            onClick={() => {
              setUndoingKey(message.key);
              void undo.run().finally(() => setUndoingKey(null));
            }}
          >
            {undoing ? copy.undoing : copy.undo}
          </Button>
        ) : null}
        <button
          type="button"
          onClick={() => setHidden(message.key)}
          aria-label={copy.dismiss}
          className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
