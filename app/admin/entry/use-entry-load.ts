import { useCallback, useEffect, useRef, useState } from "react";
import { useAdmin } from "~/admin/admin-context";
import { isApiFailure } from "~/admin/client/client";
import { usePoll } from "~/admin/parts/use-poll";
import { adminCopy } from "~content/admin";
import type { EntryDetail, EntryText } from "~contracts/admin-api";
import { nameOrNumber } from "~contracts/phone";

const copy = adminCopy.entry;

export type EntryLoad =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; entry: EntryDetail };

/** The ids of the texts the person sent. */
function inboundIds(entry: EntryDetail): string[] {
  return entry.texting.texts.filter((text) => text.direction === "in").map((text) => text.id);
}

/**
 * One lead or review notice as the inbox shows it: loaded, polled as the list is (a text
 * that comes in shows within 30 s), its new texts marked read and announced, and the tab
 * named after it.
 */
export function useEntryLoad(id: string) {
  const { client, announce } = useAdmin();
  const [load, setLoad] = useState<EntryLoad>({ state: "loading" });
  // The person's texts already on screen: null until the first answer, so the texts that
  // were there on opening are marked read but not announced as new.
  const seenTexts = useRef<ReadonlySet<string> | null>(null);

  /** A text that came in since the last look is marked read, and announced if the page was open. */
  const noteNewTexts = useCallback(
    (entry: EntryDetail) => {
      const ids = inboundIds(entry);
      const seen = seenTexts.current;
      const fresh = ids.filter((textId) => !seen?.has(textId));
      seenTexts.current = new Set(ids);
      if (fresh.length === 0 || entry.kind !== "lead") return;
      if (seen !== null) announce(adminCopy.thread.arrived(entry.name));
      void client.markTextsRead(entry.id).catch(() => undefined);
    },
    [client, announce],
  );

  const refresh = useCallback(
    () =>
      client.entry(id).then(
        (answer) => {
          // Shown by its number as dialed when it began as a text: "(630) 555-0188".
          const entry = { ...answer, name: nameOrNumber(answer.name) };
          setLoad({ state: "ready", entry });
          document.title = `${entry.name} | ${adminCopy.page.title}`;
          noteNewTexts(entry);
        },
        (failure: unknown) => {
          if (isApiFailure(failure, 401)) return;
          const gone = isApiFailure(failure, 404);
          // A poll that fails leaves the lead on screen; the next one tries again.
          setLoad((current) =>
            current.state === "ready" && !gone
              ? current
              : {
                  state: "failed",
                  message: gone
                    ? copy.notFound
                    : isApiFailure(failure, 0)
                      ? adminCopy.network
                      : copy.loadFailed,
                },
          );
        },
      ),
    [client, id, noteNewTexts],
  );

  /** A reply just queued shows in the thread before the next answer brings it. */
  const addText = useCallback((text: EntryText) => {
    setLoad((current) =>
      current.state === "ready"
        ? {
            ...current,
            entry: {
              ...current.entry,
              texting: { ...current.entry.texting, texts: [...current.entry.texting.texts, text] },
            },
          }
        : current,
    );
  }, []);

  usePoll(refresh);
  useEffect(() => {
    seenTexts.current = null;
    return () => {
      document.title = adminCopy.page.title;
    };
  }, [id]);

  return { load, refresh, addText };
}
