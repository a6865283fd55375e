import { expect, test, type Page } from "@playwright/test";
import { holdScripts, noIslandHydrated } from "./first-tap";

/**
 * A desktop visitor types into a form before it has woken: the browser's own validation
 * is off (the form is `noValidate`), so the form applies the field rules to that text as
 * soon as it wakes, with the same hint a key press would have shown.
 */

async function typeBeforeWaking(page: Page, path: string, scope: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  const form = page.locator(scope);
  await form.scrollIntoViewIfNeeded();
  const name = form.getByLabel(/^Full name|^Your name|^Name/).first();
  const phone = form.getByLabel(/^Phone/).first();
  await name.pressSequentially("Jo3");
  await phone.pressSequentially("630a555");
  expect(await noIslandHydrated(page)).toBe(true);
  await expect(name).toHaveValue("Jo3");
  await release();
  return { name, phone };
}

for (const [path, scope] of [
  ["/contact", "main form"],
  ["/", "#contact form"],
  ["/review", "main form"],
] as const) {
  test(`${path}: text typed before the form woke follows the name and phone rules`, async ({
    page,
  }) => {
    const { name, phone } = await typeBeforeWaking(page, path, scope);
    await expect(name).toHaveValue("Jo", { timeout: 15_000 });
    await expect(name).toHaveAccessibleDescription(/Please enter only letters/);
    await expect(phone).toHaveValue("630555");
    await expect(phone).toHaveAccessibleDescription(/Please enter only numbers/);
  });
}
