import { MapPinOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useAdmin } from "~/admin/admin-context";
import { isApiFailure } from "~/admin/client/client";
import { BackToInbox } from "~/admin/parts/back-to-inbox";
import { LoadingScreen } from "~/admin/parts/loading-screen";
import { Notice } from "~/admin/parts/notice";
import { Panel } from "~/admin/parts/panel";
import { ScreenHeading } from "~/admin/parts/screen-heading";
import { ServiceSummary } from "~/admin/parts/service-summary";
import { statusLabels } from "~/admin/parts/status-badge";
import { formatDateTime } from "~/admin/parts/time";
import { useNow } from "~/admin/parts/use-now";
import { usePoll } from "~/admin/parts/use-poll";
import { Button } from "~/components/ui/button";
import { adminCopy } from "~/content/admin";
import { reviewRequestMarks } from "~/content/review-requests";
import type { Delivery, EntryDetail, EntryStatus, EntryText } from "~contracts/admin-api";
import { adminUndoCopy } from "~/content/admin-undo";
import { formatSendTime } from "~/admin/parts/send-time";
import { ContactActions } from "./contact-actions";
import { EntryDeliveries } from "./entry-deliveries";
import { EntryFields } from "./entry-fields";
import { EntryHistory } from "./entry-history";
import { EntryNotes } from "./entry-notes";
import { EntryPhotos } from "./entry-photos";
import { EntryReviewRequest } from "./entry-review-request";
import { EntryStatusSelect, statusSelectId } from "./entry-status";
import { EntryThread } from "./entry-thread";
import { WonValue } from "./won-value";
import { ErasePerson } from "./erase-person";
import { ExportPerson } from "./export-person";
import type { SendResult } from "./reply-box";
import { undoToast } from "./undo-toast";

const copy = adminCopy.entry;

/** The ids of the texts the person sent. */
function inboundIds(entry: EntryDetail): string[] {
  return entry.texting.texts.filter((text) => text.direction === "in").map((text) => text.id);
}

type Load =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; entry: EntryDetail };

