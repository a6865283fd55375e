import { CalendarClock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useAdmin } from "~/admin/admin-context";
import { isApiFailure } from "~/admin/client/client";
import { formatSendTime } from "~/admin/parts/send-time";
import { Button } from "~/components/ui/button";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { adminVisitCopy as copy } from "~content/admin-visit";
import type { LeadVisit, VisitRefusal, VisitSaved } from "~contracts/admin-visit";
import { undoToast } from "./undo-toast";
import { VisitPicker } from "./visit-picker";

type EntryVisitProps = {
  leadId: string;
  now: number;
  /** Reloads the lead, so its deliveries show the messages queued. */
  refresh: () => Promise<unknown>;
};

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; info: LeadVisit };

/** The days a 409 answered with: the time was just taken, these are open now. */
function refusedDays(failure: unknown): VisitRefusal["days"] {
  if (!isApiFailure(failure, 409)) return undefined;
  const detail = failure.detail;
  return typeof detail === "object" && detail !== null && "days" in detail
    ? (detail as VisitRefusal).days
    : undefined;
}

/**
 * The lead's estimate visit on its page (issue 55, item 4): with none, "Book a visit"; with
 * one, "Move" and "Cancel the visit", which asks first, so nothing reaches the homeowner by
 * a mis-tap. For a visit arranged by phone.
 */
export function EntryVisit({ leadId, now, refresh }: EntryVisitProps) {
  const { client, announce } = useAdmin();
  const [loaded, setLoaded] = useState<Load>({ state: "loading" });
  const [picking, setPicking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const summary = useRef<HTMLDivElement>(null);
  // Each bump reads the visit and the open times again (after a change, or a retry).
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  useEffect(() => {
    let live = true;
    client.leadVisit(leadId).then(
      (info) => {
        if (!live) return;
        setLoaded(Array.isArray(info?.days) ? { state: "ready", info } : { state: "failed" });
      },
      () => live && setLoaded({ state: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [client, leadId, version]);

  /** The toast of the change, with the Undo of the homeowner's e-mail while it waits. */
  function told(change: "booked" | "moved" | "cancelled", { visit, undo }: VisitSaved) {
    const when = visit?.when ?? "";
    const done =
      change === "cancelled"
        ? copy.canceledToast
        : change === "moved"
          ? copy.movedToast(when)
          : copy.bookedToast(when);
    if (undo) {
      const text = `${done} ${copy.homeownerTold(formatSendTime(undo.sendsAt, now))}`;
      const canceled = copy.messageTakenBack;
      announce(text, undoToast({ client, announce, undo, canceled, refresh }));
    } else announce(done);
    void refresh();
  }

  if (loaded.state === "loading") return <p role="status">{copy.loading}</p>;
  if (loaded.state === "failed") {
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>{copy.loadFailed}</p>
        <Button variant="secondary" size="sm" onClick={reload}>
          {copy.retry}
        </Button>
      </div>
    );
  }
  const { info } = loaded;
  const { visit } = info;

  /** After the picker or the dialog goes, the keyboard goes to what changed. */
  function settle(next: LeadVisit) {
    setLoaded({ state: "ready", info: next });
    setPicking(false);
    setConfirming(false);
    window.requestAnimationFrame(() => summary.current?.focus());
    reload();
  }

  async function book(start: number, street: string) {
    setBusy(true);
    setError("");
    try {
      const saved = await client.saveVisit(leadId, start, street);
      settle({ ...info, visit: saved.visit });
      told(visit ? "moved" : "booked", saved);
    } catch (failure) {
      const days = refusedDays(failure);
      if (days) setLoaded({ state: "ready", info: { ...info, days } });
      setError(days ? copy.errors.taken : copy.failed);
    } finally {
      setBusy(false);
    }
  }

  async function cancelIt() {
    setBusy(true);
    setError("");
    try {
      const saved = await client.cancelVisit(leadId);
      settle({ ...info, visit: null });
      told("cancelled", saved);
    } catch {
      setConfirming(false);
      setError(copy.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <div ref={summary} tabIndex={-1} className="outline-none">
        {visit ? (
          <>
            <p className="font-semibold">{copy.booked(visit.when)}</p>
            <p className="break-words text-ink-soft">{copy.at(visit.address)}</p>
          </>
        ) : (
          <p className="text-ink-muted">{copy.none}</p>
        )}
      </div>
      {picking ? (
        info.message && info.days.length === 0 ? (
          <p className="mt-4">{info.message}</p>
        ) : (
          <VisitPicker
            days={info.days}
            zoneNote={info.zoneNote}
            address={visit?.address ?? ""}
            moving={visit !== null}
            busy={busy}
            error={error}
            onSave={(start, street) => void book(start, street)}
            onClose={() => {
              setPicking(false);
              setError("");
            }}
          />
        )
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
            <CalendarClock className="size-4" aria-hidden="true" />
            {visit ? copy.move : copy.book}
          </Button>
          {visit ? (
            <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
              {copy.cancel}
            </Button>
          ) : null}
        </div>
      )}
      {!picking && error ? (
        <p role="alert" className="mt-3 font-semibold text-error">
          {error}
        </p>
      ) : null}
      <Dialog
        open={confirming && visit !== null}
        onOpenChange={(open) => {
          if (!open && !busy) setConfirming(false);
        }}
        title={copy.confirmTitle(visit?.when ?? "")}
        description={copy.confirmDescription}
        size="sm"
        closeLabel={copy.close}
      >
        <DialogActions className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
            {copy.confirmNo}
          </Button>
          <Button loading={busy} onClick={() => void cancelIt()}>
            {copy.confirmYes}
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
