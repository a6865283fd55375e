import { ChevronRight, MapPin } from "lucide-react";
import { useEffect, useState } from "react";
import { useAdmin } from "~/admin/admin-context";
import { isApiFailure } from "~/admin/client/client";
import { BackToInbox } from "~/admin/parts/back-to-inbox";
import { ScreenHeading } from "~/admin/parts/screen-heading";
import { opensInPlace } from "~/admin/route";
import { buttonClasses } from "~/components/ui/button-styles";
import { adminCopy } from "~content/admin";
import { adminScheduleCopy } from "~content/admin-schedule";
import type { Agenda, AgendaVisit } from "~contracts/admin-schedule";
import { routes } from "~contracts/routes";
import { clockTime, dayHeading, todayIn, zoneName } from "./agenda-format";

const copy = adminScheduleCopy.agenda;

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; agenda: Agenda };

function VisitItem({ visit, timeZone }: { visit: AgendaVisit; timeZone: string }) {
  const { navigate } = useAdmin();
  const name = visit.firstName ?? copy.noName;
  const place = [visit.address, visit.town].filter(Boolean).join(", ");
  return (
    <li className="card flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-5 sm:p-5">
      <p className="font-semibold tabular-nums sm:w-48 sm:shrink-0">
        {copy.at(clockTime(visit.start, timeZone), clockTime(visit.end, timeZone))}
      </p>
      <div className="min-w-0 flex-1">
        <p className="text-lg font-semibold">{name}</p>
        <p className="flex items-start gap-1.5 text-ink-soft">
          <MapPin className="mt-1 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{place}</span>
        </p>
      </div>
      <a
        href={routes.adminLead(visit.leadId)}
        onClick={(event) => {
          if (!opensInPlace(event)) return;
          event.preventDefault();
          navigate({ screen: "lead", id: visit.leadId });
        }}
        className={buttonClasses("secondary", "sm", "self-start sm:self-center")}
      >
        {visit.firstName ? copy.openLead(visit.firstName) : copy.openLeadNoName}
        <ChevronRight className="size-4" aria-hidden="true" />
      </a>
    </li>
  );
}

/** The Agenda screen (issue 55): the booked estimate visits from today on, by day. */
export function AgendaScreen() {
  const { client } = useAdmin();
  const [load, setLoad] = useState<Load>({ state: "loading" });

  useEffect(() => {
    let current = true;
    client.agenda().then(
      (agenda) => current && setLoad({ state: "ready", agenda }),
      (failure: unknown) => {
        if (current && !isApiFailure(failure, 401)) setLoad({ state: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [client]);

  const today = load.state === "ready" ? todayIn(load.agenda.timeZone) : "";
  return (
    <div>
      <BackToInbox label={adminCopy.entry.back} />
      <ScreenHeading className="mt-3">{copy.heading}</ScreenHeading>
      <p className="mt-1 text-ink-soft">{copy.intro}</p>
      {load.state === "loading" ? <p className="mt-6 text-ink-muted">{adminCopy.loading}</p> : null}
      {load.state === "failed" ? (
        <p className="mt-6 font-semibold text-error" role="alert">
          {adminScheduleCopy.loadFailed}
        </p>
      ) : null}
      {load.state === "ready" ? (
        <>
          <p className="mt-1 text-ink-soft">
            {adminScheduleCopy.zoneNote(zoneName(load.agenda.timeZone))}
          </p>
          {load.agenda.days.length === 0 ? (
            <p className="mt-6 text-ink-muted">{copy.none}</p>
          ) : null}
          <div className="mt-6 space-y-8">
            {load.agenda.days.map((day) => (
              <section key={day.date} aria-labelledby={`agenda-${day.date}`}>
                <h2 id={`agenda-${day.date}`} className="text-h3">
                  {day.date === today ? `${copy.today}, ` : ""}
                  {dayHeading(day.date)}
                  <span className="ml-2 text-base font-normal text-ink-soft">
                    {copy.visits(day.visits.length)}
                  </span>
                </h2>
                <ul className="mt-3 space-y-3">
                  {day.visits.map((visit) => (
                    <VisitItem key={visit.id} visit={visit} timeZone={load.agenda.timeZone} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
