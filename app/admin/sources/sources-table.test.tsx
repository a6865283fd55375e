// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SourceReport, SourceRow } from "~contracts/admin-api";
import { SourcesTable } from "./sources-table";

const row = (source: string, leads: number, revenue: number): SourceRow => ({
  source,
  leads,
  contacted: leads - 1,
  won: revenue > 0 ? 1 : 0,
  revenue,
  medianMinutesToContact: revenue > 0 ? 95 : null,
});

const report: SourceReport = {
  days: "90",
  touch: "first",
  rows: [row("Google Business Profile", 3, 18_500), row("Google search", 2, 0)],
  total: row("All sources", 5, 18_500),
};

describe("the Sources table on a wide screen (issue 52)", () => {
  it("reads across: a row per source named in words, its numbers under headed columns, the total as the foot", () => {
    render(<SourcesTable report={report} />);
    const table = screen.getByRole("table", {
      name: "Leads, contacts, wins and revenue by source",
    });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      "Source",
      "Leads",
      "Contacted",
      "Won",
      "Revenue",
      "Median to first contact",
    ]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["3", "2", "1", "$18,500", "1 h 35 min"],
      ["2", "1", "0", "$0", "not yet"],
      ["5", "4", "1", "$18,500", "1 h 35 min"],
    ]);
    expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual([
      "Google Business Profile",
      "Google search",
      "All sources",
    ]);
  });
});
