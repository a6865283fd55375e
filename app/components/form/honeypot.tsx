import { formCopy } from "~content/forms";

/**
 * A field only bots fill in. It sits off-screen, out of the tab order and hidden from
 * assistive technology, so no visitor meets it; the server drops any request that has it.
 */
export function Honeypot({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{formCopy.fields.honeypot.label}</label>
      <input
        id={id}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
