import { useEffect, useState } from "react";
import { useAdmin } from "~/admin/admin-context";
import { isApiFailure } from "~/admin/client/client";
import { zoneName } from "~/admin/agenda/agenda-format";
import { BackToInbox } from "~/admin/parts/back-to-inbox";
import { ScreenHeading } from "~/admin/parts/screen-heading";
import { adminCopy } from "~content/admin";
import { adminScheduleCopy } from "~content/admin-schedule";
import type { ScheduleInfo } from "~contracts/admin-schedule";
import { FeedsPanel } from "./feeds-panel";
import { RulesForm } from "./rules-form";
import { VisitFeedPanel } from "./visit-feed-panel";

const copy = adminScheduleCopy;

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; info: ScheduleInfo };

/** The Schedule screen (issue 55): when the estimate visit can be booked, and the calendars. */
export function ScheduleScreen() {
  const { client } = useAdmin();
  const [load, setLoad] = useState<Load>({ state: "loading" });

  useEffect(() => {
    let current = true;
    client.schedule().then(
      (info) => current && setLoad({ state: "ready", info }),
      (failure: unknown) => {
        if (current && !isApiFailure(failure, 401)) setLoad({ state: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [client]);

  return (
    <div>
      <BackToInbox label={adminCopy.entry.back} />
      <ScreenHeading className="mt-3">{copy.schedule.heading}</ScreenHeading>
      <p className="mt-1 text-ink-soft">{copy.schedule.intro}</p>
      {load.state === "loading" ? <p className="mt-6 text-ink-muted">{adminCopy.loading}</p> : null}
      {load.state === "failed" ? (
        <p className="mt-6 font-semibold text-error" role="alert">
          {copy.loadFailed}
        </p>
      ) : null}
      {load.state === "ready" ? (
        <>
          <p className="mt-1 text-ink-soft">{copy.zoneNote(zoneName(load.info.timeZone))}</p>
          <div className="mt-6 space-y-6">
            <RulesForm
              rules={load.info.rules}
              onSaved={(info) => setLoad({ state: "ready", info })}
            />
            <FeedsPanel
              feeds={load.info.feeds}
              onFeeds={(feeds) => setLoad({ state: "ready", info: { ...load.info, feeds } })}
            />
            <VisitFeedPanel
              visitFeed={load.info.visitFeed}
              timeZone={load.info.timeZone}
              onChange={(visitFeed) =>
                setLoad((now) =>
                  now.state === "ready"
                    ? { state: "ready", info: { ...now.info, visitFeed } }
                    : now,
                )
              }
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
