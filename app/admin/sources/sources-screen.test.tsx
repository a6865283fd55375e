// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminRoutes, type SourceReport, type SourceRow } from "~contracts/admin-api";
import { routes } from "~contracts/routes";
import { AdminApp } from "../admin-app";

const row = (source: string, leads: number, revenue: number): SourceRow => ({
  source,
  leads,
  contacted: leads,
  won: revenue > 0 ? 1 : 0,
  revenue,
  medianMinutesToContact: 95,
});
let asked: string[] = [];
/** The sources the server names in its report, first touch. */
let firstSources = ["Google Ads"];

beforeEach(() => {
  asked = [];
  firstSources = ["Google Ads"];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === adminRoutes.session)
        return Response.json({ email: "o@example.com", passkeys: 1 });
      if (url.startsWith(adminRoutes.sources)) {
        asked.push(url);
        const last = url.includes("touch=last");
        const report: SourceReport = {
          days: "90",
          touch: last ? "last" : "first",
          rows: last
            ? [row("Google search", 2, 0)]
            : firstSources.map((source) => row(source, 2, 18_500)),
          total: row("All sources", 2, last ? 0 : 18_500),
        };
        return Response.json(report);
      }
      return Response.json({ error: "Not here" }, { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, "", "/");
});

describe("the Sources screen", () => {
  it("shows each source's leads and revenue, first touch by default, last on request", async () => {
    history.replaceState(null, "", routes.adminSources);
    render(<AdminApp />);
    const list = await screen.findByTestId("sources");
    expect(within(list).getByRole("heading", { name: "Google Ads" })).toBeTruthy();
    expect(within(list).getAllByText("$18,500")).toHaveLength(2);
    expect(within(list).getAllByText("1 h 35 min")).toHaveLength(2);
    expect(asked).toEqual([`${adminRoutes.sources}?days=90&touch=first`]);

    await userEvent.click(screen.getByRole("radio", { name: "Last visit" }));
    expect(await screen.findByRole("heading", { name: "Google search" })).toBeTruthy();
    expect(asked.at(-1)).toBe(`${adminRoutes.sources}?days=90&touch=last`);
    await userEvent.click(screen.getByRole("radio", { name: "Last 12 months" }));
    expect(asked.at(-1)).toBe(`${adminRoutes.sources}?days=365&touch=last`);
    expect(screen.getByRole("link", { name: "Google Ads conversions" }).getAttribute("href")).toBe(
      adminRoutes.googleAdsCsv,
    );
  });

  it("keeps cards for a phone and a table for a wide screen, the same sources in both", async () => {
    firstSources = ["Google Business Profile", "Google search"];
    history.replaceState(null, "", routes.adminSources);
    render(<AdminApp />);
    const cards = await screen.findByTestId("sources");
    const table = screen.getByTestId("sources-table");
    // The stylesheet shows one of the two by the screen's width (md:hidden, max-md:hidden).
    expect(cards.className).toContain("md:hidden");
    expect(table.parentElement?.parentElement?.className).toContain("max-md:hidden");
    const cardNames = within(cards)
      .getAllByRole("heading")
      .map((h) => h.textContent);
    const rowNames = within(table)
      .getAllByRole("rowheader")
      .map((h) => h.textContent);
    expect(cardNames).toEqual(["Google Business Profile", "Google search", "All sources"]);
    expect(rowNames).toEqual(cardNames);
  });

  it("an attacker's campaign tag with markup is shown as text on the Sources screen, never as an element", async () => {
    const markup = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;
    firstSources = [markup, "__proto__", "constructor"];
    history.replaceState(null, "", routes.adminSources);
    render(<AdminApp />);
    const list = await screen.findByTestId("sources");
    for (const source of firstSources) {
      expect(within(list).getByRole("heading", { name: source })).toBeTruthy();
    }
    expect(list.querySelector("img, script")).toBeNull();
  });
});
