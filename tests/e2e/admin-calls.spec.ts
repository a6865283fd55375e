/**
 * A lead's calls in the owner's inbox (issue 54), the browser's side: the list's row, the
 * lead's timeline with a voicemail's player, and the Sources screen's calls, with 0 axe
 * violations at a phone's size and a laptop's and nothing wider than the screen. Against
 * the inbox's API stand-in (./admin-fixtures.ts); the server's side has its own tests
 * (server/voice/*.test.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { adminCallsCopy } from "../../content/admin-calls";
import { adminCopy } from "../../content/admin";
import { leadSourceCopy } from "../../content/lead-sources";
import {
  adminRoutes,
  type EntryDetail,
  type SourceReport,
  type SourceRow,
} from "../../contracts/admin-api";
import { type CallItem, voicemailRoute } from "../../contracts/calls";
import { routes } from "../../contracts/routes";
import { expectNoAxeViolations } from "./axe";
import { entryDetail, inboxItems, type StubItem, stubAdminApi } from "./admin-fixtures";

const port = Number(process.env.E2E_PORT ?? 4173);
test.use({ baseURL: `http://localhost:${port}` });

const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

async function expectAccessibleAtBothSizes(page: Page) {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  }
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

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

const danaCalls: CallItem[] = [
  call({ id: "c1", at: minutesAgo(5), textedBack: true }),
  call({
    id: "c2",
    at: minutesAgo(3),
    outcome: "voicemail",
    label: "Voicemail 0:42",
    source: "gbp",
    voicemailSeconds: 42,
    voicemailUrl: voicemailRoute("lead-dana", "c2"),
    transcript: "Hi, it's Dana again about the shower. Call me after five.",
    callerIdUnverified: true,
  }),
];

/** A lead a call made: named by its number, no message. */
const caller: StubItem = {
  id: "lead-caller",
  kind: "lead",
  createdAt: minutesAgo(2),
  status: "new",
  name: "+16305550177",
  phone: "+16305550177",
  email: null,
  summary: "",
  services: [],
  photoCount: 0,
  minutesToContact: null,
  outsideServiceArea: false,
  unreadTexts: 0,
};

async function stubWithCalls(page: Page) {
  const [dana, ...rest] = inboxItems();
  const callerCall = call({ id: "c3", at: caller.createdAt, source: "website" });
  const stub = await stubAdminApi(page, {
    signedIn: true,
    items: [
      {
        ...caller,
        displayName: "(630) 555-0177",
        displayPhone: "(630) 555-0177",
        lastCall: callerCall,
      },
      { ...dana!, displayPhone: "(630) 555-0199", lastCall: danaCalls[1]! },
      ...rest,
    ],
  });
  const detail: EntryDetail = { ...stub.entries.get("lead-dana")!, calls: danaCalls };
  stub.entries.set("lead-dana", detail);
  stub.entries.set("lead-caller", {
    ...entryDetail(caller),
    fields: [],
    texting: { texts: [], optedOut: false, stopRequest: null },
    calls: [callerCall],
  });
  return stub;
}

test.describe("calls in the owner's inbox (issue 54)", () => {
  test("the list tells the latest call; the lead's page its calls and a voicemail to play", async ({
    page,
  }) => {
    await stubWithCalls(page);
    await page.goto(routes.admin);
    const callerRow = page.getByTestId("inbox-row").filter({
      has: page.getByRole("heading", { name: "(630) 555-0177" }),
    });
    await expect(callerRow.getByTestId("preview")).toContainText(
      /^Missed call · \d{1,2}:\d\d [AP]M$/,
    );
    const danaRow = page.getByTestId("inbox-row").filter({
      has: page.getByRole("heading", { name: "Dana Whitfield" }),
    });
    await expect(danaRow.getByTestId("preview")).toContainText(/^Voicemail 0:42 · /);
    await expectAccessibleAtBothSizes(page);

    await page.getByRole("link", { name: "Dana Whitfield" }).click();
    await expect(page).toHaveURL(routes.adminLead("lead-dana"));
    const timeline = page.getByRole("region", { name: adminCopy.thread.heading });
    await expect(timeline.getByText("Missed call")).toBeVisible();
    await expect(timeline.getByText(adminCallsCopy.textedBack)).toBeVisible();
    await expect(timeline.getByText(adminCallsCopy.unverified)).toBeVisible();
    await expect(timeline.getByText(/Call me after five/)).toBeVisible();
    const player = timeline.getByLabel(adminCallsCopy.player("Voicemail 0:42", "Dana Whitfield"));
    await expect(player).toHaveAttribute("preload", "none");
    // Nothing of the voicemail is fetched until the owner plays it.
    const voicemail: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/voicemail")) voicemail.push(request.url());
    });
    await player.scrollIntoViewIfNeeded();
    expect(voicemail).toEqual([]);
    await expectAccessibleAtBothSizes(page);
  });

  test("the Sources screen counts calls beside form leads", async ({ page }) => {
    await stubWithCalls(page);
    const row = (source: string, leads: number, calls: number): SourceRow => ({
      source,
      leads,
      contacted: leads,
      won: 0,
      revenue: 0,
      medianMinutesToContact: null,
      calls,
    });
    const report: SourceReport = {
      days: "90",
      touch: "first",
      rows: [row("website", 4, 9), row("Google Business Profile", 2, 3)],
      total: row("All sources", 6, 12),
    };
    await page.route(
      (url) => url.pathname === adminRoutes.sources,
      (route) => route.fulfill({ status: 200, contentType: "application/json", json: report }),
    );
    await page.goto(routes.admin);
    await page.getByRole("link", { name: leadSourceCopy.screen.link }).click();
    await page.setViewportSize(viewports[1]!);
    await expect(page.getByRole("columnheader", { name: adminCallsCopy.calls })).toBeVisible();
    await page.setViewportSize(viewports[0]!);
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "website" }) });
    await expect(card.getByRole("definition")).toHaveText(["4", "9", "4", "0", "$0", "not yet"]);
    await expectAccessibleAtBothSizes(page);
  });
});
