import type { ReactNode } from "react";
import { formCopy } from "~content/forms";
import { Icon } from "~/components/icon";

export const controlClasses =
  "block w-full min-h-12 rounded-control border border-line-strong bg-card px-4 py-3 text-base text-ink " +
  "placeholder:text-ink-muted/80 transition-[border-color,box-shadow] duration-150 ease-out " +
  "hover:border-ink-muted focus-visible:border-focus focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-focus/30 " +
  "aria-invalid:border-error aria-invalid:focus-visible:ring-error/25";

export function messageId(id: string): string {
  return `${id}-message`;
}

/** aria-describedby for a control: its help text and, when present, its error or hint. */
export function describedBy(id: string, hasMessage: boolean, helpId?: string): string | undefined {
  const ids = [helpId, hasMessage ? messageId(id) : undefined].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

type FieldProps = {
  id: string;
  label: string;
  /** Id for the <label>, for controls labelled by aria-labelledby (the service combobox). */
  labelId?: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
};

/**
 * Label above, control, then one message line below. The line keeps its height when
 * empty, so an error appearing never pushes the rest of the form down.
 */
export function FormField({ id, label, labelId, required, error, hint, children }: FieldProps) {
  return (
    <div className="min-w-0">
      <label id={labelId} htmlFor={id} className="mb-1.5 block font-semibold text-ink">
        {label}
        {required ? (
          <span className="ml-1 text-accent" title={formCopy.requiredMark}>
            <span aria-hidden="true">*</span>
            <span className="sr-only">({formCopy.requiredMark})</span>
          </span>
        ) : null}
      </label>
      {children}
      <FieldMessage id={messageId(id)} error={error} hint={hint} />
    </div>
  );
}

export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  const text = error ?? hint;
  return (
    <p
      id={id}
      className={`mt-1.5 flex min-h-6 items-start gap-1.5 text-[0.9375rem] leading-6 ${error ? "text-error" : "text-ink-soft"}`}
    >
      {text ? (
        <>
          {error ? (
            <Icon name="circle-alert" className="mt-1 size-4 shrink-0" />
          ) : (
            <Icon name="info" className="mt-1 size-4 shrink-0" />
          )}
          <span>{text}</span>
        </>
      ) : null}
    </p>
  );
}
