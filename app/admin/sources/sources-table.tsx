import { formatMinutes } from "~/admin/parts/time";
import { sourceWords } from "~content/admin-list";
import { adminCallsCopy } from "~content/admin-calls";
import { leadSourceCopy } from "~content/lead-sources";
import type { SourceReport, SourceRow } from "~contracts/admin-api";

const copy = leadSourceCopy.screen;

/** The report counts calls (issue 54): the server names them once any came in the period. */
export function countsCalls(report: SourceReport): boolean {
  return report.total.calls !== undefined;
}

/**
 * A row's numbers in the screen's order: leads, calls beside them when counted, contacted,
 * won, revenue, median.
 */
export function sourceFacts(row: SourceRow, calls = false): [string, string][] {
  return [
    [copy.leads, String(row.leads)],
    ...(calls ? [[adminCallsCopy.calls, String(row.calls ?? 0)] as [string, string]] : []),
    [copy.contacted, String(row.contacted)],
    [copy.won, String(row.won)],
    [copy.revenue, leadSourceCopy.wonValue(row.revenue)],
    [
      copy.median,
      row.medianMinutesToContact === null
        ? copy.noContact
        : formatMinutes(row.medianMinutesToContact),
    ],
  ];
}

const cell = "px-4 py-3 text-right tabular-nums";

/**
 * The report as a table, for a screen wide enough to read across a row; a phone keeps the
 * cards. The total is the table's foot.
 */
export function SourcesTable({ report }: { report: SourceReport }) {
  const calls = countsCalls(report);
  const headings = sourceFacts(report.total, calls).map(([label]) => label);
  return (
    <div className="card overflow-x-auto">
      <table className="w-full border-collapse text-left" data-testid="sources-table">
        <caption className="sr-only">{sourceWords.tableCaption}</caption>
        <thead>
          <tr className="border-b border-line-strong text-[0.9375rem] text-ink-muted">
            <th scope="col" className="px-4 py-3 font-semibold">
              {sourceWords.source}
            </th>
            {headings.map((label) => (
              <th key={label} scope="col" className={`${cell} font-semibold`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.source} className="border-b border-line">
              <th scope="row" className="px-4 py-3 font-semibold break-words">
                {row.source}
              </th>
              {sourceFacts(row, calls).map(([label, value]) => (
                <td key={label} className={cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="bg-ink text-on-dark">
            <th scope="row" className="px-4 py-3 font-semibold">
              {report.total.source}
            </th>
            {sourceFacts(report.total, calls).map(([label, value]) => (
              <td key={label} className={`${cell} font-semibold`}>
                {value}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
