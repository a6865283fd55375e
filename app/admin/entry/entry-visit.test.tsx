// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminContext } from "~/admin/admin-context";
import { createAdminClient } from "~/admin/client/client";
import { adminVisitCopy as copy } from "~content/admin-visit";
import { type LeadVisit, visitApi, type VisitSaved } from "~contracts/admin-visit";
import { EntryVisit } from "./entry-visit";

const days: LeadVisit["days"] = [
  {
    date: "2027-03-02",
    label: "Tuesday, March 2",
    times: [
      { start: 1_000, label: "10:00 AM" },
      { start: 2_000, label: "10:30 AM" },
    ],
  },
  { date: "2027-03-03", label: "Wednesday, March 3", times: [{ start: 3_000, label: "2:00 PM" }] },
];
const booked = { start: 1_000, when: "Tuesday, March 2 at 10:00 AM", address: "12 Elm St" };
const undo = {
  outboxIds: ["o-1"],
  sendsAt: new Date(Date.now() + 10_000).toISOString(),
  undoUntil: new Date(Date.now() + 10_000).toISOString(),
};

afterEach(() => {
  vi.unstubAllGlobals();
});

type Answer = { status: number; body: unknown };

function renderVisit(visit: LeadVisit["visit"], answers: Record<string, Answer> = {}) {
  const calls: { method: string; body: unknown }[] = [];
  // The server's visit as the answers leave it, so a reload reads what was saved.
  let current = visit;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      if (url !== visitApi.visit("lead-1")) return new Response(null, { status: 204 });
      calls.push({ method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const info: LeadVisit = { zoneNote: "Times are Central time.", days, visit: current };
      const answer = answers[method] ?? { status: 200, body: info };
      if (method !== "GET" && answer.status === 200) current = (answer.body as VisitSaved).visit;
      return Response.json(answer.body, { status: answer.status });
    }),
  );
  const announce = vi.fn();
  render(
    <AdminContext.Provider
      value={{ client: createAdminClient({ onSignedOut: vi.fn() }), navigate: vi.fn(), announce }}
    >
      <EntryVisit leadId="lead-1" now={Date.now()} refresh={async () => undefined} />
    </AdminContext.Provider>,
  );
  return { calls, announce };
}

describe("the lead page's visit", () => {
  it("books a visit: a day, then a time, and the street address, then a toast with Undo", async () => {
    const user = userEvent.setup();
    const saved: VisitSaved = { visit: booked, undo };
    const { calls, announce } = renderVisit(null, { POST: { status: 200, body: saved } });
    expect(await screen.findByText(copy.none)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: copy.book }));
    await user.selectOptions(screen.getByLabelText(copy.dayLabel), "2027-03-03");
    await user.click(screen.getByRole("radio", { name: "2:00 PM" }));
    await user.click(screen.getByRole("button", { name: copy.saveBooking }));
    // No street address: nothing is sent.
    expect((await screen.findByRole("alert")).textContent).toContain(copy.addressMissing);
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    await user.type(screen.getByLabelText(copy.addressLabel), "12 Elm St");
    await user.click(screen.getByRole("button", { name: copy.saveBooking }));
    expect(await screen.findByText(copy.booked(booked.when))).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      start: 3_000,
      street: "12 Elm St",
    });
    expect(announce).toHaveBeenCalledWith(
      expect.stringContaining(copy.bookedToast(booked.when)),
      expect.objectContaining({ until: undo.undoUntil }),
    );
  });

  it("shows the fresh times and says so when the time was just taken", async () => {
    const user = userEvent.setup();
    const fresh = [{ ...days[0]!, times: [{ start: 2_000, label: "10:30 AM" }] }];
    const { calls } = renderVisit(booked, {
      POST: { status: 409, body: { error: copy.errors.taken, days: fresh } },
    });
    await user.click(await screen.findByRole("button", { name: copy.move }));
    expect((screen.getByLabelText(copy.addressLabel) as HTMLInputElement).value).toBe("12 Elm St");
    await user.click(screen.getByRole("radio", { name: "10:00 AM" }));
    await user.click(screen.getByRole("button", { name: copy.saveMove }));
    expect((await screen.findByRole("alert")).textContent).toContain(copy.errors.taken);
    expect(screen.queryByRole("radio", { name: "10:00 AM" })).toBeNull();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("asks before canceling: keeping it sends nothing, and yes cancels", async () => {
    const user = userEvent.setup();
    const { calls, announce } = renderVisit(booked, {
      DELETE: { status: 200, body: { visit: null } satisfies VisitSaved },
    });
    await user.click(await screen.findByRole("button", { name: copy.cancel }));
    expect(
      await screen.findByRole("dialog", { name: copy.confirmTitle(booked.when) }),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: copy.confirmNo }));
    expect(calls.filter((c) => c.method === "DELETE")).toEqual([]);
    await user.click(screen.getByRole("button", { name: copy.cancel }));
    await user.click(await screen.findByRole("button", { name: copy.confirmYes }));
    expect(await screen.findByText(copy.none)).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
    expect(announce).toHaveBeenCalledWith(copy.canceledToast);
  });
});
