import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, hydrated, islandHydrated } from "./shell-helpers";

function questions(page: Page) {
  return page
    .getByRole("main")
    .getByRole("button", { expanded: false })
    .or(page.getByRole("main").getByRole("button", { expanded: true }));
}

async function openFaq(page: Page) {
  await page.goto("/faq");
  await hydrated(page);
  await islandHydrated(page.getByRole("main").getByRole("button").first());
}

test.describe("FAQ page", () => {
  test("lists nine questions, all closed at first", async ({ page }) => {
    await openFaq(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await expect(questions(page)).toHaveCount(9);
    await expect(page.getByRole("main").getByRole("button", { expanded: true })).toHaveCount(0);
  });

  test("a click opens one answer and closes the one open before", async ({ page }) => {
    await openFaq(page);
    const timeline = page.getByRole("button", { name: "How long does a typical remodel take?" });
    const permits = page.getByRole("button", { name: "Do you handle permits?" });

    await timeline.click();
    await expect(timeline).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/2-4 weeks/)).toBeVisible();

    await permits.click();
    await expect(permits).toHaveAttribute("aria-expanded", "true");
    await expect(timeline).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(/2-4 weeks/)).toBeHidden();
    await expect(page.getByRole("main").getByRole("button", { expanded: true })).toHaveCount(1);

    await permits.click();
    await expect(permits).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("main").getByRole("button", { expanded: true })).toHaveCount(0);
  });

  test("Enter and Space toggle a question from the keyboard", async ({ page }) => {
    await openFaq(page);
    const financing = page.getByRole("button", { name: "Do you offer financing?" });
    await financing.focus();

    await page.keyboard.press("Enter");
    await expect(financing).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/zero down payment/)).toBeVisible();

    await page.keyboard.press("Enter");
    await expect(financing).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Space");
    await expect(financing).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(financing).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(/zero down payment/)).toBeHidden();
  });

  test("'Contact Us Today' opens the quote dialog", async ({ page }) => {
    await openFaq(page);
    await expect(page.getByRole("heading", { name: "Still Have Questions?" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /\(630\)/ })).toHaveAttribute(
      "href",
      /^tel:/,
    );
    await expect(page.getByRole("main").getByRole("link", { name: /@/ })).toHaveAttribute(
      "href",
      /^mailto:/,
    );

    await page.getByRole("link", { name: "Contact Us Today" }).click();
    await expect(page.getByRole("dialog", { name: "Request a Free Quote" })).toBeVisible();
  });

  test("has no axe violations, closed and with an answer open", async ({ page }) => {
    await openFaq(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "What warranty do you provide?" }).click();
    await expect(page.getByText(/year warranty/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("carries FAQPage structured data that the security policy lets through", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await openFaq(page);

    const json = await page.locator('script[type="application/ld+json"]').textContent();
    // The FAQ is one node of the page's graph, beside the business (decision 214).
    const graph = (JSON.parse(json ?? "{}") as { "@graph": { "@type": string }[] })["@graph"];
    const data = graph.find((node) => node["@type"] === "FAQPage") as
      { mainEntity: unknown[] } | undefined;
    expect(data?.mainEntity).toHaveLength(9);

    await page.getByRole("button", { name: "Do you handle permits?" }).click();
    expect(violations).toEqual([]);
  });
});
