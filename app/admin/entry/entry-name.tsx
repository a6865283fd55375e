import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useAdmin } from "~/admin/admin-context";
import { controlClasses, FieldMessage, messageId } from "~/components/form/form-field";
import { Button } from "~/components/ui/button";
import { adminNameCopy as copy } from "~content/admin-name";
import type { EntryDetail } from "~contracts/admin-api";
import { limits, messages, namePattern } from "~contracts/quote-schema";
import { useEntryAction } from "./use-entry-action";

const fieldId = "entry-name";
const buttonId = "entry-name-button";

/**
 * Whether the lead is still known by its number: the page shows a number as its name, and
 * the form's name rules let no digit into a name a person typed.
 */
function shownAsNumber(entry: EntryDetail): boolean {
  return /\d/.test(entry.name);
}

/**
 * What is wrong with a name, in the quote form's words and order (its nameRule, which the
 * server applies): checked by hand, as zod's object parser would join the inbox's bundle.
 */
function nameProblem(name: string): string | undefined {
  if (name.length === 0) return messages.nameRequired;
  if (name.length < 2) return messages.nameShort;
  if (name.length > limits.nameMax) return messages.nameLong;
  return namePattern.test(name) ? undefined : messages.nameLetters;
}

/** Whether the owner may name this lead: it has no name, or the one the owner gave it. */
export function canName(entry: EntryDetail): boolean {
  if (entry.kind !== "lead") return false;
  return shownAsNumber(entry) || entry.history.some((event) => event.change === "name");
}

type EntryNameProps = {
  /** The lead as the page shows it: a number is already written as dialed. */
  entry: EntryDetail;
  /** Reloads the lead, so its heading shows the name. */
  refresh: () => Promise<unknown>;
};

/**
 * "Add a name" under the number a lead that began as a text or call is known by (issue 52,
 * item 2), or "Change name" under the one the owner gave; a small form in place.
 */
export function EntryName({ entry, refresh }: EntryNameProps) {
  const { client } = useAdmin();
  const action = useEntryAction(refresh, copy.failed);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const numbered = shownAsNumber(entry);
  // Set when the form closes, so the keyboard goes back to the button the form replaced.
  const returning = useRef(false);
  // The field takes the cursor as it opens: the owner tapped to type.
  useEffect(() => {
    if (open) input.current?.focus();
    else if (returning.current) document.getElementById(buttonId)?.focus();
    returning.current = false;
  }, [open]);

  if (!canName(entry)) return null;

  function close() {
    returning.current = true;
    setOpen(false);
    setInvalid(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = text.trim();
    const problem = nameProblem(name);
    setInvalid(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    const saved = await action.run(async () => {
      await client.setName(entry.id, name);
      return { text: copy.saved(name) };
    });
    if (saved) close();
  }

  function escape(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  }

  if (!open) {
    return (
      <Button
        id={buttonId}
        type="button"
        size="sm"
        variant="secondary"
        className="mt-2"
        onClick={() => {
          setText(numbered ? "" : entry.name);
          setOpen(true);
        }}
      >
        {numbered ? copy.add : copy.change}
      </Button>
    );
  }

  return (
    <form className="mt-3 max-w-md" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={fieldId} className="mb-1.5 block font-semibold">
        {copy.label}
      </label>
      <input
        id={fieldId}
        ref={input}
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        enterKeyHint="done"
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={escape}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${fieldId}-help ${messageId(fieldId)}`}
        className={controlClasses}
      />
      <p id={`${fieldId}-help`} className="mt-1.5 text-[0.9375rem] text-ink-soft">
        {copy.hint}
      </p>
      <FieldMessage id={messageId(fieldId)} error={invalid} />
      {action.error ? (
        <p className="mb-2 font-semibold text-error" role="alert">
          {action.error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={action.busy}>
          {copy.save}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={close}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}
