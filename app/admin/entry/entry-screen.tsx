import { useState } from "react";
import { useAdmin } from "~/admin/admin-context";
import { isApiFailure } from "~/admin/client/client";
import { BackToInbox } from "~/admin/parts/back-to-inbox";
import { LoadingScreen } from "~/admin/parts/loading-screen";
import { LoadFailed } from "~/admin/parts/load-failed";
import { Notice } from "~/admin/parts/notice";
import { Panel } from "~/admin/parts/panel";
import { ScreenHeading } from "~/admin/parts/screen-heading";
import { statusLabels } from "~/admin/parts/status-badge";
import { formatDateTime } from "~/admin/parts/time";
import { useNow } from "~/admin/parts/use-now";
import { Button } from "~/components/ui/button";
import { adminCopy } from "~content/admin";
import { reviewRequestMarks } from "~content/review-requests";
import type { Delivery, EntryStatus, Undoable } from "~contracts/admin-api";
import { adminUndoCopy } from "~content/admin-undo";
import { adminVisitCopy } from "~content/admin-visit";
import { formatSendTime } from "~/admin/parts/send-time";
import { ContactActions } from "./contact-actions";
import { EntryDeliveries } from "./entry-deliveries";
import { EntryFields } from "./entry-fields";
import { EntryHistory } from "./entry-history";
import { EntryNotes } from "./entry-notes";
import { EntryJob } from "./entry-job";
import { EntryName } from "./entry-name";
import { EntryReviewRequest } from "./entry-review-request";
import { statusSelectId } from "./entry-status";
import { EntryStatusControl } from "./entry-status-control";
import { EntryThread } from "./entry-thread";
import { EntryVisit } from "./entry-visit";
import { ErasePerson } from "./erase-person";
import { ExportPerson } from "./export-person";
import { replyBoxId, type SendResult } from "./reply-box";
import { undoToast } from "./undo-toast";
import { useEntryAction } from "./use-entry-action";
import { useEntryLoad } from "./use-entry-load";

const copy = adminCopy.entry;

