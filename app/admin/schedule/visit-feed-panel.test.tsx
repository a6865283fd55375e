// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminContext } from "~/admin/admin-context";
import { createAdminClient } from "~/admin/client/client";
import { adminScheduleCopy } from "~content/admin-schedule";
import { scheduleApi, type VisitFeedInfo } from "~contracts/admin-schedule";
import { VisitFeedPanel } from "./visit-feed-panel";

const copy = adminScheduleCopy.visitFeed;
const zone = "America/Chicago";
const address = `https://ironwood.example/calendar/${"Q".repeat(43)}.ics`;
const since = "2027-03-01T15:00:00.000Z";

type Answer = (url: string, init?: RequestInit) => Response;

/** The panel as the screen holds it: the feed's state lives above it. */
function Holder({ start }: { start: VisitFeedInfo }) {
  const [visitFeed, setVisitFeed] = useState(start);
  return <VisitFeedPanel visitFeed={visitFeed} timeZone={zone} onChange={setVisitFeed} />;
}

function renderPanel(start: VisitFeedInfo, answer: Answer) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal("fetch", fetch);
  const announce = vi.fn();
  const client = createAdminClient({ onSignedOut: vi.fn() });
  render(
    <AdminContext.Provider value={{ client, navigate: vi.fn(), announce }}>
      <Holder start={start} />
    </AdminContext.Provider>,
  );
  return { fetch, announce };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the Schedule screen's private calendar address", () => {
  it("makes an address, shows it once with Copy and a subscribe link, and focuses it", async () => {
    const writeText = vi.fn(async () => undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const { fetch, announce } = renderPanel(null, () =>
      Response.json({ address, since }, { status: 201 }),
    );
    expect(screen.getByText(copy.none)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: copy.make }));
    expect(fetch).toHaveBeenCalledWith(
      scheduleApi.visitFeed,
      expect.objectContaining({ method: "POST" }),
    );
    const field = await screen.findByRole("textbox", { name: copy.address });
    expect((field as HTMLInputElement).value).toBe(address);
    expect(field.hasAttribute("readonly")).toBe(true);
    // The focus moves in an effect after the render that shows the address.
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(announce).toHaveBeenCalledWith(copy.made);
    expect(screen.getByRole("link", { name: copy.subscribe }).getAttribute("href")).toBe(
      address.replace(/^https:/, "webcal:"),
    );
    await user.click(screen.getByRole("button", { name: copy.copy }));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(announce).toHaveBeenCalledWith(copy.copied);
    expect(screen.getByRole("button", { name: copy.renew })).toBeTruthy();
  });

  it("says since when a feed is on, never its address, and turns it off", async () => {
    const { fetch, announce } = renderPanel({ since }, () => new Response(null, { status: 204 }));
    expect(screen.getByText(copy.since("March 1, 2027"))).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(document.body.textContent).not.toContain("/calendar/");
    await userEvent.click(screen.getByRole("button", { name: copy.turnOff }));
    expect(fetch).toHaveBeenCalledWith(
      scheduleApi.visitFeed,
      expect.objectContaining({ method: "DELETE" }),
    );
    expect(await screen.findByText(copy.none)).toBeTruthy();
    expect(announce).toHaveBeenCalledWith(copy.turnedOff);
    await waitFor(() => expect(document.activeElement?.id).toBe("schedule-visit-feed"));
  });

  it("makes a new address in place of the old one, and says a failure in words", async () => {
    let fail = true;
    renderPanel({ since }, () =>
      fail
        ? new Response(null, { status: 500 })
        : Response.json({ address, since }, { status: 201 }),
    );
    await userEvent.click(screen.getByRole("button", { name: copy.renew }));
    expect((await screen.findByRole("alert")).textContent).toBe(copy.failed);
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: copy.renew }));
    expect(((await screen.findByRole("textbox")) as HTMLInputElement).value).toBe(address);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
