import { Download } from "lucide-react";
import { buttonClasses } from "~/components/ui/button-styles";
import { adminCopy } from "~/content/admin";
import { adminRoutes } from "~contracts/admin-api";

const copy = adminCopy.entry;

/**
 * Downloads everything held about the person of this entry as one ZIP, to answer their
 * request for a copy. A plain download link, as the CSV export is: the browser saves the
 * file as it arrives, and the session cookie goes with it.
 */
export function ExportPerson({ id }: { id: string }) {
  return (
    <>
      <p className="text-ink-soft">{copy.exportLead}</p>
      <a
        href={adminRoutes.exportPerson(id)}
        download
        className={buttonClasses("secondary", "md", "mt-4")}
      >
        <Download className="size-5" aria-hidden="true" />
        {copy.exportPerson}
      </a>
    </>
  );
}