/** One lead or review notice in full, and everything the owner does with it. */
export function EntryScreen({ id }: { id: string }) {
  const { client, navigate, announce } = useAdmin();
  const { load, refresh, addText } = useEntryLoad(id);
  const [reached, setReached] = useState(false);
  const [retrying, setRetrying] = useState<string | null>(null);
  const now = useNow();

  const statusAction = useEntryAction(refresh, copy.statusFailed);
  const noteAction = useEntryAction(refresh, copy.noteFailed);
  const retryAction = useEntryAction(refresh, copy.retryFailed);
  const optOutAction = useEntryAction(refresh, adminCopy.thread.optOutFailed);

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
            <LoadFailed message={load.message} onRetry={() => void refresh()} />
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

  /** What the owner is told of a review request just queued, and the toast's Undo. */
  function reviewQueued(undo: Undoable) {
    const canceled = adminUndoCopy.review.canceledToast;
    return {
      text: adminUndoCopy.review.queued(entry.name, formatSendTime(undo.sendsAt, now)),
      undo: undoToast({ client, announce, undo, canceled, refresh }),
    };
  }

  async function changeStatus(status: EntryStatus, value?: number, reviewRequest?: boolean) {
    const fromOffer = reached;
    const done = await statusAction.run(async () => {
      const { undo } = await client.setStatus(entry.id, status, value, reviewRequest);
      setReached(false);
      const saved = copy.statusSaved(statusLabels[status]);
      if (!undo) return { text: saved };
      const queued = reviewQueued(undo);
      return { text: `${saved} ${queued.text}`, undo: queued.undo };
    });
    if (done && fromOffer) focusById(statusSelectId);
    return done;
  }

  const addNote = (body: string) =>
    noteAction.run(async () => {
      await client.addNote(entry.id, body);
      return { text: copy.noteSaved };
    });

  async function retry(delivery: Delivery) {
    setRetrying(delivery.outboxId);
    const done = await retryAction.run(async () => {
      await client.retryDelivery(delivery.outboxId);
      return { text: copy.retried(adminCopy.channels[delivery.channel]) };
    });
    setRetrying(null);
    if (done) focusById("entry-deliveries");
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
    const done = await optOutAction.run(async () => {
      await client.recordOptOut(entry.id);
      return { text: adminCopy.thread.optOutRecorded };
    });
    if (done) focusById("entry-texts");
  }

  /** Text, with texting on: the reply box on this page, sent from the business's number. */
  function openReplyBox() {
    focusById(replyBoxId);
  }

  const hasPhone = entry.phone.trim() !== "";
  const status = (
    <EntryStatusControl
      entry={entry}
      now={now}
      saving={statusAction.busy}
      error={statusAction.error}
      onPreview={() => client.reviewPreview(entry.id, "completed")}
      onChange={changeStatus}
    />
  );

  // The job first, so a phone's first screen holds it; the record and its history follow.
  return (
    <div>
      {back}
      <header className="mt-3 min-w-0">
        <ScreenHeading className="break-words">{entry.name}</ScreenHeading>
        <EntryName entry={entry} refresh={refresh} />
        {entry.kind === "review" ? (
          <p className="mt-1 break-words text-ink-soft">
            {`${adminCopy.inbox.review}: ${entry.summary}`}
          </p>
        ) : null}
        <p className="mt-1 text-[0.9375rem] text-ink-muted">
          <time dateTime={entry.createdAt}>
            {copy.received(formatDateTime(entry.createdAt, now))}
          </time>
        </p>
      </header>

      <EntryJob entry={entry} />

      <div className="mt-5">
        <ContactActions
          phone={entry.phone}
          email={entry.email}
          preferred={entry.job?.contactPreference ?? null}
          optedOut={entry.texting.optedOut}
          onText={entry.canText && entry.kind === "lead" && hasPhone ? openReplyBox : undefined}
          onReach={() => setReached(true)}
        />
      </div>

      <div aria-live="polite" className="empty:hidden mt-4">
        {reached && entry.status === "new" ? (
          <Notice
            tone="info"
            action={
              <Button
                size="sm"
                loading={statusAction.busy}
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

      <div className="mt-5">{status}</div>

      <div className="mt-6 flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        {/* One column on a phone; on a wide screen the record, and beside it what happened. */}
        <div className="contents lg:grid lg:min-w-0 lg:grid-cols-1 lg:gap-5">
          {entry.kind === "lead" ? (
            <Panel spaced id="entry-texts" title={adminCopy.thread.heading}>
              <EntryThread
                texting={entry.texting}
                calls={entry.calls}
                name={entry.name}
                phone={entry.phone}
                now={now}
                onSend={sendText}
                recordingOptOut={optOutAction.busy}
                optOutError={optOutAction.error}
                onRecordOptOut={() => void recordOptOut()}
              />
            </Panel>
          ) : null}
          <Panel spaced id="entry-details" title={copy.detailsHeading}>
            <EntryFields fields={entry.fields} />
          </Panel>
          <Panel spaced id="entry-notes" title={copy.notesHeading}>
            <EntryNotes notes={entry.notes} now={now} onAdd={addNote} />
          </Panel>
        </div>
        <div className="contents lg:grid lg:min-w-0 lg:grid-cols-1 lg:gap-5">
          {entry.kind === "lead" ? (
            <Panel spaced id="entry-visit" title={adminVisitCopy.heading}>
              <EntryVisit leadId={entry.id} now={now} refresh={refresh} />
            </Panel>
          ) : null}
          <Panel spaced id="entry-deliveries" title={copy.deliveriesHeading}>
            <EntryDeliveries
              deliveries={entry.deliveries}
              now={now}
              retrying={retrying}
              onRetry={(delivery) => void retry(delivery)}
            />
            {retryAction.error ? (
              <p className="mt-3 font-semibold text-error" role="alert">
                {retryAction.error}
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
                    const queued = reviewQueued(undo);
                    announce(queued.text, queued.undo);
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
