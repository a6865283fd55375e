import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectScrolledTo, waitForHydration } from "./home-helpers";
import { dialogSettled } from "./shell-helpers";

const carousel = (page: Page) => page.getByRole("region", { name: "Featured services" });
const card = (page: Page) => carousel(page).getByRole("button", { name: "Bathrooms" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Bathrooms" });

/** Opens the Bathrooms dialog with the carousel paused, so the card stays put. */
async function openBathrooms(page: Page) {
  await page.goto("/");
  await waitForHydration(page, "#services");
  await carousel(page).getByRole("button", { name: "Pause carousel" }).click();
  await card(page).click();
  await expect(dialog(page)).toBeVisible();
}

test.describe("Service dialog", () => {
  test("shows the service: photo with badge, description and what we offer", async ({ page }) => {
    await openBathrooms(page);
    const panel = dialog(page);
    await expect(panel.locator("img")).toBeVisible();
    await expect(panel.getByText("Popular", { exact: true })).toBeVisible();
    await expect(panel.getByText(/Bathrooms rebuilt from the studs/)).toBeVisible();
    await expect(panel.getByRole("heading", { name: "What We Offer:" })).toBeVisible();
    await expect(panel.getByRole("listitem")).toHaveCount(5);
    await expect(panel.getByRole("button", { name: "Get a Quote" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Contact Us" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("traps Tab, closes on Escape and gives focus back to the card", async ({ page }) => {
    await openBathrooms(page);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(card(page)).toBeFocused();
  });

  test("closes from its close button and from the dimmed backdrop", async ({ page }) => {
    await openBathrooms(page);
    await dialog(page).getByRole("button", { name: "Close" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(card(page)).toBeFocused();

    await card(page).click();
    await dialogSettled(dialog(page));
    await page.mouse.click(8, 8);
    await expect(dialog(page)).toBeHidden();
  });

  test("opens by keyboard", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page, "#services");
    await carousel(page).getByRole("button", { name: "Pause carousel" }).click();
    await card(page).focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("button", { name: "Close" })).toBeFocused();
  });

  test("'Get a Quote' opens the quote form with the service chosen", async ({ page }) => {
    await openBathrooms(page);
    await dialog(page).getByRole("button", { name: "Get a Quote" }).click();
    await expect(dialog(page)).toBeHidden();
    const quote = page.getByRole("dialog", { name: "Request a Free Quote" });
    await expect(quote).toBeVisible();
    await expect(quote.getByRole("button", { name: "Remove Bathroom Remodeling" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(quote).toBeHidden();
    await expect(card(page)).toBeFocused();
  });

  test("'Contact Us' closes the dialog and takes the visitor to the contact section", async ({
    page,
  }) => {
    await openBathrooms(page);
    await dialog(page).getByRole("button", { name: "Contact Us" }).click();
    await expect(dialog(page)).toBeHidden();
    await expectScrolledTo(page, "#contact");
    await expect(page.locator("#contact")).toBeFocused();
  });
});
