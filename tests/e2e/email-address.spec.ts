import { expect, test } from "@playwright/test";
import { messages as schemaMessages } from "../../contracts/quote-schema";
import { fillQuote, islandHydrated, quoteForm, storedLeads } from "./forms-helpers";

/*
 * Issue 32, item 2, in the browser: the quote form refuses what the API refuses, before
 * anything is sent.
 */

test.describe("an attacker's e-mail address in the quote form", () => {
  for (const email of [
    "x<victim@example.org>",
    "attacker@example.net?bcc=victim%40example.org",
    '"victim"@example.org',
  ]) {
    test(`an attacker's ${email} is refused before anything is sent`, async ({ page }) => {
      const sent: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/contact")) sent.push(request.method());
      });
      await page.goto("/contact");
      const form = page.getByRole("form", { name: "Tell us about your project" });
      await fillQuote(form, {
        name: "Dana Whitfield",
        email,
        service: "bath",
        message: "Walk-in shower and a double vanity, budget around 25k.",
      });
      await islandHydrated(page, "quote-form");
      await form.getByRole("button", { name: "Get Free Quote" }).click();

      const field = quoteForm(form).email;
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(schemaMessages.emailInvalid));
      await expect(field).toBeFocused();
      expect(sent).toEqual([]);
      expect(storedLeads().filter((lead) => lead.email === email)).toEqual([]);
    });
  }
});
