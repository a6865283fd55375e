// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminContext } from "~/admin/admin-context";
import { createAdminClient } from "~/admin/client/client";
import { adminCopy } from "~content/admin";
import { adminRoutes, type PersonMatch } from "~contracts/admin-api";
import { ErasePerson } from "./erase-person";
import { ExportPerson } from "./export-person";

const copy = adminCopy.entry;

/** Mal's entry, and Vera's lead with the phone Mal typed into his. */
const matches: PersonMatch[] = [
  {
    id: "lead-vera",
    kind: "lead",
    name: "Vera Quill",
    email: "vera@example.org",
    phone: "+16305550142",
    createdAt: "2026-11-20T15:00:00.000Z",
    matchedBy: ["phone"],
  },
  {
    id: "lead-mal",
    kind: "lead",
    name: "Mal Lory",
    email: "mal@example.net",
    phone: "+16305550142",
    createdAt: "2026-11-21T15:00:00.000Z",
    matchedBy: ["email", "phone"],
  },
];

let sent: { url: string; method: string; body: unknown }[] = [];
const announce = vi.fn();

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      sent.push({
        url,
        method,
        body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      });
      if (url === adminRoutes.personMatches("lead-mal")) return Response.json({ matches });
      if (url === adminRoutes.erase) return Response.json({ leads: 1, reviewNotices: 0 });
      return Response.json({ error: "Not found" }, { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  announce.mockReset();
});

function renderWithClient(children: React.ReactNode) {
  const client = createAdminClient({ onSignedOut: vi.fn() });
  render(
    <AdminContext.Provider value={{ client, navigate: vi.fn(), announce }}>
      {children}
    </AdminContext.Provider>,
  );
}

describe("the erase and download dialogs", () => {
  it("an attacker's entry that shares a victim's phone: the erase dialog lists every match with its matched key and sends only the checked ones", async () => {
    const onErased = vi.fn();
    renderWithClient(<ErasePerson id="lead-mal" onErased={onErased} />);
    await userEvent.click(screen.getByRole("button", { name: copy.erase }));
    const dialog = await screen.findByRole("dialog", { name: copy.eraseTitle });
    const group = await within(dialog).findByRole("group", { name: copy.matchesLegend });
    const boxes = within(group).getAllByRole("checkbox");
    expect(boxes).toHaveLength(2);
    const vera = within(group).getByRole("checkbox", {
      name: /Vera Quill.*vera@example\.org.*\(630\) 555-0142.*Found by phone$/,
    });
    const mal = within(group).getByRole("checkbox", {
      name: /Mal Lory \(This entry\).*mal@example\.net.*Found by e-mail and phone$/,
    });
    // Only the entry itself is ticked: nothing else is merged until the owner says so.
    expect((vera as HTMLInputElement).checked).toBe(false);
    expect((mal as HTMLInputElement).checked).toBe(true);

    // By keyboard: the confirm stays out of reach while nothing is ticked.
    mal.focus();
    await userEvent.keyboard(" ");
    expect((mal as HTMLInputElement).checked).toBe(false);
    const confirm = within(dialog).getByRole("button", { name: copy.eraseConfirm });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.keyboard(" ");
    expect((mal as HTMLInputElement).checked).toBe(true);

    await userEvent.click(confirm);
    expect(onErased).toHaveBeenCalledOnce();
    const erases = sent.filter((request) => request.url === adminRoutes.erase);
    expect(erases).toEqual([
      { url: adminRoutes.erase, method: "POST", body: { entry: "lead-mal", ids: ["lead-mal"] } },
    ]);
    expect(announce).toHaveBeenCalledWith(copy.erased(1));
  });

  it("the download dialog lists every match and links only the checked ones", async () => {
    renderWithClient(<ExportPerson id="lead-mal" />);
    await userEvent.click(screen.getByRole("button", { name: copy.exportPerson }));
    const dialog = await screen.findByRole("dialog", { name: copy.exportTitle });
    const group = await within(dialog).findByRole("group", { name: copy.matchesLegend });
    expect(within(group).getAllByRole("checkbox")).toHaveLength(2);
    const link = () => within(dialog).getByRole("link", { name: copy.exportConfirm });
    expect(link().getAttribute("href")).toBe(adminRoutes.exportPerson("lead-mal", ["lead-mal"]));

    await userEvent.click(within(group).getByRole("checkbox", { name: /Vera Quill/ }));
    expect(link().getAttribute("href")).toBe(
      adminRoutes.exportPerson("lead-mal", ["lead-mal", "lead-vera"]),
    );
    await userEvent.click(within(group).getByRole("checkbox", { name: /Mal Lory/ }));
    await userEvent.click(within(group).getByRole("checkbox", { name: /Vera Quill/ }));
    expect(within(dialog).queryByRole("link", { name: copy.exportConfirm })).toBeNull();
    expect(within(dialog).getByText(copy.matchesNone)).toBeTruthy();
  });
});