/** One lead or review notice in full, and everything the owner does with it. */
export function EntryScreen({ id }: { id: string }) {
  const { client, navigate, announce } = useAdmin();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [reached, setReached] = useState(false);
  const [savingStatus, setSavingStatus] = useState(false);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [askingValue, setAskingValue] = useState(false);
  const [retrying, setRetrying] = useState<string | null>(null);
  const [retryError, setRetryError] = useState<string | null>(null);
  const [recordingOptOut, setRecordingOptOut] = useState(false);
  const [optOutError, setOptOutError] = useState<string | null>(null);
  // The person's texts already on screen: null until the first answer, so the texts that
  // were there on opening are marked read but not announced as new.
  const seenTexts = useRef<ReadonlySet<string> | null>(null);
  const now = useNow();

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
        (entry) => {
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

  // Polled as the list is, so a text that comes in shows on an open lead within 30 s.
  usePoll(refresh);
  useEffect(() => {
    seenTexts.current = null;
    return () => {
      document.title = adminCopy.page.title;
    };
  }, [id]);

  const back = <BackToInbox label={copy.back} />;

  if (load.state !== "ready") {
    return (
      <div>
        {back}
        {load.state === "loading" ? (
          <LoadingScreen text={adminCopy.loading} />
        ) : (
          <div className="mt-4 space-y-4">
            <ScreenHeading>{adminCopy.appName}</ScreenHeading>
            <Notice
              tone="error"
              role="alert"
              action={
                <Button variant="secondary" size="sm" onClick={() => void refresh()}>
                  {adminCopy.tryAgain}
                </Button>
              }
            >
              {load.message}
            </Notice>
          </div>
        )}
      </div>
    );
  }

  const { entry } = load;

  /**
   * Where the keyboard goes when the control it was on goes away (the offer to mark as
   * contacted, a retry button): to what that control changed.
   */
  function focusById(id: string) {
    window.requestAnimationFrame(() => document.getElementById(id)?.focus());
  }

  async function changeStatus(status: EntryStatus, value?: number, reviewRequest?: boolean) {
    setSavingStatus(true);
    setStatusError(null);
    try {
      const { undo } = await client.setStatus(entry.id, status, value, reviewRequest);
      setAskingValue(false);
      const fromOffer = reached;
      setReached(false);
      const saved = copy.statusSaved(statusLabels[status]);
      if (undo) {
        const queued = adminUndoCopy.review.queued(entry.name, formatSendTime(undo.sendsAt, now));
        const canceled = adminUndoCopy.review.canceledToast;
        announce(`${saved} ${queued}`, undoToast({ client, announce, undo, canceled, refresh }));
      } else announce(saved);
      await refresh();
      if (fromOffer) focusById(statusSelectId);
    } catch (failure) {
      if (!isApiFailure(failure, 401)) setStatusError(copy.statusFailed);
    } finally {
      setSavingStatus(false);
    }
  }

  async function addNote(body: string): Promise<boolean> {
    try {
      await client.addNote(entry.id, body);
      announce(copy.noteSaved);
      await refresh();
      return true;
    } catch {
      return false;
    }
  }

  async function retry(delivery: Delivery) {
    setRetrying(delivery.outboxId);
    setRetryError(null);
    try {
      await client.retryDelivery(delivery.outboxId);
      announce(copy.retried(adminCopy.channels[delivery.channel]));
      await refresh();
      focusById("entry-deliveries");
    } catch (failure) {
      if (!isApiFailure(failure, 401)) setRetryError(copy.retryFailed);
    } finally {
      setRetrying(null);
    }
  }

  function addText(text: EntryText) {
    setLoad((current) =>
      current.state === "ready"
        ? {
            ...current,
            entry: {
              ...current.entry,
              texting: {
                ...current.entry.texting,
                texts: [...current.entry.texting.texts, text],
              },
            },
          }
        : current,
    );
  }

  async function sendText(body: string): Promise<SendResult> {
    try {
      const { text, undo } = await client.sendText(entry.id, body);
      addText(text);
      const canceled = adminUndoCopy.reply.canceled;
      if (undo) {
        announce(adminCopy.thread.queued, undoToast({ client, announce, undo, canceled, refresh }));
      } else announce(adminCopy.thread.queued);
      void refresh();
      return "queued";
    } catch (failure) {
      if (!isApiFailure(failure, 409)) return "failed";
      // The number opted out meanwhile: the screen learns it, and the box says so.
      void refresh();
      return "refused";
    }
  }

  async function recordOptOut() {
    setRecordingOptOut(true);
    setOptOutError(null);
    try {
      await client.recordOptOut(entry.id);
      announce(adminCopy.thread.optOutRecorded);
      await refresh();
      focusById("entry-texts");
    } catch (failure) {
      if (!isApiFailure(failure, 401)) setOptOutError(adminCopy.thread.optOutFailed);
    } finally {
      setRecordingOptOut(false);
    }
  }

  return (
    <div>
      {back}
      <header className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <ScreenHeading className="break-words">{entry.name}</ScreenHeading>
          <p className="mt-1 break-words text-ink-soft">
            {entry.kind === "review" ? (
              `${adminCopy.inbox.review}: ${entry.summary}`
            ) : (
              <ServiceSummary summary={entry.summary} />
            )}
          </p>
          <p className="mt-1 text-[0.9375rem] text-ink-muted">
            <time dateTime={entry.createdAt}>
              {copy.received(formatDateTime(entry.createdAt, now))}
            </time>
          </p>
        </div>
        <div className="sm:w-60 sm:shrink-0">
          <EntryStatusSelect
            status={entry.status}
            kind={entry.kind}
            saving={savingStatus}
            now={now}
            onPreview={() => client.reviewPreview(entry.id, "completed")}
            onChange={(status, reviewRequest) =>
              status === "won" && entry.kind === "lead"
                ? setAskingValue(true)
                : void changeStatus(status, undefined, reviewRequest)
            }
          />
          {askingValue ? (
            <WonValue
              initial={entry.wonValue}
              saving={savingStatus}
              onSave={(value) => void changeStatus("won", value)}
              onCancel={() => setAskingValue(false)}
            />
          ) : null}
          {statusError ? (
            <p className="mt-2 font-semibold text-error" role="alert">
              {statusError}
            </p>
          ) : null}
        </div>
      </header>

      {entry.outsideServiceArea ? (
        <p className="mt-3 inline-flex items-center gap-1.5 font-semibold text-error">
          <MapPinOff className="size-4" aria-hidden="true" />
          {adminCopy.inbox.outsideArea}
        </p>
      ) : null}

      <div className="mt-5">
        <ContactActions phone={entry.phone} email={entry.email} onReach={() => setReached(true)} />
      </div>

      <div aria-live="polite" className="empty:hidden mt-4">
        {reached && entry.status === "new" ? (
          <Notice
            tone="info"
            action={
              <Button
                size="sm"
                loading={savingStatus}
                onClick={() => void changeStatus("contacted")}
              >
                {copy.markContacted}
              </Button>
            }
          >
            {copy.markContactedPrompt}
          </Notice>
        ) : null}
      </div>

      <div className="mt-6 flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        {/* One column on a phone; on a wide screen the record, and beside it what happened. */}
        <div className="contents lg:grid lg:min-w-0 lg:grid-cols-1 lg:gap-5">
          {entry.kind === "lead" ? (
            <Panel spaced id="entry-texts" title={adminCopy.thread.heading}>
              <EntryThread
                texting={entry.texting}
                name={entry.name}
                phone={entry.phone}
                now={now}
                onSend={sendText}
                recordingOptOut={recordingOptOut}
                optOutError={optOutError}
                onRecordOptOut={() => void recordOptOut()}
              />
            </Panel>
          ) : null}
          <Panel spaced id="entry-details" title={copy.detailsHeading}>
            <EntryFields fields={entry.fields} />
          </Panel>
          {entry.photos.length > 0 ? (
            <Panel spaced id="entry-photos" title={copy.photosHeading}>
              <EntryPhotos photos={entry.photos} name={entry.name} />
            </Panel>
          ) : null}
          <Panel spaced id="entry-notes" title={copy.notesHeading}>
            <EntryNotes notes={entry.notes} now={now} onAdd={addNote} />
          </Panel>
        </div>
        <div className="contents lg:grid lg:min-w-0 lg:grid-cols-1 lg:gap-5">
          <Panel spaced id="entry-deliveries" title={copy.deliveriesHeading}>
            <EntryDeliveries
              deliveries={entry.deliveries}
              now={now}
              retrying={retrying}
              onRetry={(delivery) => void retry(delivery)}
            />
            {retryError ? (
              <p className="mt-3 font-semibold text-error" role="alert">
                {retryError}
              </p>
            ) : null}
          </Panel>
          {entry.kind === "lead" ? (
            <Panel spaced id="entry-review-request" title={reviewRequestMarks.heading}>
              <EntryReviewRequest
                marks={entry.reviewRequest}
                now={now}
                offered={entry.status !== "new" && !entry.financing}
                onPreview={() => client.reviewPreview(entry.id, "now")}
                onSend={async () => {
                  const { undo } = await client.sendReviewRequest(entry.id);
                  if (undo) {
                    const when = formatSendTime(undo.sendsAt, now);
                    const canceled = adminUndoCopy.review.canceledToast;
                    announce(
                      adminUndoCopy.review.queued(entry.name, when),
                      undoToast({ client, announce, undo, canceled, refresh }),
                    );
                  }
                  await refresh();
                }}
              />
            </Panel>
          ) : null}
          <Panel spaced id="entry-history" title={copy.historyHeading}>
            <EntryHistory history={entry.history} now={now} />
          </Panel>
          <Panel spaced id="entry-export" title={copy.exportHeading}>
            <ExportPerson id={entry.id} />
          </Panel>
          <Panel spaced id="entry-erase" title={copy.eraseHeading}>
            <ErasePerson id={entry.id} onErased={() => navigate({ screen: "inbox" })} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
