import { expect, test, type Page, type Route } from "@playwright/test";
import { messages, quoteForm, solveAltcha, storedLeads } from "./forms-helpers";

/**
 * Issue 50: a visitor who taps on before any page's script has run (a loaded machine, a
 * slow phone) still gives the lead the ad click they came by. Only the head's inline script
 * runs on the pages passed through; every script file waits until the last page.
 */

/** Holds every script file the tab asks for until the returned function lets them go. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    (route) => (holding ? void held.push(route) : route.continue()),
  );
  return async () => {
    holding = false;
    // A request of a page already left is gone: continuing it throws, and nothing waits for it.
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  };
}

/** Follows one of the header's links the moment it is there, as a quick visitor would. */
async function tapOn(page: Page, label: string, path: string) {
  await page
    .getByRole("navigation", { name: "Site" })
    .getByRole("link", { name: label })
    .click({ noWaitAfter: true });
  await page.waitForURL(path, { waitUntil: "commit" });
}

test("a visitor who taps on through two pages before any script runs keeps the ad's landing as the first touch", async ({
  page,
}) => {
  const letScriptsGo = await holdScripts(page);
  await page.goto("/all-services?gbraid=TeSt-gbraid_2", {
    referer: "https://www.youtube.com/",
    waitUntil: "commit",
  });
  await tapOn(page, "Our Gallery", "/gallery");
  await tapOn(page, "General Contractor", "/gc-services");
  await letScriptsGo();

  await page.getByRole("link", { name: "Request a Consultation" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Request a Free Quote" });
  await expect(dialog.getByRole("button", { name: /Remove Full Service/ })).toBeVisible();
  const form = quoteForm(dialog);
  await form.name.fill("Quinn Quick");
  await form.phone.fill("6305550143");
  await form.message.fill("A whole-house renovation, managed start to finish.");
  await dialog.getByRole("button", { name: "Get Free Quote" }).click();
  await solveAltcha(page);
  const success = page.getByRole("status").filter({ hasText: messages.success });
  await expect(success).toBeVisible({ timeout: 15_000 });
  const reference = (await success.textContent())?.match(/Reference: (\S+)/)?.[1];
  const lead = storedLeads().find((row) => row.id === reference);
  expect(lead).toMatchObject({
    firstTouch: "path=%2Fall-services&ref=www.youtube.com&gbraid=TeSt-gbraid_2",
  });
});
