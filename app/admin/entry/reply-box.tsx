import { useState, type FormEvent } from "react";
import { controlClasses, FieldMessage, messageId } from "~/components/form/form-field";
import { Button } from "~/components/ui/button";
import { adminCopy } from "~content/admin";
import { displayPhone } from "~contracts/phone";

const copy = adminCopy.thread;
/** The reply box's field: Text on the lead's page brings the keyboard here. */
export const replyBoxId = "thread-reply";
const id = replyBoxId;

/** The longest reply the server takes: a few texts' worth, never a letter. */
export const replyMax = 1000;

export type SendResult = "queued" | "refused" | "failed";

type ReplyBoxProps = {
  phone: string;
  optedOut: boolean;
  onSend: (body: string) => Promise<SendResult>;
};

/**
 * The box under the thread. When the number opted out it says so before anyone types, and
 * takes nothing; a refusal the server gives anyway (an opt-out that came meanwhile) keeps
 * the draft and says why.
 */
export function ReplyBox({ phone, optedOut, onSend }: ReplyBoxProps) {
  const [body, setBody] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!body.trim()) {
      setError(copy.replyEmpty);
      return;
    }
    setSending(true);
    setError(undefined);
    const result = await onSend(body.trim());
    setSending(false);
    if (result === "queued") setBody("");
    else setError(result === "refused" ? copy.refused : copy.sendFailed);
  }

  return (
    <form className="mt-5" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className="mb-1.5 block font-semibold">
        {copy.replyLabel}
      </label>
      {optedOut ? (
        <p id={`${id}-opted-out`} className="mb-2 font-semibold text-error">
          {copy.optedOut}
        </p>
      ) : null}
      <textarea
        id={id}
        rows={3}
        maxLength={replyMax}
        value={body}
        disabled={optedOut}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${optedOut ? `${id}-opted-out ` : ""}${id}-help ${messageId(id)}`}
        className={`${controlClasses} resize-y disabled:cursor-not-allowed disabled:bg-surface-sunk`}
      />
      <p id={`${id}-help`} className="mt-1.5 text-[0.9375rem] text-ink-soft">
        {copy.replyHint(displayPhone(phone))}
      </p>
      <FieldMessage id={messageId(id)} error={error} />
      <Button type="submit" loading={sending} disabled={optedOut}>
        {sending ? copy.sending : copy.send}
      </Button>
    </form>
  );
}
