import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useAdmin } from "~/admin/admin-context";
import { isApiFailure } from "~/admin/client/client";
import { Notice } from "~/admin/parts/notice";
import { Button } from "~/components/ui/button";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { adminCopy } from "~content/admin";
import { MatchList, useMatchChoice } from "./person-matches";

const copy = adminCopy.entry;

type ErasePersonProps = {
  id: string;
  onErased: () => void;
};

/**
 * Erases a person's entries after the owner ticked which are theirs among every entry that
 * shares this one's e-mail address or phone: a phone someone else typed in must not take
 * that person's lead with it (issue 50).
 */
export function ErasePerson({ id, onErased }: ErasePersonProps) {
  const { client, announce } = useAdmin();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choice = useMatchChoice(id);
  const none = choice.matches !== null && choice.chosen.length === 0;

  async function erase() {
    if (choice.chosen.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      await client.erase(id, choice.chosen);
      setOpen(false);
      announce(copy.erased(choice.chosen.length));
      onErased();
    } catch (failure) {
      if (!isApiFailure(failure, 401)) setError(copy.eraseFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p className="text-ink-soft">{copy.eraseLead}</p>
      <Button
        variant="danger-quiet"
        className="mt-4"
        onClick={() => {
          choice.load();
          setOpen(true);
        }}
      >
        <Trash2 className="size-5" aria-hidden="true" />
        {copy.erase}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!busy) setOpen(next);
          if (!next) setError(null);
        }}
        title={copy.eraseTitle}
        description={copy.eraseDescription}
        size="md"
        closeLabel={copy.close}
      >
        <MatchList id={id} choice={choice} />
        {none ? <p className="mt-3 text-ink-soft">{copy.matchesNone}</p> : null}
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <DialogActions className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
            {copy.eraseCancel}
          </Button>
          <Button
            variant="danger"
            loading={busy}
            disabled={choice.chosen.length === 0}
            onClick={() => void erase()}
          >
            {busy ? copy.erasing : copy.eraseConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
