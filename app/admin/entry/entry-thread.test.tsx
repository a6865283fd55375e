// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminContext } from "~/admin/admin-context";
import { createAdminClient } from "~/admin/client/client";
import { adminCopy } from "~content/admin";
import {
  adminRoutes,
  type EntryDetail,
  type EntryText,
  type EntryTexting,
} from "~contracts/admin-api";
import { thumbnailUrl } from "~contracts/thumbnails";
import { EntryScreen } from "./entry-screen";

const copy = adminCopy.thread;
const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function text(partial: Partial<EntryText> & Pick<EntryText, "id" | "body">): EntryText {
  return {
    direction: "in",
    kind: "visitor",
    at: at(10),
    state: "received",
    errorCode: null,
    media: [],
    stopRequest: false,
    ...partial,
  };
}

/** A thread with a text in every state the screen tells apart. */
const everyState: EntryText[] = [
  text({
    id: "t1",
    direction: "out",
    kind: "thank_you",
    body: "Thanks for your request!",
    state: "delivered",
    at: at(60),
  }),
  text({ id: "t2", body: "Can you come Saturday?", at: at(50) }),
  text({
    id: "t3",
    body: "Here is the tub",
    at: at(45),
    media: [{ url: adminRoutes.textMedia("lead-1", "t3", 0), width: 640, height: 480 }],
  }),
  text({
    id: "t4",
    direction: "out",
    kind: "reply",
    body: "Saturday at 10 works.",
    state: "queued",
    at: at(40),
  }),
  text({
    id: "t5",
    direction: "out",
    kind: "reply",
    body: "See you then.",
    state: "failed",
    errorCode: 30007,
    at: at(30),
  }),
  text({
    id: "t6",
    direction: "out",
    kind: "reply",
    body: "Reminder",
    state: "opted_out",
    at: at(20),
  }),
];

function detail(texting: Partial<EntryTexting> = {}): EntryDetail {
  return {
    id: "lead-1",
    kind: "lead",
    createdAt: at(90),
    status: "new",
    name: "Dana Whitfield",
    phone: "+16305550199",
    email: "dana@example.com",
    summary: "Bathroom Remodeling",
    services: [{ slug: "bathroom-remodeling", label: "Bathroom Remodeling", listed: true }],
    photoCount: 0,
    minutesToContact: null,
    outsideServiceArea: false,
    unreadTexts: 2,
    fields: [],
    notes: [],
    history: [],
    deliveries: [],
    photos: [],
    texting: { texts: everyState, optedOut: false, stopRequest: null, ...texting },
    reviewRequest: null,
    wonValue: null,
  };
}

type Sent = { url: string; method: string; body: unknown };
let sent: Sent[];
let entry: EntryDetail;
let replyStatus: 202 | 409;
const announce = vi.fn();

