import { mailtoHref, telHref } from "~content/site";
import { Icon } from "~/components/icon";

export type NoScriptCopy = { heading: string; body: string; call: string; email: string };

/** Marks a form that cannot be sent without its script; the note below hides it then. */
export const needsScriptAttribute = "data-needs-script";

/**
 * Without JavaScript the captcha cannot run, so the form could never be sent: hide it and
 * offer the phone and e-mail instead (docs/decisions/030-quote-form-needs-javascript.md).
 */
export function NoScriptNote({ copy }: { copy: NoScriptCopy }) {
  return (
    <noscript>
      <style>{`[${needsScriptAttribute}]{display:none!important}`}</style>
      <div className="rounded-card border border-line bg-surface p-5">
        <p className="font-semibold text-ink">{copy.heading}</p>
        <p className="mt-1 text-ink-soft">{copy.body}</p>
        <p className="mt-3 flex flex-col gap-2 sm:flex-row sm:gap-6">
          <a
            href={telHref}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent"
          >
            <Icon name="phone" className="size-4 shrink-0" />
            {copy.call}
          </a>
          <a
            href={mailtoHref}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent"
          >
            <Icon name="mail" className="size-4 shrink-0" />
            {/* The address is one long word; let it wrap rather than widen a phone's page. */}
            <span className="min-w-0 [overflow-wrap:anywhere]">{copy.email}</span>
          </a>
        </p>
      </div>
    </noscript>
  );
}
