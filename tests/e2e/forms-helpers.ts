import { expect, type Locator, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { reachUntilHydrated } from "./shell-helpers";

export const messages = {
  success: "Your message has been sent successfully!",
  error: "Sorry, there was an error sending your message. Please try again.",
};

/** The fields of one quote form, found the way a screen reader user finds them. */
export function quoteForm(scope: Page | Locator) {
  return {
    name: scope.getByLabel(/^Full name/),
    email: scope.getByLabel(/^Email/),
    phone: scope.getByLabel(/^Phone/),
    services: scope.getByRole("combobox", { name: /Services needed/ }),
    message: scope.getByLabel(/^Message/),
    sms: scope.getByRole("checkbox", { name: "Receive SMS Updates" }),
  };
}

export async function addService(scope: Page | Locator, search: string) {
  const form = quoteForm(scope);
  // Like a visitor, press Enter only once the list shows a match. Typed before the form's
  // slice has hydrated, the search opens nothing, so type it again until the list opens.
  await expect(async () => {
    await form.services.fill("");
    await form.services.fill(search);
    await expect(form.services).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await form.services.press("Enter");
}

export async function fillQuote(
  scope: Page | Locator,
  values: { name: string; email?: string; phone?: string; service: string; message?: string },
) {
  const form = quoteForm(scope);
  await form.name.fill(values.name);
  if (values.email) await form.email.fill(values.email);
  if (values.phone) await form.phone.fill(values.phone);
  await addService(scope, values.service);
  if (values.message) await form.message.fill(values.message);
}

/**
 * Resolves once Astro has hydrated the island of a component (`quote-form`, `review-form`,
 * `quote-modal`): it removes the island's `ssr` attribute then. Before that a form is its
 * HTML alone and a quote link is a plain link.
 */
export async function islandHydrated(page: Page, component: string) {
  const island = page.locator(`astro-island[component-url*="/${component}."]`).first();
  await expect(island).toBeAttached();
  await reachUntilHydrated(island, 20_000);
}

export function verificationDialog(page: Page) {
  return page.getByRole("dialog", { name: "Security Verification Required" });
}

/** Ticks the real ALTCHA widget; its proof of work runs against our server's challenge. */
export async function solveAltcha(page: Page) {
  const dialog = verificationDialog(page);
  await expect(dialog).toBeVisible();
  const checkbox = dialog.getByRole("checkbox", { name: "I'm not a robot" });
  await expect(checkbox).toBeVisible();
  // The widget draws its tick over the input; a visitor clicks the label.
  await dialog.getByText("I'm not a robot").click();
  // Verified: the dialog reads 'Sending your message...' and closes.
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

export { expectNoAxeViolations } from "./axe";

export type StoredLead = { id: string; [key: string]: unknown };

/** The leads the e2e server stored, read with the operator's own command. */
export function storedLeads(): StoredLead[] {
  const output = execFileSync("npm", ["run", "--silent", "leads", "--", "--json"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: "utf8",
  });
  return JSON.parse(output) as StoredLead[];
}
