import { expect, test, type Request } from "@playwright/test";
import {
  addService,
  expectNoAxeViolations,
  fillQuote,
  islandHydrated,
  messages,
  quoteForm,
  solveAltcha,
  storedLeads,
  verificationDialog,
} from "./forms-helpers";
import { phone } from "./shell-helpers";

test.describe("quote form on /contact", () => {
  test("a request passes the real ALTCHA check and lands as a lead", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Tell us about your project" });
    await fillQuote(form, {
      name: "Dana Whitfield",
      email: "dana.whitfield@example.com",
      phone: "6305550199",
      service: "bath",
      message: "Walk-in shower and a double vanity, budget around 25k.",
    });
    await addService(form, "tile");
    await quoteForm(form).sms.check();
    await form.getByRole("button", { name: "Get Free Quote" }).click();

    await solveAltcha(page);
    await expect(verificationDialog(page)).toBeHidden();
    const success = page.getByRole("status").filter({ hasText: messages.success });
    await expect(success).toBeVisible({ timeout: 15_000 });
    await expect(success).toBeFocused();
    const reference = (await success.textContent())?.match(/Reference: (\S+)/)?.[1];
    expect(reference).toBeTruthy();
    await expect(quoteForm(form).name).toHaveValue("");

    const lead = storedLeads().find((row) => row.id === reference);
    expect(lead).toMatchObject({
      type: "contact",
      name: "Dana Whitfield",
      email: "dana.whitfield@example.com",
      // Stored as E.164, so an erasure request matches it in any format.
      phone: "+16305550199",
      service: "Bathroom Remodeling, Tile Work",
      message: "Walk-in shower and a double vanity, budget around 25k.",
      smsConsent: "Yes",
    });
  });

  test("shows the error message when the server fails", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 500, json: { success: false, error: "Database unavailable" } }),
    );
    await page.goto("/contact");
    await fillQuote(page, {
      name: "Sam Ortiz",
      phone: "6305550123",
      service: "roof",
      message: "Leaking roof over the garage.",
    });
    await page.getByRole("button", { name: "Get Free Quote" }).click();
    await solveAltcha(page);
    await expect(page.getByRole("alert").filter({ hasText: messages.error })).toBeVisible();
    // Nothing the visitor typed is lost.
    await expect(quoteForm(page).name).toHaveValue("Sam Ortiz");
  });

  test("gives up after 30 seconds without an answer", async ({ page }) => {
    await page.clock.install();
    let contactRequest: Request | undefined;
    // Hold the request forever, as a server that hangs would.
    await page.route("**/api/contact", (route) => {
      contactRequest = route.request();
    });
    await page.goto("/contact");
    await fillQuote(page, {
      name: "Sam Ortiz",
      email: "sam@example.com",
      service: "siding",
      message: "New siding on a two-storey house.",
    });
    await page.getByRole("button", { name: "Get Free Quote" }).click();
    await solveAltcha(page);
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect.poll(() => contactRequest).toBeTruthy();

    // The page clock keeps flowing in real time too, so stop a little short of 30 s.
    await page.clock.fastForward(25_000);
    await expect(sending).toBeVisible();
    await expect(page.getByText(messages.error)).toBeHidden();
    await page.clock.fastForward(5_500);
    await expect(page.getByRole("alert").filter({ hasText: messages.error })).toBeVisible();
    await expect(page.getByRole("button", { name: "Get Free Quote" })).toBeVisible();
  });

  test("validates on submit, focuses the first invalid field and clears errors on edit", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = quoteForm(page);
    await page.getByRole("button", { name: "Get Free Quote" }).click();
    await expect(form.name).toBeFocused();
    await expect(form.name).toHaveAttribute("aria-invalid", "true");
    await expect(form.name).toHaveAccessibleDescription(/Name is required/);
    await expect(form.email).toHaveAccessibleDescription(
      /Either email or phone number is required/,
    );
    await expect(form.services).toHaveAccessibleDescription(/Please select at least one service/);
    await expect(form.message).toHaveAccessibleDescription(/Message is required/);
    await expect(verificationDialog(page)).toBeHidden();

    // No layout jump: the field below keeps its place when the errors go.
    const top = () =>
      form.message.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    await form.phone.fill("6305550142");
    await expect(form.email).not.toHaveAttribute("aria-invalid");
    await expect(form.phone).not.toHaveAttribute("aria-invalid");
    expect(await top()).toBe(before);

    await form.name.fill("Jo");
    await page.getByRole("button", { name: "Get Free Quote" }).click();
    await expect(form.services).toBeFocused();
  });

  test("keeps a typed draft across a reload", async ({ page }) => {
    await page.goto("/contact");
    await quoteForm(page).name.fill("Dana Whitfield");
    await addService(page, "kitchen");
    // The visitor reloads a form that shows the service, as it is stored.
    const chosen = page.getByRole("button", { name: "Remove Kitchen Remodeling" });
    await expect(chosen).toBeVisible();
    await page.reload();
    await expect(quoteForm(page).name).toHaveValue("Dana Whitfield");
    await expect(chosen).toBeVisible();
  });

  test("preselects a service from ?service=", async ({ page }) => {
    await page.goto("/contact?service=Windows%20%26%20Doors");
    await expect(page.getByRole("button", { name: "Remove Windows" })).toBeVisible();
  });

  test("can be completed with the keyboard alone", async ({ page }) => {
    await page.goto("/contact");
    const form = quoteForm(page);
    await expect(page.getByRole("button", { name: "Get Free Quote" })).toBeEnabled();
    await form.name.focus();
    await page.keyboard.type("Dana Whitfield");
    await expect(form.name).toHaveValue("Dana Whitfield");
    await page.keyboard.press("Tab");
    await expect(form.email).toBeFocused();
    await page.keyboard.type("dana@example.com");
    await expect(form.email).toHaveValue("dana@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(form.services).toBeFocused();
    await page.keyboard.type("bas");
    await expect(page.getByRole("option", { name: "Basement Finishing" })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Remove Basement Finishing" })).toBeVisible();
    await page.keyboard.press("Escape");
    await form.message.focus();
    await page.keyboard.type("Finish the basement with a bathroom.");
    // The photos and the project's details, each one stop, then the SMS box and its link.
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Add photos (optional)")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Project ZIP code (optional)")).toBeFocused();
    await page.keyboard.type("60540");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "By phone" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "By text" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "Morning" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Get Free Quote" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(verificationDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(verificationDialog(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Get Free Quote" })).toBeFocused();
  });

  test("has no axe violations with errors showing and in the verification dialog", async ({
    page,
  }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Get Free Quote" }).click();
    await expect(quoteForm(page).name).toBeFocused();
    await quoteForm(page).services.click();
    await expect(page.getByRole("listbox")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await fillQuote(page, {
      name: "Dana Whitfield",
      phone: "6305550199",
      service: "plumb",
      message: "Re-pipe a 1950s house.",
    });
    await page.getByRole("button", { name: "Get Free Quote" }).click();
    await expect(
      verificationDialog(page).getByRole("checkbox", { name: "I'm not a robot" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("captcha load failures", () => {
  // Our server's policy allows only the configured provider (ALTCHA here); the page must
  // try to fetch the other providers' scripts for the interception to be the failure.
  test.use({ bypassCSP: true });

  for (const [provider, name, script] of [
    ["recaptcha", "reCAPTCHA", "https://www.google.com/recaptcha/api.js**"],
    ["turnstile", "Turnstile", "https://challenges.cloudflare.com/turnstile/v0/api.js**"],
  ] as const) {
    test(`names ${name} and offers a reload when its script cannot load`, async ({ page }) => {
      await page.route("**/api/captcha/config", (route) =>
        route.fulfill({ json: { provider, siteKey: "test-site-key" } }),
      );
      let scriptRequested = false;
      await page.route(script, (route) => {
        scriptRequested = true;
        return route.abort("connectionrefused");
      });
      await page.goto("/contact");
      await fillQuote(page, {
        name: "Sam Ortiz",
        phone: "6305550123",
        service: "hvac",
        message: "Replace the furnace before winter.",
      });
      await page.getByRole("button", { name: "Get Free Quote" }).click();
      const dialog = verificationDialog(page);
      await expect(dialog.getByRole("alert")).toHaveText(
        `Failed to load ${name}. Please refresh the page and try again.Refresh Page`,
      );
      expect(scriptRequested).toBe(true);
      const reload = page.waitForEvent("framenavigated");
      await dialog.getByRole("button", { name: "Refresh Page" }).click();
      await reload;
      await expect(verificationDialog(page)).toBeHidden();
    });
  }
});

test.describe("financing form", () => {
  test("sends an empty message as 'Financing inquiry'", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("#financing-form");
    await form.scrollIntoViewIfNeeded();
    await expect(quoteForm(form).message).not.toHaveAttribute("aria-required");
    await fillQuote(form, { name: "Lee Park", phone: "6305550177", service: "additions" });
    const posted = page.waitForRequest("**/api/contact");
    await form.getByRole("button", { name: "Get Pre-Approved Now" }).click();
    await solveAltcha(page);
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name: "Lee Park",
      phone: "6305550177",
      service: "Additions",
      message: "Financing inquiry",
      smsConsent: "No",
      type: "contact",
      website: "",
    });
    await expect(form.getByText(messages.success)).toBeVisible({ timeout: 15_000 });
  });

  test("keeps its error until the next submit", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 429, json: { success: false, error: "Too many requests" } }),
    );
    await page.goto("/");
    const form = page.locator("#financing-form");
    await fillQuote(form, { name: "Lee Park", phone: "6305550177", service: "additions" });
    await form.getByRole("button", { name: "Get Pre-Approved Now" }).click();
    await solveAltcha(page);
    const error = form.getByRole("alert").filter({ hasText: messages.error });
    await expect(error).toBeVisible();
    await quoteForm(form).email.fill("lee@example.com");
    await page.waitForTimeout(6_000);
    await expect(error).toBeVisible();
  });
});

