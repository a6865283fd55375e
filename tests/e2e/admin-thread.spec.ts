/**
 * The text thread on a lead's page (issue 36, item 3), against the stand-in of the API in
 * ./admin-fixtures.ts. Its texting routes are answered here with page.route until the
 * server's side (POST texts, texts/read, opt-out, GET media) merges.
 */
import { expect, test, type Page } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { adminCopy } from "../../content/admin";
import { adminRoutes, type EntryText } from "../../contracts/admin-api";
import { routes } from "../../contracts/routes";
import { expectNoAxeViolations } from "./axe";
import {
  inboxItems,
  serveAdminPageForLeadPaths,
  stubAdminApi,
  type AdminStub,
} from "./admin-fixtures";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
test.use({ baseURL });

const copy = adminCopy.thread;
const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function text(partial: Partial<EntryText> & Pick<EntryText, "id" | "body">): EntryText {
  return {
    direction: "in",
    kind: "visitor",
    at: minutesAgo(10),
    state: "received",
    errorCode: null,
    media: [],
    stopRequest: false,
    ...partial,
  };
}

const conversation = (): EntryText[] => [
  text({
    id: "t1",
    direction: "out",
    kind: "thank_you",
    body: "Thanks for your request! We'll call you within one business day.",
    state: "delivered",
    at: minutesAgo(7),
  }),
  text({
    id: "t2",
    body: "Can you come Saturday? Here is the tub.",
    at: minutesAgo(6),
    media: [{ url: adminRoutes.textMedia("lead-dana", "t2", 0), width: 320, height: 240 }],
  }),
  text({
    id: "t3",
    direction: "out",
    kind: "reply",
    body: "Saturday at 10 works. See you then.",
    state: "delivered",
    at: minutesAgo(5),
  }),
  text({
    id: "t4",
    direction: "out",
    kind: "reply",
    body: "Running 10 minutes late.",
    state: "failed",
    errorCode: 30007,
    at: minutesAgo(3),
  }),
];

/** The lead's texting routes, on top of the stand-in; `replyRefused` answers 409. */
async function stubTexting(page: Page, stub: AdminStub, options: { replyRefused?: boolean } = {}) {
  const dana = stub.entries.get("lead-dana")!;
  dana.texting = { texts: conversation(), optedOut: false, stopRequest: null };
  const folder = join("public", "images", "bathroom");
  const photo = readFileSync(
    join(folder, readdirSync(folder).find((name) => name.endsWith("-320.jpg")) ?? ""),
  );
  await page.route(/\/api\/admin\/entries\/lead-dana\/(texts|opt-out)/, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    stub.requests.push({
      method: request.method(),
      path,
      query: new URLSearchParams(),
      body: request.postData() ? (JSON.parse(request.postData()!) as unknown) : undefined,
    });
    if (path.includes("/media/"))
      return route.fulfill({ status: 200, contentType: "image/jpeg", body: photo });
    if (
      path === adminRoutes.textsRead("lead-dana") ||
      path === adminRoutes.textOptOut("lead-dana")
    ) {
      if (path === adminRoutes.textOptOut("lead-dana"))
        dana.texting = { ...dana.texting, optedOut: true };
      return route.fulfill({ status: 204 });
    }
    if (options.replyRefused) {
      dana.texting = { ...dana.texting, optedOut: true };
      return route.fulfill({ status: 409, json: { error: "This number opted out of texts." } });
    }
    const { body } = JSON.parse(request.postData() ?? "{}") as { body: string };
    const queued = text({
      id: `t-${dana.texting.texts.length + 1}`,
      direction: "out",
      kind: "reply",
      body,
      state: "queued",
      at: new Date().toISOString(),
    });
    dana.texting.texts.push(queued);
    return route.fulfill({ status: 202, json: { text: queued } });
  });
  return dana;
}

async function openDana(page: Page, options: { replyRefused?: boolean } = {}) {
  await serveAdminPageForLeadPaths(page, baseURL);
  const stub = await stubAdminApi(page, { signedIn: true });
  const dana = await stubTexting(page, stub, options);
  return { stub, dana };
}

const thread = (page: Page) => page.getByRole("region", { name: copy.heading });

