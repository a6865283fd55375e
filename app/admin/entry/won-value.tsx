import { useEffect, useRef, useState, type FormEvent } from "react";
import { controlClasses, FieldMessage, messageId } from "~/components/form/form-field";
import { Button } from "~/components/ui/button";
import { leadSourceCopy } from "~content/lead-sources";
import { wonValueMax } from "~contracts/admin-api";

const copy = leadSourceCopy.wonForm;
const fieldId = "won-value";

type WonValueProps = {
  initial: number | null;
  saving: boolean;
  onSave: (value: number) => void;
  onCancel: () => void;
};

/** The job's value, asked when a lead is marked won (issue 38): the Sources screen's revenue. */
export function WonValue({ initial, saving, onSave, onCancel }: WonValueProps) {
  const [text, setText] = useState(initial === null ? "" : String(initial));
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  // The question follows the owner's choice of "Won": the cursor goes where the answer goes.
  useEffect(() => input.current?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = text.replace(/[$,\s]/g, "");
    const value = Number(digits);
    if (!/^\d+$/.test(digits) || value > wonValueMax) {
      setError(copy.invalid);
      return;
    }
    setError(undefined);
    onSave(value);
  }

  return (
    <form className="mt-3" noValidate onSubmit={submit}>
      <label htmlFor={fieldId} className="mb-1.5 block font-semibold">
        {copy.label}
      </label>
      <input
        id={fieldId}
        inputMode="numeric"
        autoComplete="off"
        ref={input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-help ${messageId(fieldId)}`}
        className={controlClasses}
      />
      <p id={`${fieldId}-help`} className="mt-1.5 text-[0.9375rem] text-ink-soft">
        {copy.hint}
      </p>
      <FieldMessage id={messageId(fieldId)} error={error} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={saving}>
          {copy.save}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}
