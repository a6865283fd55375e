import type { EntryDetail } from "~contracts/admin-api";

/** Every field of the submission, label above value, as the form asked them. */
export function EntryFields({ fields }: { fields: EntryDetail["fields"] }) {
  return (
    <dl className="divide-y divide-line">
      {fields.map(({ label, value }, index) => (
        <div
          key={`${label}-${index}`}
          className="py-3 first:pt-0 last:pb-0 sm:grid sm:grid-cols-[11rem_1fr] sm:gap-4"
        >
          <dt className="text-[0.9375rem] font-semibold text-ink-muted">{label}</dt>
          <dd className="mt-0.5 break-words whitespace-pre-line sm:mt-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