test("the thread reads like a phone's messages, replies by keyboard, and is accessible at both sizes", async ({
  page,
}) => {
  const { stub } = await openDana(page);
  await page.goto(routes.adminLead("lead-dana"));
  const texts = thread(page).locator("ol > li");
  await expect(texts).toHaveCount(4);
  await expect(texts.last()).toContainText(`${copy.states.failed} (${copy.errorCode(30007)})`);
  await expect(texts.nth(1)).toContainText(copy.states.received);
  await expect(
    thread(page).getByRole("img", { name: copy.pictureAlt(1, 1, "Dana Whitfield") }),
  ).toBeVisible();
  await expect.poll(() => stub.sent(adminRoutes.textsRead("lead-dana"), "POST").length).toBe(1);

  for (const [index, viewport] of viewports.entries()) {
    await page.setViewportSize(viewport);
    await thread(page).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.screenshot({
      path: test.info().outputPath(`thread-${index === 0 ? "390" : "1366"}.png`),
      fullPage: true,
    });
  }

  // Keyboard only: into the box, type, Tab to Send, Enter.
  await page.getByLabel(copy.replyLabel).focus();
  await page.keyboard.type("On my way.");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: copy.send })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(texts.last()).toContainText("On my way.");
  await expect(texts.last()).toContainText(copy.states.queued);
  await expect(page.getByLabel(copy.replyLabel)).toHaveValue("");
  expect(stub.sent(adminRoutes.texts("lead-dana"), "POST").map((r) => r.body)).toEqual([
    { body: "On my way." },
  ]);
});

test("a refused reply (409) keeps the draft and the box says why", async ({ page }) => {
  await openDana(page, { replyRefused: true });
  await page.goto(routes.adminLead("lead-dana"));
  await page.getByLabel(copy.replyLabel).fill("Still interested?");
  await page.getByRole("button", { name: copy.send }).click();
  await expect(page.getByText(copy.refused)).toBeVisible();
  await expect(page.getByText(copy.optedOut)).toBeVisible();
  await expect(page.getByLabel(copy.replyLabel)).toBeDisabled();
  await expect(page.getByLabel(copy.replyLabel)).toHaveValue("Still interested?");
});

test("a stop request in other words shows its date and records an opt-out", async ({ page }) => {
  const { stub, dana } = await openDana(page);
  dana.texting.texts.push(
    text({ id: "t9", body: "please stop texting me", stopRequest: true, at: minutesAgo(1) }),
  );
  dana.texting.stopRequest = { at: "2026-03-03T15:00:00Z", honorBy: "2026-03-17T15:00:00Z" };
  await page.goto(routes.adminLead("lead-dana"));
  await expect(page.getByText(/^Asked to stop texting: honor by Tuesday, March 17/)).toBeVisible();
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
  await page.screenshot({
    path: test.info().outputPath("thread-stop-request.png"),
    fullPage: true,
  });
  await page.getByRole("button", { name: copy.recordOptOut }).click();
  await expect(page.getByText(copy.optedOut)).toBeVisible();
  await expect(page.getByRole("heading", { name: copy.heading })).toBeFocused();
  expect(stub.sent(adminRoutes.textOptOut("lead-dana"), "POST")).toHaveLength(1);
});

test("a text that comes in shows on the open thread without a reload", async ({ page }) => {
  await page.clock.install();
  const { dana } = await openDana(page);
  await page.goto(routes.adminLead("lead-dana"));
  await expect(thread(page).locator("ol > li")).toHaveCount(4);
  dana.texting.texts.push(
    text({ id: "t-late", body: "Is 9 OK too?", at: new Date().toISOString() }),
  );
  await page.clock.fastForward(16_000);
  await expect(thread(page).getByText("Is 9 OK too?")).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: copy.arrived("Dana Whitfield") }),
  ).toBeAttached();
});

test("the list marks a lead with unread texts in words, and in its link's name", async ({
  page,
}) => {
  const [dana, ...rest] = inboxItems();
  await stubAdminApi(page, { signedIn: true, items: [{ ...dana!, unreadTexts: 2 }, ...rest] });
  await page.goto(routes.admin);
  const row = page.getByRole("listitem").filter({ hasText: "Dana Whitfield" });
  await expect(row.getByText(adminCopy.inbox.unreadTexts(2), { exact: true })).toBeVisible();
  await expect(
    // Chrome puts a space before the hidden part: "Dana Whitfield , 2 unread texts".
    page.getByRole("link", {
      name: new RegExp(`^Dana Whitfield\\s*, ${adminCopy.inbox.unreadTexts(2)}$`),
    }),
  ).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Marcus Lee" })).not.toContainText(
    adminCopy.inbox.unreadTexts(1),
  );
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(viewports[0]!);
  await page.screenshot({ path: test.info().outputPath("thread-list-390.png") });
});