test.describe("contact modal", () => {
  test("opens from a service with it preselected, passes axe, and resets on close", async ({
    page,
  }) => {
    await page.goto("/");
    await page.locator("#services").scrollIntoViewIfNeeded();
    // The service cards are an island that hydrates once visible; a card opens its dialog then.
    await islandHydrated(page, "services-carousel");
    await page
      .locator("#services")
      .getByRole("button", { name: /Kitchens/ })
      .first()
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Get a Quote" }).click();
    const modal = page.getByRole("dialog", { name: "Request a Free Quote" });
    await expect(modal).toBeVisible();
    await expect(modal).toHaveAccessibleDescription(
      "Fill out the form below and we'll get back to you within 24 hours.",
    );
    await expect(modal.getByRole("button", { name: "Remove Kitchen Remodeling" })).toHaveCount(1);
    await modal.getByRole("button", { name: "Get Free Quote" }).click();
    await expect(quoteForm(modal).name).toBeFocused();
    await expectNoAxeViolations(page);

    await quoteForm(modal).name.fill("Dana");
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("offers the phone and e-mail instead of a form that cannot be sent", async ({ page }) => {
    await page.goto("/contact");
    // Playwright's text and role queries skip <noscript>, so look at it with CSS.
    const note = page.locator("noscript div").first();
    await expect(note).toBeVisible();
    await expect(note).toContainText("This form needs JavaScript");
    await expect(note.locator("a[href^='tel:']")).toBeVisible();
    await expect(note.locator("a[href^='mailto:']")).toBeVisible();
    await expect(page.getByRole("form", { name: "Tell us about your project" })).toBeHidden();
  });

  test("fits a phone's width", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/contact");
    await expect(page.locator("noscript div").first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
