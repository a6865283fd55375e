import { expect, test, type Page } from "@playwright/test";
import { solveAltcha, verificationDialog } from "./forms-helpers";
import { expectNoAxeViolations, hydrated } from "./shell-helpers";

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

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
    await page.getByRole("button", { name: "Request a Consultation" }).click();
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
    await hydrated(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("Review page", () => {
  test("thanks the client and links to Google and Yelp in a new tab", async ({ page }) => {
    await open(page, "/review");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You for Choosing Us");
    const google = page.getByRole("link", { name: /Review us on Google/ });
    await expect(google).toHaveAttribute("href", /^https:\/\/www\.google\.com\/search/);
    await expect(google).toHaveAttribute("target", "_blank");
    const yelp = page.getByRole("link", { name: /Review us on Yelp/ });
    await expect(yelp).toHaveAttribute("href", /^https:\/\/www\.yelp\.com\/biz\//);
    await expect(yelp).toHaveAttribute("target", "_blank");
  });

  test("/client-review redirects here, and the page has no axe violations", async ({ page }) => {
    await page.goto("/client-review");
    await expect(page).toHaveURL(/\/review$/);
    await hydrated(page);
    await expectNoAxeViolations(page);
  });

  test("validates the name and the platforms before any verification", async ({ page }) => {
    await open(page, "/review");
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
    await open(page, "/review");
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
