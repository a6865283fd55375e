import { BadgeDollarSign, MapPinOff, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { ServiceSummary } from "~/admin/parts/service-summary";
import { adminCopy } from "~content/admin";
import { adminJobCopy as copy } from "~content/admin-job";
import { leadDetailsCopy } from "~content/lead-details";
import { leadSourceCopy } from "~content/lead-sources";
import type { EntryDetail, EntryJob as EntryJobFacts } from "~contracts/admin-api";
import { EntryPhotos } from "./entry-photos";

const chip = "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold";

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 sm:grid-cols-[8.5rem_minmax(0,1fr)]">
      <dt className="text-[0.9375rem] text-ink-muted">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/**
 * What a lead's page leads with (issue 52, item 2), so a phone's first screen holds the
 * job: what they wrote, what for, where, how and when to reach them, texts, and photos.
 */
export function EntryJob({ entry }: { entry: EntryDetail }) {
  const { job, photos } = entry;
  const marked = entry.financing === true || entry.wonValue !== null;
  // A review notice has no job: its platforms stand where a lead's services would.
  return (
    <section aria-label={copy.heading} className="mt-3 space-y-3">
      {marked ? (
        <p className="flex flex-wrap gap-2">
          {entry.financing ? (
            <span className={`${chip} bg-surface-sunk text-ink`} title={copy.financingHint}>
              <BadgeDollarSign className="size-4" aria-hidden="true" />
              {copy.financing}
            </span>
          ) : null}
          {entry.wonValue !== null ? (
            <span className={`${chip} bg-success-soft text-success tabular-nums`}>
              <Trophy className="size-4" aria-hidden="true" />
              {copy.won(leadSourceCopy.wonValue(Number(entry.wonValue)))}
            </span>
          ) : null}
        </p>
      ) : null}
      {job ? (
        <JobLines entry={entry} job={job} />
      ) : (
        <p className="break-words text-ink-soft">
          {entry.kind === "review" ? (
            `${adminCopy.inbox.review}: ${entry.summary}`
          ) : (
            <ServiceSummary services={entry.services} />
          )}
        </p>
      )}
      {photos.length > 0 ? (
        <div>
          <h2 className="mb-1.5 text-[0.9375rem] font-semibold">{adminCopy.entry.photosHeading}</h2>
          <EntryPhotos photos={photos} name={entry.name} />
        </div>
      ) : null}
    </section>
  );
}

/** What they wrote, what for, where, how and when to reach them, and texts. */
function JobLines({ entry, job }: { entry: EntryDetail; job: EntryJobFacts }) {
  const how = job.contactPreference
    ? leadDetailsCopy.contactPreferences[job.contactPreference]
    : null;
  const when = job.bestTime ? leadDetailsCopy.sms.bestTimes[job.bestTime] : null;
  const texts = entry.texting.optedOut
    ? copy.optedOut
    : job.smsConsent
      ? copy.consented
      : copy.notConsented;
  return (
    <dl className="space-y-1.5">
      <Line label={copy.messageLabel}>
        {job.message.trim() ? (
          <span className="line-clamp-5 whitespace-pre-line">{job.message}</span>
        ) : (
          <span className="text-ink-muted">{copy.noMessage}</span>
        )}
      </Line>
      <Line label={copy.servicesLabel}>
        <ServiceSummary services={entry.services} />
      </Line>
      {job.zip ? (
        <Line label={copy.placeLabel}>
          {job.town && job.town !== job.zip ? `${job.town} ${job.zip}` : job.zip}
          {entry.outsideServiceArea ? (
            <span className="mt-0.5 flex items-center gap-1.5 font-semibold text-error">
              <MapPinOff className="size-4" aria-hidden="true" />
              {adminCopy.inbox.outsideArea}
            </span>
          ) : null}
        </Line>
      ) : null}
      <Line label={copy.contactLabel}>
        {how || when ? copy.contact(how, when) : copy.noContactPreference}
      </Line>
      <Line label={copy.textsLabel}>
        <span className={entry.texting.optedOut ? "font-semibold text-error" : undefined}>
          {texts}
        </span>
      </Line>
    </dl>
  );
}
