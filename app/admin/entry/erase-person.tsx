import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useAdmin } from "~/admin/admin-context";
import { isApiFailure } from "~/admin/client/client";
import { Notice } from "~/admin/parts/notice";
import { Button } from "~/components/ui/button";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { adminCopy } from "~/content/admin";
import { displayPhone } from "./phone";

const copy = adminCopy.entry;

type ErasePersonProps = {
  phone: string;
  email: string | null;
  onErased: () => void;
};

/**
 * Erases a person as the CLI does, after a confirmation. The server erases by one e-mail
 * address or phone at a time, so both are sent: a person who wrote twice with the same
 * phone and two addresses leaves nothing behind.
 */
export function ErasePerson({ phone, email, onErased }: ErasePersonProps) {
  const { client, announce } = useAdmin();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const people = [email, phone].filter((person): person is string => Boolean(person?.trim()));
  const who = [email, phone ? displayPhone(phone) : null].filter(Boolean).join(" and ");

  async function erase() {
    setBusy(true);
    setError(null);
    try {
      for (const person of people) await client.erase(person);
      setOpen(false);
      announce(copy.erased(who));
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
      <Button variant="danger-quiet" className="mt-4" onClick={() => setOpen(true)}>
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
        description={copy.eraseDescription(who)}
        size="sm"
        closeLabel={copy.close}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <DialogActions className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
            {copy.eraseCancel}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void erase()}>
            {busy ? copy.erasing : copy.eraseConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
