import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { controlClasses } from "~/components/form/form-field";

type Described = { id: string; label: string; hint?: string; error?: string };

/** A field's label, hint and error, each in words beside the control that has them. */
function Frame({ id, label, hint, error, children }: Described & { children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mb-1.5 text-[0.9375rem] text-ink-soft">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 font-semibold text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function described({ id, hint, error }: Described) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
  } as const;
}

export function InputField({
  field,
  narrow = false,
  ...input
}: { field: Described; narrow?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Frame {...field}>
      {/* A time in half a phone's width ("08:00 AM" and its clock) needs the padding's room. */}
      <input
        {...input}
        {...described(field)}
        className={`${controlClasses} ${narrow ? "px-3" : ""}`}
      />
    </Frame>
  );
}

export function SelectField({
  field,
  children,
  ...select
}: { field: Described } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Frame {...field}>
      <select {...select} {...described(field)} className={controlClasses}>
        {children}
      </select>
    </Frame>
  );
}
