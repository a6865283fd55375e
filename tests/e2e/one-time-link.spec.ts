/**
 * A one-time link is spent only by the person's click on "Continue" (issue 32, item 11):
 * a mail scanner that opens the link, scripts and all, must leave it usable. Against the
 * real server on localhost, with invites made by `npm run admin -- invite`.
 */
import { expect, test, type Page } from "@playwright/test";
import { adminCopy } from "../../content/admin";
import { expectNoAxeViolations } from "./axe";
import { freshOwner, inviteLink, ownerOrigin } from "./owner-session";

test.use({ baseURL: ownerOrigin });

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });
const continueButton = (page: Page) =>
  page.getByRole("button", { name: adminCopy.continueSignIn.button });

/** Every request the page sends that is not a plain read: what could spend a token. */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && request.method() !== "HEAD") {
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  return writes;
}

test("a mail scanner that opens an invite and runs its scripts leaves it usable for the owner", async ({
  browser,
  page,
}) => {
  const link = inviteLink(freshOwner());

  // The scanner: a browser of its own that loads the page, runs its scripts, waits, and
  // points at what it finds, but is no person and clicks nothing.
  const scanner = await browser.newContext();
  const scanned = await scanner.newPage();
  const writes = recordWrites(scanned);
  await scanned.goto(link);
  await expect(continueButton(scanned)).toBeVisible();
  await scanned.waitForLoadState("networkidle");
  await continueButton(scanned).hover();
  await continueButton(scanned).focus();
  await scanned.waitForTimeout(1_500);
  expect(writes).toEqual([]);
  await scanner.close();

  // The owner opens the same link, twice (a second load spends nothing either), and
  // continues.
  const ownerWrites = recordWrites(page);
  await page.goto(link);
  await expect(continueButton(page)).toBeVisible();
  await page.goto(link);
  await expect(heading(page, adminCopy.continueSignIn.heading)).toBeVisible();
  // The token is out of the address bar at once, unspent, so no history entry keeps it.
  expect(new URL(page.url()).hash).toBe("");
  expect(ownerWrites).toEqual([]);
  await continueButton(page).click();
  await expect(heading(page, adminCopy.passkeyOffer.heading)).toBeVisible();
  expect(ownerWrites).toEqual(["POST /api/auth/invite"]);
  await page.getByRole("button", { name: adminCopy.passkeyOffer.later }).click();
  await expect(heading(page, adminCopy.inbox.heading)).toBeVisible();
});

test("the Continue screen is accessible and works from the keyboard", async ({ page }) => {
  await page.goto(inviteLink(freshOwner()));
  await expect(heading(page, adminCopy.continueSignIn.heading)).toBeFocused();
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }

  await page.keyboard.press("Tab");
  await expect(continueButton(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(heading(page, adminCopy.passkeyOffer.heading)).toBeVisible();
});
