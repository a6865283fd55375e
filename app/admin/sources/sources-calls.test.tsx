// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { adminCallsCopy } from "~content/admin-calls";
import type { SourceReport, SourceRow } from "~contracts/admin-api";
import { SourceCard } from "./source-card";
import { SourcesTable } from "./sources-table";

const row = (source: string, leads: number, calls?: number): SourceRow => ({
  source,
  leads,
  contacted: leads,
  won: 0,
  revenue: 0,
  medianMinutesToContact: null,
  ...(calls === undefined ? {} : { calls }),
});

/** Calls came to the website's number; none to Google search's (it has no number). */
const report: SourceReport = {
  days: "90",
  touch: "first",
  rows: [row("Website", 3, 7), row("Google search", 2)],
  total: row("All sources", 5, 7),
};

describe("calls beside form leads on the Sources screen (issue 54)", () => {
  it("are a column after the leads on a wide screen, 0 for a source nobody called", () => {
    render(<SourcesTable report={report} />);
    const table = screen.getByRole("table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 3)).toEqual(["Source", "Leads", adminCallsCopy.calls]);
    const calls = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => within(r).getAllByRole("cell")[1]?.textContent);
    expect(calls).toEqual(["7", "0", "7"]);
  });

  it("are a line of a phone's card", () => {
    render(
      <ul>
        <SourceCard row={report.rows[1]!} calls />
      </ul>,
    );
    const card = within(screen.getByRole("listitem"));
    const terms = card.getAllByRole("term").map((term) => term.textContent);
    expect(terms.slice(0, 2)).toEqual(["Leads", adminCallsCopy.calls]);
    expect(card.getAllByRole("definition")[1]).toHaveTextContent("0");
  });

  it("are not shown while no call is counted (calls off, or none in the period)", () => {
    const formsOnly: SourceReport = { ...report, rows: [row("Website", 3)], total: row("All", 3) };
    render(<SourcesTable report={formsOnly} />);
    expect(screen.queryByRole("columnheader", { name: adminCallsCopy.calls })).toBeNull();
  });
});
