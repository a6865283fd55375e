/**
 * The owner signs in at the HTTPS origin behind the front, as on the real site: Chromium
 * trusts pebble's root from its NSS store (global-setup.ts), which a passkey needs, and the
 * session cookie is Secure with the __Host- prefix because the page is HTTPS.
 */
import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { adminCopy } from "../../content/admin";
import { addVirtualAuthenticator } from "../e2e/admin-fixtures";
import { frontState } from "./front-state";

const front = frontState();
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

/** `npm run admin -- invite`, as the owner runs it on the server. */
function inviteLink(email: string): string {
  const printed = execFileSync("npm", ["run", "--silent", "admin", "--", "invite", email], {
    env: { ...process.env, DATA_DIR: front.dataDir, PUBLIC_URL: front.origin, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  const link = /https:\/\/\S+#invite=\S+/.exec(printed)?.[0];
  expect(link, printed).toBeDefined();
  return link ?? "";
}

test("the owner adds a passkey and signs in with it at the HTTPS origin", async ({
  page,
  context,
}) => {
  const owner = `owner-${Date.now()}@ironwood.example`;
  const link = inviteLink(owner);
  expect(new URL(link).origin).toBe(front.origin);

  const authenticator = await addVirtualAuthenticator(page);
  await page.goto(link);
  // A one-time link may first ask to be confirmed with "Continue" before it is spent.
  const proceed = page.getByRole("button", { name: "Continue" });
  const offer = heading(page, adminCopy.passkeyOffer.heading);
  await expect(proceed.or(offer)).toBeVisible();
  if (await proceed.isVisible()) await proceed.click();
  await expect(offer).toBeVisible();
  await page.getByRole("button", { name: adminCopy.passkeyOffer.create }).click();
  await expect(heading(page, adminCopy.inbox.heading)).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);

  await page.getByRole("button", { name: adminCopy.signOut }).click();
  await expect(heading(page, adminCopy.signIn.heading)).toBeVisible();
  await page.getByRole("button", { name: adminCopy.signIn.passkey }).click();
  await expect(heading(page, adminCopy.inbox.heading)).toBeVisible();

  const cookies = await context.cookies(front.origin);
  expect(cookies.map(({ name, secure, httpOnly }) => ({ name, secure, httpOnly }))).toEqual([
    { name: "__Host-session", secure: true, httpOnly: true },
  ]);
});
