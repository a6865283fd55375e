import { Download } from "lucide-react";
import { useEffect, useState } from "react";
import { useAdmin } from "~/admin/admin-context";
import { isApiFailure } from "~/admin/client/client";
import { BackToInbox } from "~/admin/parts/back-to-inbox";
import { ScreenHeading } from "~/admin/parts/screen-heading";
import { buttonClasses } from "~/components/ui/button-styles";
import { adminCopy } from "~content/admin";
import { leadSourceCopy } from "~content/lead-sources";
import {
  adminRoutes,
  sourcePeriods,
  sourceTouches,
  type SourcePeriod,
  type SourceReport,
  type SourceTouch,
} from "~contracts/admin-api";
import { SourceChoices } from "./source-choices";
import { SourceCard } from "./source-card";
import { countsCalls, SourcesTable } from "./sources-table";

const copy = leadSourceCopy.screen;

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; report: SourceReport };

/** Per source, for a period: leads, contacted, won, revenue and the response clock's median. */
export function SourcesScreen() {
  const { client } = useAdmin();
  const [days, setDays] = useState<SourcePeriod>("90");
  const [touch, setTouch] = useState<SourceTouch>("first");
  const [load, setLoad] = useState<Load>({ state: "loading" });

  useEffect(() => {
    let current = true;
    client.sources(days, touch).then(
      (report) => current && setLoad({ state: "ready", report }),
      (failure: unknown) => {
        if (current && !isApiFailure(failure, 401)) setLoad({ state: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [client, days, touch]);

  return (
    <div>
      <BackToInbox label={adminCopy.entry.back} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <ScreenHeading>{copy.heading}</ScreenHeading>
        <a href={adminRoutes.googleAdsCsv} download className={buttonClasses("secondary", "sm")}>
          <Download className="size-4" aria-hidden="true" />
          {copy.googleAds}
        </a>
      </div>
      <p className="mt-1 text-ink-soft">{copy.intro}</p>
      <div className="mt-5 space-y-4">
        <SourceChoices
          name="sources-period"
          legend={copy.period}
          values={sourcePeriods}
          labels={copy.periods}
          value={days}
          onChange={setDays}
        />
        <SourceChoices
          name="sources-touch"
          legend={copy.credit}
          values={sourceTouches}
          labels={copy.touches}
          value={touch}
          onChange={setTouch}
        />
        <p className="text-[0.9375rem] text-ink-soft">{copy.touchHints[touch]}</p>
      </div>
      <div aria-live="polite" className="mt-6">
        {load.state === "loading" ? <p className="text-ink-muted">{adminCopy.loading}</p> : null}
        {load.state === "failed" ? (
          <p className="font-semibold text-error" role="alert">
            {copy.loadFailed}
          </p>
        ) : null}
        {load.state === "ready" && load.report.rows.length === 0 ? (
          <p className="text-ink-muted">{copy.none}</p>
        ) : null}
        {load.state === "ready" && load.report.rows.length > 0 ? (
          <>
            {/* Cards on a phone; a table where a row reads across (issue 52). */}
            <ul className="space-y-3 md:hidden" data-testid="sources">
              {load.report.rows.map((row) => (
                <SourceCard key={row.source} row={row} calls={countsCalls(load.report)} />
              ))}
              <SourceCard row={load.report.total} calls={countsCalls(load.report)} total />
            </ul>
            <div className="max-md:hidden">
              <SourcesTable report={load.report} />
            </div>
          </>
        ) : null}
      </div>
      <p className="mt-6 text-[0.9375rem] text-ink-soft">{copy.googleAdsHint}</p>
    </div>
  );
}
