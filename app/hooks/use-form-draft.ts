import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { readDraft, removeDraft, writeDraft, type QuoteDraft } from "~/lib/form-draft";

/**
 * Keeps what a visitor typed in sessionStorage, so a reload or an accidental navigation
 * does not lose it. The draft is restored after hydration (the prerendered HTML is always
 * the empty form) and removed once the request is sent. `restore` must be stable.
 */
export function useFormDraft(
  key: string | null,
  data: QuoteDraft,
  restore: (draft: QuoteDraft) => void,
) {
  const restored = useRef(false);

  // A layout effect, so the draft is stored in the same task as the keystroke or click that
  // changed it: a reload straight after cannot beat it. On the first commit it runs before
  // the restore effect, while nothing is restored yet, so the empty initial state never
  // overwrites a saved draft.
  useLayoutEffect(() => {
    if (key && restored.current) writeDraft(key, data);
  }, [key, data]);

  useEffect(() => {
    if (!key) return;
    const draft = readDraft(key);
    if (draft) restore(draft);
    restored.current = true;
  }, [key, restore]);

  const clearDraft = useCallback(() => {
    if (key) removeDraft(key);
  }, [key]);

  return { clearDraft };
}
