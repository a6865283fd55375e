import { ChartColumn } from "lucide-react";
import { useAdmin } from "~/admin/admin-context";
import { opensInPlace } from "~/admin/route";
import { buttonClasses } from "~/components/ui/button-styles";
import { leadSourceCopy } from "~content/lead-sources";
import { routes } from "~contracts/routes";

/**
 * The inbox's way to the Sources screen, beside its CSV export: the icon alone on a phone,
 * its name still read.
 */
export function SourcesLink() {
  const { navigate } = useAdmin();
  return (
    <a
      href={routes.adminSources}
      onClick={(event) => {
        if (!opensInPlace(event)) return;
        event.preventDefault();
        navigate({ screen: "sources" });
      }}
      className={buttonClasses("secondary", "sm", "max-sm:size-11 max-sm:px-0")}
    >
      <ChartColumn className="size-4" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{leadSourceCopy.screen.link}</span>
    </a>
  );
}
