import { Fragment } from "react";
import { adminCopy } from "~content/admin";
import type { LeadService } from "~contracts/admin-api";

/**
 * A lead's services as the server lists them, one by one (a name may hold a comma), with
 * "(not a listed service)" in words after any the site's catalogue no longer has or never
 * had, so the mark is read aloud and seen without color.
 */
export function ServiceSummary({ services }: { services: readonly LeadService[] }) {
  return services.map(({ slug, label, listed }, index) => (
    <Fragment key={`${slug ?? label}-${index}`}>
      {index > 0 ? ", " : ""}
      {label}
      {listed ? null : (
        <span className="font-semibold text-ink"> ({adminCopy.inbox.notListed})</span>
      )}
    </Fragment>
  ));
}
