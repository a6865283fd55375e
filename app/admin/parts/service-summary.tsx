import { Fragment } from "react";
import { adminCopy } from "~content/admin";
import { serviceNames } from "./service-names";

/**
 * A lead's services as they came, with "(not a listed service)" in words after any the
 * quote form's picker does not offer, so the mark is read aloud and seen without color.
 */
export function ServiceSummary({ summary }: { summary: string }) {
  const names = serviceNames(summary);
  return names.map(({ name, listed }, index) => (
    <Fragment key={`${name}-${index}`}>
      {index > 0 ? ", " : ""}
      {name}
      {listed ? null : (
        <span className="font-semibold text-ink"> ({adminCopy.inbox.notListed})</span>
      )}
    </Fragment>
  ));
}
