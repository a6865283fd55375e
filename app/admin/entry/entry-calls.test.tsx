// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminContext } from "~/admin/admin-context";
import { createAdminClient } from "~/admin/client/client";
import { adminCopy } from "~content/admin";
import { adminCallsCopy } from "~content/admin-calls";
import { site } from "~content/site";
import { adminRoutes, type EntryDetail, type EntryText } from "~contracts/admin-api";
import { type CallItem, voicemailRoute } from "~contracts/calls";
import { EntryScreen } from "./entry-screen";

const words = adminCallsCopy;

function call(partial: Partial<CallItem> & Pick<CallItem, "id" | "at">): CallItem {
  return {
    outcome: "missed",
    label: "Missed call",
    source: "website",
    talkSeconds: null,
    voicemailSeconds: null,
    voicemailUrl: null,
    transcript: null,
    callerIdUnverified: false,
    textedBack: false,
    ...partial,
  };
}

const text = (id: string, at: string, body: string): EntryText => ({
  id,
  at,
  body,
  direction: "in",
  kind: "visitor",
  state: "received",
  errorCode: null,
  media: [],
  stopRequest: false,
});

const calls: CallItem[] = [
  call({ id: "c1", at: "2026-11-03T19:14:00Z", textedBack: true }),
  call({
    id: "c2",
    at: "2026-11-03T19:40:00Z",
    outcome: "voicemail",
    label: "Voicemail 0:42",
    source: "gbp",
    voicemailSeconds: 42,
    voicemailUrl: voicemailRoute("lead-1", "c2"),
    transcript: "Hi, it's Dana about the bathroom.",
    callerIdUnverified: true,
  }),
  call({
    id: "c3",
    at: "2026-11-03T21:05:00Z",
    outcome: "answered",
    label: "Answered, 3 min",
    source: null,
    talkSeconds: 180,
  }),
];

function detail(partial: Partial<EntryDetail> = {}): EntryDetail {
  return {
    id: "lead-1",
    kind: "lead",
    createdAt: "2026-11-03T19:00:00Z",
    status: "new",
    name: "Dana Whitfield",
    phone: "+16305550199",
    email: null,
    summary: "Bathroom Remodeling",
    services: [{ slug: "bathroom-remodeling", label: "Bathroom Remodeling", listed: true }],
    photoCount: 0,
    minutesToContact: null,
    outsideServiceArea: false,
    unreadTexts: 0,
    fields: [],
    notes: [],
    history: [],
    deliveries: [],
    photos: [],
    texting: {
      texts: [text("t1", "2026-11-03T19:30:00Z", "Did you get my message?")],
      optedOut: false,
      stopRequest: null,
    },
    reviewRequest: null,
    wonValue: null,
    calls,
    ...partial,
  };
}

let entry: EntryDetail;

beforeEach(() => {
  entry = detail();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === adminRoutes.entry("lead-1")) return Response.json(entry);
      return new Response(null, { status: 204 });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderEntry() {
  const client = createAdminClient({ onSignedOut: vi.fn() });
  render(
    <AdminContext.Provider value={{ client, navigate: vi.fn(), announce: vi.fn() }}>
      <EntryScreen id="lead-1" />
    </AdminContext.Provider>,
  );
}

const timeline = async () =>
  within(await screen.findByRole("region", { name: adminCopy.thread.heading }))
    .getAllByRole("listitem")
    .filter((item) => item.parentElement?.tagName === "OL");

/** "Nov 3, 1:14 PM" on the business's clock, as the page writes it. */
const onSiteClock = (iso: string) =>
  new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: site.timeZone,
  }).format(new Date(iso));

describe("a lead's calls in its timeline (issue 54)", () => {
  it("sits among the texts by time, each call with its label, time and source", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse("2026-11-04T12:00:00Z") });
    try {
      renderEntry();
      const items = await timeline();
      expect(items.map((item) => item.getAttribute("data-kind"))).toEqual([
        "call",
        "text",
        "call",
        "call",
      ]);
      const [missed, , voicemail, answered] = items;
      expect(missed).toHaveTextContent("Missed call");
      expect(missed).toHaveTextContent(onSiteClock("2026-11-03T19:14:00Z"));
      expect(within(missed!).getByText(words.source("website"))).toBeVisible();
      expect(within(voicemail!).getByText(words.source("Google Business Profile"))).toBeVisible();
      expect(answered).toHaveTextContent("Answered, 3 min");
      expect(answered).not.toHaveTextContent(/Called the/);
      expect(within(missed!).getByRole("time")).toHaveAttribute("datetime", "2026-11-03T19:14:00Z");
    } finally {
      vi.useRealTimers();
    }
  });

  it("says which call was texted back and whose caller ID failed", async () => {
    renderEntry();
    const [missed, , voicemail, answered] = await timeline();
    expect(within(missed!).getByText(words.textedBack)).toBeVisible();
    expect(within(missed!).queryByText(words.unverified)).toBeNull();
    expect(within(voicemail!).getByText(words.unverified)).toBeVisible();
    expect(within(voicemail!).queryByText(words.textedBack)).toBeNull();
    expect(within(answered!).queryByText(words.unverified)).toBeNull();
  });

  it("plays a voicemail only on a tap, named for the caller, with its transcript", async () => {
    renderEntry();
    const [missed, , voicemail] = await timeline();
    const player = voicemail!.querySelector("audio");
    expect(player).not.toBeNull();
    expect(player).toHaveAttribute("controls");
    expect(player).toHaveAttribute("preload", "none");
    expect(player).toHaveAttribute("src", voicemailRoute("lead-1", "c2"));
    expect(player).toHaveAccessibleName(words.player("Voicemail 0:42", "Dana Whitfield"));
    expect(within(voicemail!).getByText("Hi, it's Dana about the bathroom.")).toBeVisible();
    expect(missed!.querySelector("audio")).toBeNull();
  });

  it("shows the calls of a lead that began as a call, with no text yet", async () => {
    entry = detail({
      name: "+16305550199",
      texting: { texts: [], optedOut: false, stopRequest: null },
      calls: [calls[0]!],
    });
    renderEntry();
    expect(await screen.findByRole("heading", { name: "(630) 555-0199" })).toBeVisible();
    const items = await timeline();
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent("Missed call");
    expect(screen.queryByText(adminCopy.thread.empty)).toBeNull();
  });

  it("reads as before for a lead without calls", async () => {
    entry = detail({ calls: undefined });
    renderEntry();
    const items = await timeline();
    expect(items.map((item) => item.getAttribute("data-kind"))).toEqual(["text"]);
  });
});
