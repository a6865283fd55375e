const chipClasses =
  "relative inline-flex min-h-11 shrink-0 cursor-pointer items-center rounded-full border border-line-strong bg-card px-4 font-semibold text-ink-soft transition-colors duration-150 hover:border-ink has-checked:border-ink has-checked:bg-ink has-checked:text-on-dark has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus";

type ChoicesProps<T extends string> = {
  name: string;
  legend: string;
  values: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
};

/** One tap per choice, as a row of radio chips like the inbox's status filter. */
export function SourceChoices<T extends string>({
  name,
  legend,
  values,
  labels,
  value,
  onChange,
}: ChoicesProps<T>) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {values.map((choice) => (
          <label key={choice} className={chipClasses}>
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            {labels[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
