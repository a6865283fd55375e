/**
 * The owner's inbox end to end, against the production server and its database: invited
 * from the shell, a passkey registered in Chrome's virtual authenticator, a lead worked
 * from arrival to quoted, the list exported, then signed out and in again. The island's
 * own cases, against a stand-in API, are in admin-ui.spec.ts.
 *
 * Served at http://localhost (PUBLIC_URL of the e2e server, see playwright.config.ts):
 * WebAuthn refuses an IP address as the relying party's id.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { adminCopy } from "../../content/admin";
import { adminJobCopy } from "../../content/admin-job";
import { inboxListCopy } from "../../content/admin-list";
import { routes } from "../../contracts/routes";
import { addVirtualAuthenticator } from "./admin-fixtures";
import { solvedToken } from "./captcha-token";
import { adminCommand, freshOwner, inviteLink, ownerOrigin } from "./owner-session";

test.use({ baseURL: ownerOrigin });
const origin = ownerOrigin;
const owner = freshOwner();

async function sendQuoteRequest(request: APIRequestContext, name: string, email: string) {
  const response = await request.post("/api/contact", {
    data: {
      name,
      email,
      phone: "6305550142",
      service: "Bathroom Remodeling",
      message: "A walk-in shower where the tub is now.",
      smsConsent: "No",
      captchaToken: await solvedToken(request),
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

test("the owner is invited, adds a passkey, works a lead, exports the list, and signs in again", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Names take letters only: a surname of its own finds this run's lead in the list.
  const surname = [...String(Date.now() % 1_000_000)].map((d) => "abcdefghij"[Number(d)]).join("");
  const name = `Dana Whit${surname}`;
  const leadId = await sendQuoteRequest(request, name, `dana-${Date.now()}@example.com`);

  const invite = inviteLink(owner);

  const authenticator = await addVirtualAuthenticator(page);
  await page.goto(invite);
  await page.getByRole("button", { name: adminCopy.continueSignIn.button }).click();
  await expect(heading(page, adminCopy.passkeyOffer.heading)).toBeVisible();
  // The token is spent and out of the address bar, so no history entry can replay it.
  expect(new URL(page.url()).hash).toBe("");
  await page.getByRole("button", { name: adminCopy.passkeyOffer.create }).click();
  await expect(heading(page, adminCopy.inbox.heading)).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);

  // The invite works once: opened again, it is refused.
  const again = await request.post("/api/auth/invite", {
    headers: { origin },
    data: { token: new URL(invite).hash.replace("#invite=", "") },
  });
  expect(again.status()).toBeGreaterThanOrEqual(400);
  expect(again.status()).toBeLessThan(500);

  // The lead is in the list, newest first; open it.
  await page.getByLabel(inboxListCopy.searchLabel).fill(name);
  await page.getByRole("link", { name }).click();
  await expect(heading(page, name)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(routes.adminLead(leadId));
  // The job leads the page; the form's details below repeat the message in full.
  const job = page.getByRole("region", { name: adminJobCopy.heading });
  await expect(job.getByText("A walk-in shower where the tub is now.")).toBeVisible();

  // A tap on "Call" (the dialer is not opened here) offers to mark the lead contacted.
  const call = page.getByRole("link", { name: adminCopy.entry.callName("(630) 555-0142") });
  await expect(call).toHaveAttribute("href", "tel:+16305550142");
  await call.evaluate((link) =>
    link.addEventListener("click", (event) => event.preventDefault(), { once: true }),
  );
  await call.click();
  await page.getByRole("button", { name: adminCopy.entry.markContacted }).click();
  await expect(page.getByLabel(adminCopy.entry.statusLabel)).toHaveValue("contacted");
  await expect(page.getByText(`${owner} changed New to Contacted`)).toBeVisible();

  await page.getByLabel(adminCopy.entry.statusLabel).selectOption("quoted");
  await expect(page.getByText(`${owner} changed Contacted to Quoted`)).toBeVisible();
  await page.getByLabel(adminCopy.entry.noteLabel).fill("Sent the quote by e-mail.");
  await page.getByRole("button", { name: adminCopy.entry.saveNote }).click();
  await expect(page.getByText("Sent the quote by e-mail.")).toBeVisible();

  // The changes are the server's, not the page's: a reload shows them.
  await page.reload();
  await expect(heading(page, name)).toBeVisible();
  await expect(page.getByLabel(adminCopy.entry.statusLabel)).toHaveValue("quoted");
  await expect(page.getByText("Sent the quote by e-mail.")).toBeVisible();

  // Export: the quoted lead, its phone readable.
  await page.getByRole("link", { name: adminCopy.entry.back }).click();
  await page.getByRole("radio", { name: adminCopy.inbox.filters.quoted }).check({ force: true });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: adminCopy.inbox.exportCsv }).click(),
  ]);
  const csv = readFileSync((await download.path()) ?? "", "utf8");
  expect(csv).toContain(name);
  expect(csv).toContain("(630) 555-0142");

  // Signed out, the API answers 401 to this browser; the passkey signs it in again.
  await page.getByRole("button", { name: adminCopy.signOut }).click();
  await expect(heading(page, adminCopy.signIn.heading)).toBeVisible();
  expect((await page.request.get("/api/admin/session")).status()).toBe(401);

  // The link in the owner's text opens that lead, after sign-in.
  await page.goto(routes.adminLead(leadId));
  await expect(heading(page, adminCopy.signIn.heading)).toBeVisible();
  await page.getByRole("button", { name: adminCopy.signIn.passkey }).click();
  await expect(heading(page, name)).toBeVisible();
  expect((await page.request.get("/api/admin/session")).status()).toBe(200);

  // Revoked from the shell, the session ends at once.
  adminCommand("revoke", owner);
  expect((await page.request.get("/api/admin/session")).status()).toBe(401);
});
