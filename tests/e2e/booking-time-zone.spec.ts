import { expect, type Page, test } from "@playwright/test";
import { bookingOfferCopy } from "../../content/booking-offer";
import { fillQuote, messages, solveAltcha } from "./forms-helpers";
import { dialogSettled, hydrated } from "./shell-helpers";

/**
 * Issue 55, decision 261: the picker in the quote dialog tells each time on the business's
 * clock (Central); a visitor whose browser is in another zone also sees their own time
 * beside it, and one on the business's clock sees the times alone.
 */

/** Sends a quote from the dialog, opens the picker and answers the day's time labels. */
async function pickerTimes(page: Page, email: string): Promise<string[]> {
  await page.goto("/faq");
  await hydrated(page);
  await page.getByRole("link", { name: "Contact Us Today" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Free Quote" });
  await dialogSettled(dialog);
  await fillQuote(dialog, {
    name: "Zoe Zone",
    email,
    phone: "6305550177",
    service: "kitchen",
    message: "We would like a kitchen remodel quote, please.",
  });
  await dialog.getByLabel("Project ZIP code (optional)").fill("60540");
  await dialog.getByRole("button", { name: "Get Free Quote" }).click();
  await solveAltcha(page);
  await expect(dialog.getByRole("status").filter({ hasText: messages.success })).toBeVisible({
    timeout: 15_000,
  });
  await dialog.getByRole("button", { name: bookingOfferCopy.link }).click();
  const times = dialog.getByRole("group", { name: /Choose a time on/ });
  await expect(times.getByRole("radio").first()).toBeVisible();
  return times.locator("label").allInnerTexts();
}

const minutes = (clock: string) => {
  const [, hour = "0", minute = "0", half] = /^(\d{1,2}):(\d{2}) ([AP]M)$/.exec(clock) ?? [];
  return ((Number(hour) % 12) + (half === "PM" ? 12 : 0)) * 60 + Number(minute);
};

test.describe("a visitor in New York", () => {
  test.use({ timezoneId: "America/New_York" });

  test("sees each time on the business's clock and on their own, an hour later", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const labels = await pickerTimes(page, "zoe.new.york@example.com");
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      const [, business = "", own = ""] =
        /^(\d{1,2}:\d{2} [AP]M) Central \((\d{1,2}:\d{2} [AP]M) your time\)$/.exec(label.trim()) ??
        [];
      expect(business, label).not.toBe("");
      expect(minutes(own) - minutes(business), label).toBe(60);
    }
  });
});

test.describe("a visitor on the business's clock", () => {
  test.use({ timezoneId: "America/Chicago" });

  test("sees the times alone", async ({ page }) => {
    test.setTimeout(90_000);
    const labels = await pickerTimes(page, "zoe.chicago@example.com");
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label.trim()).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
  });
});