beforeEach(() => {
  sent = [];
  entry = detail();
  replyStatus = 202;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      sent.push({
        url,
        method,
        body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      });
      if (url === adminRoutes.entry("lead-1")) return Response.json(entry);
      if (url === adminRoutes.textsRead("lead-1")) return new Response(null, { status: 204 });
      if (url === adminRoutes.textOptOut("lead-1")) {
        entry = { ...entry, texting: { ...entry.texting, optedOut: true } };
        return new Response(null, { status: 204 });
      }
      if (url === adminRoutes.texts("lead-1")) {
        if (replyStatus === 409) {
          entry = { ...entry, texting: { ...entry.texting, optedOut: true } };
          return Response.json({ error: "Opted out" }, { status: 409 });
        }
        const { body } = JSON.parse(String(init.body)) as { body: string };
        const queued = text({
          id: "t-new",
          direction: "out",
          kind: "reply",
          body,
          state: "queued",
          at: new Date().toISOString(),
        });
        entry = {
          ...entry,
          texting: { ...entry.texting, texts: [...entry.texting.texts, queued] },
        };
        return Response.json({ text: queued }, { status: 202 });
      }
      return Response.json({ error: "Not found" }, { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  announce.mockReset();
});

function renderEntry() {
  const client = createAdminClient({ onSignedOut: vi.fn() });
  render(
    <AdminContext.Provider value={{ client, navigate: vi.fn(), announce }}>
      <EntryScreen id="lead-1" />
    </AdminContext.Provider>,
  );
}

const thread = async () => within(await screen.findByRole("region", { name: copy.heading }));
const posts = (url: string) =>
  sent.filter((request) => request.method === "POST" && request.url === url);

describe("the thread on a lead's page", () => {
  it("shows every text oldest first, each with who, when and its state in words", async () => {
    renderEntry();
    const texts = (await thread())
      .getAllByRole("listitem")
      .filter((item) => item.parentElement?.tagName === "OL");
    expect(texts.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Thanks for your request!Thank-you text.*Delivered$/),
      expect.stringMatching(/^Can you come Saturday\?Dana Whitfield.*Received$/),
      expect.stringMatching(/^Here is the tubDana Whitfield.*Received$/),
      expect.stringMatching(/^Saturday at 10 works\.You.*Queued$/),
      expect.stringMatching(/^See you then\.You.*Failed \(error 30007\)$/),
      expect.stringMatching(/^ReminderYou.*Not sent: they opted out of texts$/),
    ]);
  });

  it("names the review request's texts, sent or kept back by a STOP", async () => {
    const review = { direction: "out", kind: "review" } as const;
    entry = detail({
      texts: [
        text({ ...review, id: "r1", body: "How did your project go?", state: "delivered" }),
        text({ ...review, id: "r2", body: "A reminder", state: "opted_out", at: at(5) }),
      ],
    });
    renderEntry();
    const texts = (await thread())
      .getAllByRole("listitem")
      .filter((item) => item.parentElement?.tagName === "OL");
    expect(texts.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^How did your project go\?Review request.*Delivered$/),
      expect.stringMatching(/^A reminderReview request.*Not sent: they opted out of texts$/),
    ]);
  });

  it("shows a picture lazily, at its own size, named for who sent it", async () => {
    renderEntry();
    const picture = (await thread()).getByRole("img", {
      name: copy.pictureAlt(1, 1, "Dana Whitfield"),
    });
    // Its small copy (decision 233); the full picture opens in the viewer.
    expect(picture).toHaveAttribute(
      "src",
      thumbnailUrl(adminRoutes.textMedia("lead-1", "t3", 0), "jpeg"),
    );
    expect(picture).toHaveAttribute("loading", "lazy");
    expect(picture).toHaveAttribute("width", "640");
    expect(picture).toHaveAttribute("height", "480");
  });

  it("marks the texts read once the thread is shown", async () => {
    renderEntry();
    await thread();
    await waitFor(() => expect(posts(adminRoutes.textsRead("lead-1"))).toHaveLength(1));
  });

  it("sends a reply, which joins the thread as queued", async () => {
    renderEntry();
    const box = (await thread()).getByLabelText(copy.replyLabel);
    await userEvent.type(box, "  On my way.  ");
    await userEvent.click(screen.getByRole("button", { name: copy.send }));
    expect(await screen.findByText("On my way.")).toBeVisible();
    expect(posts(adminRoutes.texts("lead-1")).map((request) => request.body)).toEqual([
      { body: "On my way." },
    ]);
    expect(box).toHaveValue("");
    expect(announce).toHaveBeenCalledWith(copy.queued);
  });

  it("asks for words before sending nothing", async () => {
    renderEntry();
    await userEvent.click(await screen.findByRole("button", { name: copy.send }));
    expect(screen.getByText(copy.replyEmpty)).toBeVisible();
    expect(posts(adminRoutes.texts("lead-1"))).toEqual([]);
  });

  it("keeps the draft and says why when the server refuses a reply (409)", async () => {
    replyStatus = 409;
    renderEntry();
    const box = (await thread()).getByLabelText(copy.replyLabel);
    await userEvent.type(box, "Still interested?");
    await userEvent.click(screen.getByRole("button", { name: copy.send }));
    expect(await screen.findByText(copy.refused)).toBeVisible();
    expect(box).toHaveValue("Still interested?");
    // The screen learned of the opt-out: the box now says so and takes nothing.
    expect(await screen.findByText(copy.optedOut)).toBeVisible();
    expect(box).toBeDisabled();
  });

  it("says before anyone types that an opted-out number takes no replies", async () => {
    entry = detail({ optedOut: true });
    renderEntry();
    const box = (await thread()).getByLabelText(copy.replyLabel);
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(expect.stringContaining(copy.optedOut));
    expect(screen.getByRole("button", { name: copy.send })).toBeDisabled();
  });

  it("flags a stop request in other words with its date, and records the opt-out on a click", async () => {
    entry = detail({
      texts: [text({ id: "t1", body: "please stop texting me", stopRequest: true })],
      stopRequest: { at: "2026-03-03T15:00:00Z", honorBy: "2026-03-17T15:00:00Z" },
    });
    renderEntry();
    expect(
      await screen.findByText(/^Asked to stop texting: honor by Tuesday, March 17/),
    ).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: copy.recordOptOut }));
    await waitFor(() => expect(posts(adminRoutes.textOptOut("lead-1"))).toHaveLength(1));
    expect(await screen.findByText(copy.optedOut)).toBeVisible();
    expect(screen.queryByRole("button", { name: copy.recordOptOut })).toBeNull();
    expect(announce).toHaveBeenCalledWith(copy.optOutRecorded);
  });

  it("shows a text that comes in while the lead is open within 30 s, announced and marked read", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderEntry();
      await thread();
      await waitFor(() => expect(posts(adminRoutes.textsRead("lead-1"))).toHaveLength(1));
      entry = {
        ...entry,
        texting: {
          ...entry.texting,
          texts: [...entry.texting.texts, text({ id: "t9", body: "Is 9 OK too?", at: at(0) })],
        },
      };
      await vi.advanceTimersByTimeAsync(16_000);
      expect(await screen.findByText("Is 9 OK too?")).toBeVisible();
      expect(announce).toHaveBeenCalledWith(copy.arrived("Dana Whitfield"));
      await waitFor(() => expect(posts(adminRoutes.textsRead("lead-1"))).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });
});
