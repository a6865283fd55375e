import { expect, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { adminCopy } from "../../content/admin";

/**
 * The owner's side of the e2e server: the inbox needs a host name, never an IP address
 * (WebAuthn refuses one as the relying party), so these pages are opened on localhost,
 * the e2e server's PUBLIC_URL (playwright.config.ts).
 */
export const ownerOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 4173)}`;

/** `npm run admin -- ...` on the e2e server's data, as the owner runs it over SSH. */
export function adminCommand(...args: string[]): string {
  return execFileSync("npm", ["run", "--silent", "admin", "--", ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, PUBLIC_URL: ownerOrigin },
    encoding: "utf8",
  });
}

/** An address of its own for each test (and each retry), so each starts from a clean account. */
export function freshOwner(): string {
  return `owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@ironwood.example`;
}

/** The one-time link `npm run admin -- invite` prints for a new person. */
export function inviteLink(email: string): string {
  const printed = adminCommand("invite", email);
  const link = /https?:\/\/\S+#invite=\S+/.exec(printed)?.[0];
  expect(link, printed).toBeDefined();
  return link ?? "";
}

/** Signs a new person in by their invite, without a passkey, and waits for the inbox. */
export async function signInByInvite(page: Page, email = freshOwner()): Promise<string> {
  await page.goto(inviteLink(email));
  // The link is spent only by this click (a mail scanner's visit must leave it usable).
  await page.getByRole("button", { name: adminCopy.continueSignIn.button }).click();
  await page.getByRole("button", { name: adminCopy.passkeyOffer.later }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: adminCopy.inbox.heading }),
  ).toBeVisible();
  return email;
}
