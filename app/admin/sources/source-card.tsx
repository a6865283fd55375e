import type { SourceRow } from "~contracts/admin-api";
import { sourceFacts } from "./sources-table";

type SourceCardProps = {
  row: SourceRow;
  /** The report counts calls (issue 54): a line for them, 0 where nobody called. */
  calls?: boolean;
  total?: boolean;
};

/** One source on a phone: its name, then its numbers two across. */
export function SourceCard({ row, calls = false, total = false }: SourceCardProps) {
  const facts = sourceFacts(row, calls);
  return (
    <li className={`card p-4 sm:p-5 ${total ? "bg-ink text-on-dark" : ""}`}>
      <h2 className={`text-h3 break-words ${total ? "text-on-dark" : ""}`}>{row.source}</h2>
      <dl
        className={`mt-3 grid grid-cols-2 gap-x-4 gap-y-2 ${calls ? "sm:grid-cols-3" : "sm:grid-cols-5"}`}
      >
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className={`text-[0.9375rem] ${total ? "text-on-dark-muted" : "text-ink-muted"}`}>
              {label}
            </dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
