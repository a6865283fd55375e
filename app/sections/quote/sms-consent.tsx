import { formCopy } from "~content/forms";

const copy = formCopy.fields.smsConsent;

export function SmsConsent({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const textId = `${id}-text`;
  return (
    <div className="mt-1 flex gap-3 rounded-control border border-line bg-surface/60 p-4">
      <input
        id={id}
        type="checkbox"
        name="smsConsent"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={textId}
        className="mt-0.5 size-6 shrink-0 cursor-pointer accent-accent"
      />
      <div>
        <label htmlFor={id} className="cursor-pointer font-semibold text-ink">
          {copy.label}
        </label>
        <p id={textId} className="mt-1 text-[0.9375rem] leading-relaxed text-ink-soft">
          {copy.textBefore}
          <a
            href="/privacy-policy"
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-ink underline underline-offset-2 hover:text-accent"
          >
            {copy.linkText}
            <span className="sr-only"> {copy.newTab}</span>
          </a>
          {copy.textAfter}
        </p>
      </div>
    </div>
  );
}
