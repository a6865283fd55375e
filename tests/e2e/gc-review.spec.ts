import { expect, test, type Page } from "@playwright/test";
import { site } from "../../content/site";
import { phone } from "./shell-helpers";
import {
  expectNoAxeViolations,
  islandHydrated,
  solveAltcha,
  verificationDialog,
} from "./forms-helpers";

/** Opens a page once the island under test runs: the quote dialog, or the review form. */
async function open(page: Page, path: string, island = "quote-modal") {
  await page.goto(path);
  await islandHydrated(page, island);
}

const openReview = (page: Page) => open(page, "/review", "review-form");

test.describe("General Contractor page", () => {
  test("covers duties, investor oversight, audiences, process and proof", async ({ page }) => {
    await open(page, "/gc-services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("General Contractor Services");
    const duties = page.getByRole("region", { name: "We Run the Job, So You Don't Have To" });
    await expect(duties.getByRole("heading", { level: 3 })).toHaveText([
      "Permits",
      "Trades",
      "Schedule",
      "Budget",
      "Inspections",
    ]);
    const oversight = page.getByRole("region", {
      name: "Your Eyes on Site, Even From Out of Town",
    });
    await expect(oversight.getByRole("heading", { level: 3 })).toHaveText([
      "Photo progress reports",
      "Draw schedules tied to work",
      "A dedicated project manager",
    ]);
    await expect(
      page.getByRole("region", { name: "Built Around How You Own Property" }).getByRole("heading", {
        level: 3,
      }),
    ).toHaveText(["Homeowners", "Investors", "Developers"]);
    await expect(
      page.getByRole("region", { name: "Our Contracting Process" }).getByRole("listitem"),
    ).toHaveCount(5);
    const proof = page.getByRole("region", { name: "A Track Record You Can Check" });
    await expect(proof.locator("dd")).toHaveText(["400+", "12+", "4.9"]);
  });

  test("'Request a Consultation' opens the quote dialog with full-service renovation chosen", async ({
    page,
  }) => {
    await open(page, "/gc-services");
    // A link to the contact form in the HTML, which the quote dialog island takes over.
    await page.getByRole("link", { name: "Request a Consultation" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: /Remove Full Service/ })).toBeVisible();
  });

  test("the call button dials the business", async ({ page }) => {
    await open(page, "/gc-services");
    await expect(page.getByRole("link", { name: /^Call \(630\) 555-0142/ })).toHaveAttribute(
      "href",
      "tel:+16305550142",
    );
  });

  test("/general-contractor redirects here, and the page has no axe violations", async ({
    page,
  }) => {
    await page.goto("/general-contractor");
    await expect(page).toHaveURL(/\/gc-services$/);
    await islandHydrated(page, "quote-modal");
    await expectNoAxeViolations(page);
  });
});

test.describe("Review page", () => {
  test("thanks the client and links to Google's review form and Yelp in a new tab", async ({
    page,
  }) => {
    await openReview(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You for Choosing Us");
    const google = page.getByRole("link", { name: /Review us on Google/ });
    await expect(google).toHaveAttribute(
      "href",
      `https://search.google.com/local/writereview?placeid=${site.googlePlaceId}`,
    );
    await expect(google).toHaveAttribute("target", "_blank");
    const yelp = page.getByRole("link", { name: /Review us on Yelp/ });
    await expect(yelp).toHaveAttribute("href", /^https:\/\/www\.yelp\.com\/biz\//);
    await expect(yelp).toHaveAttribute("target", "_blank");
  });

  test("/client-review redirects here, and the page has no axe violations", async ({ page }) => {
    await page.goto("/client-review");
    await expect(page).toHaveURL(/\/review$/);
    await islandHydrated(page, "review-form");
    await expectNoAxeViolations(page);
  });

  test("validates the name and the platforms before any verification", async ({ page }) => {
    await openReview(page);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Please select at least one review platform")).toBeVisible();
    await expect(page.getByLabel(/^Your name/)).toBeFocused();
    await expect(verificationDialog(page)).toBeHidden();

    await page.getByLabel(/^Your name/).fill("Jo");
    await page.getByLabel(/^Phone/).fill("123");
    await page.getByRole("checkbox", { name: "Yelp" }).check();
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByLabel(/^Phone/)).toBeFocused();
    await expect(page.getByLabel(/^Phone/)).toHaveAttribute("aria-invalid", "true");
    await expect(verificationDialog(page)).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test("a notice passes the real ALTCHA check and shows the thank-you", async ({ page }) => {
    await openReview(page);
    await page.getByLabel(/^Your name/).fill("Dana Whitfield");
    await page.getByLabel(/^Phone/).fill("6305550199");
    await page.getByRole("checkbox", { name: "Google" }).check();
    await page.getByRole("checkbox", { name: "Yelp" }).check();
    await page.getByLabel(/^Message/).fill("Loved the new bathroom.");
    const response = page.waitForResponse("**/api/review-completion");
    await page.getByRole("button", { name: "Send" }).click();
    await solveAltcha(page);
    const answer = await response;
    expect(answer.status()).toBe(200);
    expect(JSON.parse(answer.request().postData() ?? "{}")).toMatchObject({
      client_name: "Dana Whitfield",
      client_phone: "6305550199",
      review_platforms: ["google", "yelp"],
      message: "Loved the new bathroom.",
    });
    const thanks = page.getByRole("status").filter({ hasText: "Thank you!" });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test.describe("Review page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("offers the phone and e-mail instead of a form that cannot be sent", async ({ page }) => {
    await page.goto("/review");
    // Playwright's text and role queries skip <noscript>, so look at it with CSS.
    const note = page.locator("noscript div").first();
    await expect(note).toBeVisible();
    await expect(note).toContainText("This form needs JavaScript");
    await expect(note.locator("a[href^='tel:']")).toBeVisible();
    await expect(note.locator("a[href^='mailto:']")).toBeVisible();
    await expect(page.getByRole("form", { name: "Let Us Know You Did" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Let Us Know You Did" })).toBeVisible();
  });

  test("fits a phone's width", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/review");
    await expect(page.locator("noscript div").first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
