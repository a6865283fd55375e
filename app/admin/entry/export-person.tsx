import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { buttonClasses } from "~/components/ui/button-styles";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { adminCopy } from "~content/admin";
import { adminRoutes } from "~contracts/admin-api";
import { MatchList, useMatchChoice } from "./person-matches";

const copy = adminCopy.entry;

/**
 * Downloads, as one ZIP, the entries the owner ticked as this person's among every entry
 * that shares this one's e-mail address or phone, to answer their request for a copy. The
 * download is a plain link, as the CSV export is: the browser saves the file as it arrives,
 * and the session cookie goes with it.
 */
export function ExportPerson({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const choice = useMatchChoice(id);
  const ready = choice.chosen.length > 0;

  return (
    <>
      <p className="text-ink-soft">{copy.exportLead}</p>
      <Button
        variant="secondary"
        className="mt-4"
        onClick={() => {
          choice.load();
          setOpen(true);
        }}
      >
        <Download className="size-5" aria-hidden="true" />
        {copy.exportPerson}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={copy.exportTitle}
        description={copy.exportDescription}
        size="md"
        closeLabel={copy.close}
      >
        <MatchList id={id} choice={choice} />
        {choice.matches !== null && !ready ? (
          <p className="mt-3 text-ink-soft">{copy.matchesNone}</p>
        ) : null}
        <DialogActions className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {copy.exportCancel}
          </Button>
          {ready ? (
            <a
              href={adminRoutes.exportPerson(id, choice.chosen)}
              download
              className={buttonClasses("primary", "md")}
              onClick={() => setOpen(false)}
            >
              <Download className="size-5" aria-hidden="true" />
              {copy.exportConfirm}
            </a>
          ) : (
            <Button variant="primary" disabled>
              {copy.exportConfirm}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
