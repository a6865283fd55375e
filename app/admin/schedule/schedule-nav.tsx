import { CalendarCog, CalendarDays } from "lucide-react";
import { useAdmin } from "~/admin/admin-context";
import { opensInPlace } from "~/admin/route";
import { barButtonClasses } from "~/admin/parts/bar-button";
import { adminScheduleCopy } from "~content/admin-schedule";
import { routes } from "~contracts/routes";

const links = [
  { screen: "agenda", href: routes.adminAgenda, Icon: CalendarDays },
  { screen: "schedule", href: routes.adminSchedule, Icon: CalendarCog },
] as const;

/**
 * The inbox bar's ways to the Agenda and the Schedule (issue 55): the icon alone up to a
 * tablet's width (the bar holds four buttons), the name still read.
 */
export function ScheduleNavLinks() {
  const { navigate } = useAdmin();
  return links.map(({ screen, href, Icon }) => (
    <a
      key={screen}
      href={href}
      onClick={(event) => {
        if (!opensInPlace(event)) return;
        event.preventDefault();
        navigate({ screen });
      }}
      className={barButtonClasses}
    >
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only md:not-sr-only">{adminScheduleCopy.nav[screen]}</span>
    </a>
  ));
}
