import { useCallback, useState } from "react";
import { useAdmin } from "~/admin/admin-context";
import { isApiFailure } from "~/admin/client/client";
import type { ToastUndo } from "~/admin/parts/toast";

/** What a finished action says, and the Undo its toast offers while a message can be taken back. */
export type Said = { text: string; undo?: ToastUndo };

export type EntryAction = {
  busy: boolean;
  /** Why the last try failed, in the owner's words, or null. */
  error: string | null;
  /**
   * Does `work`, says what it answers, and reloads the lead; true when it all went. A 401
   * shows nothing here: the client has already signed the owner out.
   */
  run: (work: () => Promise<Said>) => Promise<boolean>;
};

/**
 * One of a lead's actions (a status, a note, a retry, an opt-out): the same try, announce,
 * reload and failure for each, so every one of them fails and succeeds alike.
 */
export function useEntryAction(refresh: () => Promise<unknown>, failed: string): EntryAction {
  const { announce } = useAdmin();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (work: () => Promise<Said>) => {
      setBusy(true);
      setError(null);
      try {
        const said = await work();
        if (said.undo) announce(said.text, said.undo);
        else announce(said.text);
        await refresh();
        return true;
      } catch (failure) {
        if (!isApiFailure(failure, 401)) setError(failed);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [announce, refresh, failed],
  );
  return { busy, error, run };
}
