// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminContext } from "~/admin/admin-context";
import { createAdminClient } from "~/admin/client/client";
import { adminCopy } from "~content/admin";
import { adminJobCopy } from "~content/admin-job";
import { adminRoutes, type EntryDetail } from "~contracts/admin-api";
import { EntryScreen } from "./entry-screen";

const at = new Date(Date.now() - 30 * 60_000).toISOString();

function lead(partial: Partial<EntryDetail> = {}): EntryDetail {
  return {
    id: "lead-1",
    kind: "lead",
    createdAt: at,
    status: "new",
    name: "Dana Whitfield",
    phone: "+16305550199",
    email: "dana@example.com",
    summary: "Bathroom Remodeling",
    services: [{ slug: "bathroom-remodeling", label: "Bathroom Remodeling", listed: true }],
    photoCount: 1,
    minutesToContact: null,
    outsideServiceArea: true,
    unreadTexts: 0,
    fields: [],
    notes: [],
    history: [],
    deliveries: [],
    photos: [{ url: adminRoutes.photo("lead-1", 0), width: 800, height: 600 }],
    texting: { texts: [], optedOut: false, stopRequest: null },
    reviewRequest: null,
    wonValue: null,
    financing: false,
    job: {
      message: "The tub leaks into the kitchen ceiling.",
      zip: "60540",
      town: "Naperville, IL",
      contactPreference: "text",
      bestTime: "evening",
      smsConsent: true,
    },
    canText: true,
    ...partial,
  };
}

function renderLead(entry: EntryDetail) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url === adminRoutes.entry("lead-1")
        ? Response.json(entry)
        : new Response(null, { status: 204 }),
    ),
  );
  render(
    <AdminContext.Provider
      value={{
        client: createAdminClient({ onSignedOut: vi.fn() }),
        navigate: vi.fn(),
        announce: vi.fn(),
      }}
    >
      <EntryScreen id="lead-1" />
    </AdminContext.Provider>,
  );
  return screen.findByRole("region", { name: adminJobCopy.heading });
}

/** True when `first` comes before `second` in the page. */
function before(first: Element, second: Element): boolean {
  return Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
}

const mainButton = () =>
  screen
    .getAllByRole("listitem")
    .flatMap((item) => [...item.querySelectorAll("a, button")])
    .find((control) => control.className.includes("bg-accent"));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a lead's page", () => {
  it("leads with the job: the message, services, town, contact and photos come before the thread", async () => {
    const job = within(await renderLead(lead()));
    const message = job.getByText("The tub leaks into the kitchen ceiling.");
    const services = job.getByText("Bathroom Remodeling");
    const town = job.getByText(/Naperville, IL 60540/);
    const outside = job.getByText(adminCopy.inbox.outsideArea);
    const contact = job.getByText("Text message, evenings");
    const consent = job.getByText(adminJobCopy.consented);
    const photo = job.getByRole("button", { name: /Photo 1 of 1/ });
    const thread = screen.getByRole("region", { name: adminCopy.thread.heading });
    const order = [message, services, town, outside, contact, consent, photo, thread];
    for (let index = 1; index < order.length; index += 1) {
      expect(before(order[index - 1]!, order[index]!)).toBe(true);
    }
    expect(before(screen.getByRole("heading", { level: 1 }), message)).toBe(true);
    for (const later of [adminCopy.entry.notesHeading, adminCopy.entry.detailsHeading]) {
      expect(before(thread, screen.getByRole("region", { name: later }))).toBe(true);
    }
  });

  it("makes the way they asked to be reached the main button", async () => {
    await renderLead(lead({ job: { ...lead().job!, contactPreference: "email" } }));
    expect(mainButton()?.getAttribute("aria-label")).toBe(
      adminCopy.entry.emailName("dana@example.com"),
    );
  });

  it("makes Call the main button for a lead who asked for a call", async () => {
    await renderLead(lead({ job: { ...lead().job!, contactPreference: "call" } }));
    expect(mainButton()?.getAttribute("href")).toBe("tel:+16305550199");
  });

  it("opens the page's own reply box on Text when texts go out from the business's number", async () => {
    await renderLead(lead());
    const text = screen.getByRole("button", { name: adminJobCopy.textHere("(630) 555-0199") });
    expect(mainButton()).toBe(text);
    await userEvent.click(text);
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("textbox", { name: adminCopy.thread.replyLabel }),
      ),
    );
    expect(screen.queryByRole("link", { name: /^Text/ })).toBeNull();
  });

  it("keeps Text the phone's sms: link when texting is off", async () => {
    await renderLead(lead({ canText: false }));
    const text = screen.getByRole("link", { name: adminCopy.entry.textName("(630) 555-0199") });
    expect(text.getAttribute("href")).toBe("sms:+16305550199");
  });

  it("turns Text off, saying why, for a lead who opted out", async () => {
    await renderLead(lead({ texting: { texts: [], optedOut: true, stopRequest: null } }));
    const text = screen.getByRole("button", { name: /^Text/ });
    expect(text).toBeDisabled();
    expect(text).toHaveAccessibleDescription(adminJobCopy.textBlocked.optedOut);
    expect(screen.getByText(adminJobCopy.optedOut)).toBeVisible();
    // Their choice of texts is honored: the main button is one that still reaches them.
    expect(mainButton()?.getAttribute("href")).toBe("tel:+16305550199");
  });

  it("turns Text off, saying why, and shows no reply box, for a lead who gave no phone", async () => {
    await renderLead(lead({ phone: "" }));
    const text = screen.getByRole("button", { name: /^Text/ });
    expect(text).toBeDisabled();
    expect(text).toHaveAccessibleDescription(adminJobCopy.textBlocked.noPhone);
    expect(screen.queryByRole("textbox", { name: adminCopy.thread.replyLabel })).toBeNull();
  });

  it("says at the top that a request came from the financing form", async () => {
    const job = within(await renderLead(lead({ financing: true })));
    expect(job.getByText(adminJobCopy.financing)).toBeVisible();
  });

  it("shows a won lead's value at the top", async () => {
    const job = within(await renderLead(lead({ status: "won", wonValue: 18_500 })));
    expect(job.getByText(adminJobCopy.won("$18,500"))).toBeVisible();
  });

  it("names a lead that began as a text by its number as dialed, never +1...", async () => {
    const texted = lead({
      name: "+16305550188",
      phone: "+16305550188",
      job: null,
      texting: {
        texts: [
          {
            id: "text-1",
            direction: "in",
            kind: "visitor",
            body: "Do you do roofs?",
            at,
            state: "received",
            errorCode: null,
            media: [],
            stopRequest: false,
          },
        ],
        optedOut: false,
        stopRequest: null,
      },
    });
    await renderLead(texted);
    expect(screen.getByRole("heading", { level: 1, name: "(630) 555-0188" })).toBeVisible();
    expect(screen.queryByText(/\+1630/)).toBeNull();
  });
});
