// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminContext } from "~/admin/admin-context";
import { createAdminClient } from "~/admin/client/client";
import { adminRoutes, type EntryDetail, type HistoryEvent } from "~contracts/admin-api";
import { EntryName } from "./entry-name";
import { EntryScreen } from "./entry-screen";

const at = new Date(Date.now() - 30 * 60_000).toISOString();
const named: HistoryEvent = {
  at,
  actor: "owner@ironwood.example",
  change: "name",
  from: "+16305550188",
  to: "Dana Reyes",
};

/** A lead that began as a text from a number the desk did not know. */
function lead(partial: Partial<EntryDetail> = {}): EntryDetail {
  return {
    id: "lead-1",
    kind: "lead",
    createdAt: at,
    status: "new",
    name: "+16305550188",
    phone: "+16305550188",
    email: "",
    summary: "",
    services: [],
    photoCount: 0,
    minutesToContact: null,
    outsideServiceArea: false,
    unreadTexts: 0,
    fields: [],
    notes: [],
    history: [],
    deliveries: [],
    photos: [],
    texting: { texts: [], optedOut: false, stopRequest: null },
    reviewRequest: null,
    wonValue: null,
    financing: false,
    job: null,
    canText: true,
    ...partial,
  };
}

type Answer = (url: string, init?: RequestInit) => Response;

function renderWith(children: React.ReactNode, answer: Answer) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal("fetch", fetch);
  const announce = vi.fn();
  const client = createAdminClient({ onSignedOut: vi.fn() });
  render(
    <AdminContext.Provider value={{ client, navigate: vi.fn(), announce }}>
      {children}
    </AdminContext.Provider>,
  );
  return { fetch, announce };
}

const shown = (entry: EntryDetail) => ({ ...entry, name: "(630) 555-0188" });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("naming a lead that came from an unknown number", () => {
  it("opens a labeled field, checks it as the quote form does, and saves with a toast", async () => {
    const refresh = vi.fn(async () => undefined);
    const { fetch, announce } = renderWith(
      <EntryName entry={shown(lead())} refresh={refresh} />,
      () => Response.json(lead({ name: "Dana Reyes" })),
    );
    await userEvent.click(screen.getByRole("button", { name: "Add a name" }));
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(document.activeElement).toBe(input);
    await userEvent.type(input, "D{Enter}");
    expect(screen.getByText("Name must be at least 2 characters")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(input, "ana Reyes{Enter}");
    expect(fetch).toHaveBeenCalledWith(adminRoutes.name("lead-1"), expect.anything());
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ name: "Dana Reyes" });
    expect(announce).toHaveBeenCalledWith("Name saved: Dana Reyes.");
    expect(refresh).toHaveBeenCalledOnce();
    expect(screen.queryByRole("textbox", { name: "Name" })).toBeNull();
  });

  it("closes on Cancel or Escape and gives the keyboard back to the button", async () => {
    const { fetch } = renderWith(
      <EntryName entry={shown(lead())} refresh={vi.fn(async () => undefined)} />,
      () => new Response(null, { status: 500 }),
    );
    const button = screen.getByRole("button", { name: "Add a name" });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add a name" }));
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("Dana{Escape}");
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add a name" }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says so when the server refuses, and keeps what was typed", async () => {
    const { announce } = renderWith(
      <EntryName entry={shown(lead())} refresh={vi.fn(async () => undefined)} />,
      () => Response.json({ error: "No" }, { status: 409 }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Add a name" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Dana Reyes{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The name was not saved. Try again.",
    );
    expect((screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe(
      "Dana Reyes",
    );
    expect(announce).not.toHaveBeenCalled();
  });

  it("offers nothing for the homeowner's own name, and a correction for the owner's", async () => {
    const refresh = vi.fn(async () => undefined);
    const homeowner = lead({ name: "Maria Lopez", phone: "(630) 555-0199" });
    renderWith(<EntryName entry={homeowner} refresh={refresh} />, () => Response.json({}));
    expect(screen.queryByRole("button")).toBeNull();
    cleanup();
    const owners = lead({ name: "Dana Reyes", history: [named] });
    renderWith(<EntryName entry={owners} refresh={refresh} />, () => Response.json({}));
    await userEvent.click(screen.getByRole("button", { name: "Change name" }));
    expect((screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe(
      "Dana Reyes",
    );
  });
});

describe("the lead's page", () => {
  it("shows the number as its heading, then the name the owner saves", async () => {
    let current = lead();
    const { announce } = renderWith(<EntryScreen id="lead-1" />, (url, init) => {
      if (url === adminRoutes.name("lead-1") && init?.method === "POST") {
        current = lead({ name: "Dana Reyes", history: [named] });
        return Response.json(current);
      }
      return url === adminRoutes.entry("lead-1")
        ? Response.json(current)
        : new Response(null, { status: 204 });
    });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("(630) 555-0188");
    await userEvent.click(screen.getByRole("button", { name: "Add a name" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Dana Reyes{Enter}");
    expect((await screen.findByRole("heading", { level: 1, name: "Dana Reyes" })).tagName).toBe(
      "H1",
    );
    expect(announce).toHaveBeenCalledWith("Name saved: Dana Reyes.");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Change name" }));
    expect(
      screen.getByText(/owner@ironwood.example named \(630\) 555-0188 Dana Reyes/),
    ).toBeTruthy();
  });
});
