/**
 * The inbox's Security screen end to end, against the production server, by keyboard
 * alone: the owner opens it from the bar, finds this browser marked "This device", signs
 * out a session another browser holds and removes a passkey, and the server refuses what
 * was removed at once.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { adminCopy } from "../../content/admin";
import { adminRoutes, authRoutes, type SecurityInfo } from "../../contracts/admin-api";
import { routes } from "../../contracts/routes";
import { addVirtualAuthenticator } from "./admin-fixtures";
import { expectNoAxeViolations } from "./axe";
import { adminCommand, freshOwner, inviteLink, ownerOrigin } from "./owner-session";

test.use({ baseURL: ownerOrigin });

const copy = adminCopy.security;
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** axe at a phone's size and a laptop's, and nothing wider than the screen. */
async function expectAccessibleAtBothSizes(page: Page) {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  }
}

/** Presses Tab (or Shift+Tab) until `target` has the keyboard's focus. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  await expect(target).toHaveCount(1);
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

test("the owner opens Security by keyboard, signs out another browser and removes a passkey", async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const owner = freshOwner();
  const authenticator = await addVirtualAuthenticator(page);
  await page.goto(inviteLink(owner));
  // The link is spent only by a press of Continue (decision 196), reached by keyboard too.
  await tabTo(page, page.getByRole("button", { name: adminCopy.continueSignIn.button }));
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: adminCopy.passkeyOffer.create }).focus();
  await page.keyboard.press("Enter");
  await expect(heading(page, adminCopy.inbox.heading)).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);

  // The owner's phone, signed in by a second invite.
  const phone = await playwright.request.newContext({ baseURL: ownerOrigin, userAgent: iphone });
  const token = new URL(inviteLink(owner)).hash.replace("#invite=", "");
  const redeemed = await phone.post(authRoutes.redeemInvite, {
    headers: { origin: ownerOrigin },
    data: { token },
  });
  expect(redeemed.status()).toBe(200);

  // From the inbox's heading back up to the bar's link, by keyboard.
  const security = page.getByRole("link", { name: adminCopy.securityLink });
  await tabTo(page, security, { backwards: true });
  await page.keyboard.press("Enter");
  await expect(heading(page, copy.heading)).toBeFocused();
  expect(new URL(page.url()).pathname).toBe(routes.adminSecurity);

  const sessions = page.getByRole("region", { name: copy.sessionsHeading }).getByRole("listitem");
  const passkeys = page.getByRole("region", { name: copy.passkeysHeading }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(passkeys).toHaveCount(1);
  const here = sessions.filter({ hasText: copy.thisDevice });
  await expect(here).toHaveCount(1);
  await expect(here).toContainText("Chrome");
  const phoneRow = sessions.filter({ hasText: "Safari on iPhone" });
  await expect(phoneRow).not.toContainText(copy.thisDevice);
  await expectAccessibleAtBothSizes(page);

  // Sign the phone out: its session is refused at once.
  await tabTo(page, phoneRow.getByRole("button", { name: copy.signOut }));
  await page.keyboard.press("Enter");
  await expect(sessions).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: copy.sessionsHeading })).toBeFocused();
  expect((await phone.get(adminRoutes.session)).status()).toBe(401);
  await phone.dispose();

  // Remove the passkey: it signs nobody in from now on.
  await tabTo(page, passkeys.first().getByRole("button", { name: copy.remove }), {
    backwards: true,
  });
  await page.keyboard.press("Enter");
  await expect(page.getByText(copy.noPasskeys)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: copy.passkeysHeading })).toBeFocused();
  const left = (await (await page.request.get(adminRoutes.security)).json()) as SecurityInfo;
  expect(left.passkeys).toEqual([]);
  await expectAccessibleAtBothSizes(page);

  // The passkey's notice reached the owner, with the way back to this screen.
  const mailDir = join(process.env.E2E_DATA_DIR ?? "", "mail");
  const notices = readdirSync(mailDir)
    .filter((name) => name.endsWith(".passkey_added.eml"))
    .map((name) => readFileSync(join(mailDir, name), "utf8"))
    .filter((mail) => mail.includes(`To: ${owner}`));
  expect(notices).toHaveLength(1);
  expect(notices[0]?.replace(/=\r?\n/g, "")).toContain(`${ownerOrigin}${routes.adminSecurity}`);

  // Signing out this device from the list ends this browser's session.
  await tabTo(page, here.getByRole("button", { name: copy.signOutThisName }));
  await page.keyboard.press("Enter");
  await expect(heading(page, adminCopy.signIn.heading)).toBeVisible();
  expect((await page.request.get(adminRoutes.session)).status()).toBe(401);
  adminCommand("revoke", owner);
});
