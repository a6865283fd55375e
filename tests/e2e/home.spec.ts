import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, expectScrolledTo, waitForHydration } from "./home-helpers";

const sectionIds = ["home", "services", "portfolio", "reviews", "about", "contact"];

test.describe("Home page", () => {
  test("has the six sections in order, each named by its heading", async ({ page }) => {
    await page.goto("/");
    // Top-level sections, wherever an island wraps them.
    const ids = await page
      .locator("main section[id]")
      .evaluateAll((els) =>
        els.filter((e) => !e.parentElement?.closest("section")).map((e) => e.id),
      );
    expect(ids).toEqual(sectionIds);
    for (const id of sectionIds) {
      await expect(page.locator(`#${id}`)).toHaveAttribute("aria-labelledby", /.+/);
    }
  });

  for (const id of sectionIds.slice(1)) {
    test(`/#${id} lands on the ${id} section`, async ({ page }) => {
      await page.goto(`/#${id}`);
      await expectScrolledTo(page, `#${id}`);
    });
  }

  test("the service actions lead where they say", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page, "#services");
    const services = page.locator("#services");

    await services.getByRole("link", { name: "Schedule Free Estimate" }).click();
    const firstField = page.locator("#financing-form").getByRole("textbox", { name: /Full name/ });
    await expect(firstField).toBeFocused();
    await expect(firstField).toBeInViewport();
    await expect(page.getByRole("heading", { name: "Get Pre-Approved Now" })).toBeInViewport();

    await services.getByRole("link", { name: "View All Services" }).click();
    await expect(page).toHaveURL(/\/all-services$/);
    await page.goBack();
    await page
      .locator("#services")
      .getByRole("link", { name: "Learn More About GC Services" })
      .click();
    await expect(page).toHaveURL(/\/gc-services$/);
  });

  test("the financing block offers 100% financing and the pre-approval form", async ({ page }) => {
    await page.goto("/");
    const block = page.locator("#services");
    for (const point of ["Zero down payment", "Quick approval", "No credit check"]) {
      await expect(block.getByText(point)).toBeVisible();
    }
    const form = page.locator("form#financing-form");
    await expect(form).toHaveAccessibleName("Get Pre-Approved Now");
    await expect(form.getByRole("button", { name: "Get Pre-Approved Now" })).toBeVisible();
  });

  test("the portfolio shows five categorised projects and leads to the gallery", async ({
    page,
  }) => {
    await page.goto("/");
    const portfolio = page.locator("#portfolio");
    await expect(portfolio.locator("figure")).toHaveCount(5);
    for (const category of ["Kitchen", "Bathroom", "Foundation", "Plumbing", "Cement"]) {
      await expect(portfolio.getByText(category, { exact: true })).toBeVisible();
    }
    await portfolio.getByRole("link", { name: /View More/ }).click();
    await expect(page).toHaveURL(/\/gallery$/);
  });

  test("reviews state the rating with its source and link to both platforms", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page, "#reviews");
    const reviews = page.locator("#reviews");
    await expect(reviews.getByText("4.9", { exact: true })).toBeVisible();
    await expect(
      reviews.getByText(/127 reviews on Google and Yelp, as of [A-Z][a-z]+ \d{4}$/),
    ).toBeVisible();

    const google = reviews.getByRole("link", { name: /Google Reviews/ });
    await expect(google).toHaveAttribute("href", /^https:\/\/www\.google\.com\/search\?/);
    await expect(google).toHaveAttribute("target", "_blank");
    await expect(google).toHaveAttribute("rel", /noopener/);

    const yelp = reviews.getByRole("button", { name: "Yelp Reviews" });
    await yelp.click();
    const dialog = page.getByRole("dialog", { name: "Our Reviews on Yelp" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link")).toHaveCount(2);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(yelp).toBeFocused();
  });

  test("about shows the three promises and the figures", async ({ page }) => {
    await page.goto("/");
    const about = page.locator("#about");
    for (const title of ["Licensed & Insured", "Quality Materials", "Timely Completion"]) {
      await expect(about.getByRole("heading", { name: title })).toBeVisible();
    }
    const figures = await about.locator("dd").allTextContents();
    expect(figures).toEqual(["400+", "12+", "100%", "100%"]);
  });

  test("contact cards call, e-mail and text, and show the hours", async ({ page }) => {
    await page.goto("/");
    const contact = page.locator("#contact");
    await expect(contact.getByRole("link", { name: /Call/ })).toHaveAttribute(
      "href",
      /^tel:\+1\d{10}$/,
    );
    await expect(contact.getByRole("link", { name: /Email/ })).toHaveAttribute(
      "href",
      /^mailto:.+@.+/,
    );
    await expect(contact.getByRole("link", { name: /Text/ })).toHaveAttribute(
      "href",
      /^sms:\+1\d{10}$/,
    );
    await expect(contact.getByText("Mon-Sat 7AM-7PM")).toBeVisible();
    await expect(contact.getByRole("heading", { name: "Request a Free Quote" })).toBeVisible();
    await expect(contact.locator("form")).toHaveAccessibleName("Request a Free Quote");
  });

  test("photos below the fold are in the HTML, load lazily and shift nothing", async ({ page }) => {
    await page.goto("/");
    // Each of the portfolio's five photos is an <img> with its alt text from the start,
    // left to the browser's lazy loading (decision 096), whether or not a script runs.
    const portfolioImages = page.locator("#portfolio img");
    await expect(portfolioImages).toHaveCount(5);
    for (const img of await portfolioImages.all()) {
      await expect(img).toHaveAttribute("loading", "lazy");
      await expect(img).toHaveAttribute("alt", /\w/);
    }

    await page.evaluate(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) {
          (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: "layout-shift" });
    });
    // As a visitor following a link lands: the section's top at the top of the screen. (An
    // undrawn section stands taller than it is drawn, so centring on it would overshoot.)
    await page.locator("#portfolio").evaluate((section) => section.scrollIntoView());
    await expect
      .poll(() =>
        portfolioImages.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)),
      )
      .toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { shifts: number }).shifts),
    ).toBeLessThan(0.01);
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page, "#contact");
    await expectNoAxeViolations(page);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("nothing is wider than the screen and axe finds nothing", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page, "#contact");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      await expectNoAxeViolations(page);
    });

    test("call and quote stay within thumb's reach between hero and contact", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page, "#contact");
      const bar = page.getByRole("group", { name: "Quick actions" });
      await expect(bar).toBeHidden();
      await page.locator("#portfolio").scrollIntoViewIfNeeded();
      await expect(bar).toBeVisible();
      await expect(bar.getByRole("link", { name: "Call" })).toHaveAttribute("href", /^tel:/);
      await bar.getByRole("link", { name: "Get Free Quote" }).click();
      await expectScrolledTo(page, "#contact");
      await expect(bar).toBeHidden();
    });
  });
});
