import { useState, type FormEvent } from "react";
import { formatDateTime } from "~/admin/parts/time";
import { controlClasses, FieldMessage, messageId } from "~/components/form/form-field";
import { Button } from "~/components/ui/button";
import { adminCopy } from "~content/admin";
import type { Note } from "~contracts/admin-api";

const copy = adminCopy.entry;

type EntryNotesProps = {
  notes: Note[];
  now: number;
  /** Saves a note; resolves true when the server kept it. */
  onAdd: (body: string) => Promise<boolean>;
};

/** Notes with their author and time, and a box to add one. */
export function EntryNotes({ notes, now, onAdd }: EntryNotesProps) {
  const [body, setBody] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!body.trim()) {
      setError(copy.noteEmpty);
      return;
    }
    setSaving(true);
    setError(undefined);
    const saved = await onAdd(body.trim());
    setSaving(false);
    if (saved) setBody("");
    else setError(copy.noteFailed);
  }

  return (
    <div>
      {notes.length === 0 ? (
        <p className="text-ink-muted">{copy.noNotes}</p>
      ) : (
        <ul className="space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-control border border-line bg-surface px-4 py-3">
              <p className="break-words whitespace-pre-line">{note.body}</p>
              <p className="mt-1 flex flex-wrap gap-x-3 text-[0.9375rem] text-ink-muted">
                <span className="font-semibold [overflow-wrap:anywhere] text-ink-soft">
                  {note.author}
                </span>
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, now)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <form className="mt-5" noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor="entry-note" className="mb-1.5 block font-semibold">
          {copy.noteLabel}
        </label>
        <textarea
          id="entry-note"
          rows={3}
          maxLength={2000}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`entry-note-help ${messageId("entry-note")}`}
          className={`${controlClasses} resize-y`}
        />
        <p id="entry-note-help" className="mt-1.5 text-[0.9375rem] text-ink-soft">
          {copy.noteHint}
        </p>
        <FieldMessage id={messageId("entry-note")} error={error} />
        <Button type="submit" variant="secondary" loading={saving}>
          {saving ? copy.savingNote : copy.saveNote}
        </Button>
      </form>
    </div>
  );
}
