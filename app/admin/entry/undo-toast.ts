import type { AdminTools } from "~/admin/admin-context";
import { isApiFailure } from "~/admin/client/client";
import type { ToastUndo } from "~/admin/parts/toast";
import { adminUndoCopy } from "~content/admin-undo";
import type { Undoable } from "~contracts/admin-api";

type UndoToastOptions = Pick<AdminTools, "client" | "announce"> & {
  undo: Undoable;
  /** What the toast says once it is taken back. */
  canceled: string;
  /** Reloads the lead, so its page shows what the undo changed. */
  refresh: () => Promise<unknown>;
};

/**
 * The toast's Undo for a message the inbox just queued to a homeowner (issue 52): it asks
 * the server to take the message back, and says whether it could (409: it already went).
 */
export function undoToast({ client, announce, undo, canceled, refresh }: UndoToastOptions) {
  const action: ToastUndo = {
    until: undo.undoUntil,
    run: async () => {
      try {
        await client.undo(undo.outboxIds);
        announce(canceled);
      } catch (failure) {
        if (isApiFailure(failure, 401)) return;
        announce(isApiFailure(failure, 409) ? adminUndoCopy.alreadySent : adminUndoCopy.undoFailed);
      }
      await refresh();
    },
  };
  return action;
}
