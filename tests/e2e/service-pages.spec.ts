import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectSectionAtOffset, hydrated } from "./shell-helpers";

const pages = [
  {
    path: "/services/bathroom-remodeling",
    title: "Bathroom Remodeling",
    tag: "Remove Bathroom Remodeling",
    stats: ["150+", "3-5 weeks", "2 year"],
    included: "Everything Your New Bathroom Needs",
    features: [
      "Walk-in shower design and installation",
      "Freestanding tub installation",
      "Custom vanity and storage",
      "Luxury tile work",
      "Modern fixtures",
      "Heated flooring",
      "Ventilation and lighting upgrades",
      "Accessibility modifications",
    ],
    process: "Our Bathroom Process",
    steps: [
      "Design Consultation",
      "Space Planning",
      "Material Selection",
      "Professional Installation",
      "Quality Assurance",
    ],
    cta: "Ready for a Bathroom You Love?",
  },
  {
    path: "/services/kitchen-remodeling",
    title: "Kitchen Remodeling",
    tag: "Remove Kitchen Remodeling",
    stats: ["200+", "4-8 weeks", "2 year"],
    included: "Everything Your New Kitchen Needs",
    features: null,
    process: "Our Kitchen Process",
    steps: [
      "Consultation",
      "Design & Planning",
      "Permits & Preparation",
      "Construction",
      "Final Inspection",
    ],
    cta: "Ready to Start Your Kitchen?",
  },
] as const;

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

for (const service of pages) {
  test.describe(`dedicated service page ${service.path}`, () => {
    test("shows the title, three figures, eight inclusions and five steps", async ({ page }) => {
      await open(page, service.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
      const figures = page.getByRole("main").locator("dl").first().locator("dd");
      await expect(figures).toHaveText([...service.stats]);

      const included = page.getByRole("region", { name: service.included });
      await expect(included.getByRole("listitem")).toHaveCount(8);
      if (service.features)
        await expect(included.getByRole("listitem")).toHaveText([...service.features]);

      const process = page.getByRole("region", { name: service.process });
      await expect(process.getByRole("heading", { level: 3 })).toHaveText([...service.steps]);
    });

    test("'Get Free Estimate' lands on the home contact section, scrolled into view", async ({
      page,
    }) => {
      await open(page, service.path);
      const cta = page.getByRole("region", { name: service.cta });
      await cta.getByRole("link", { name: "Get Free Estimate" }).click();
      await expect(page).toHaveURL(/\/#contact$/);
      await expectSectionAtOffset(page, "contact");
      await expect(page.getByRole("heading", { name: "Request a Free Quote" })).toBeInViewport();
    });

    test("'Get Free Quote' opens the quote form with this service already chosen", async ({
      page,
    }) => {
      await open(page, service.path);
      await page.getByRole("link", { name: "Get Free Quote" }).click();
      await expect(page).toHaveURL(/\/contact\?service=/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request a Free Quote");
      await expect(page.getByRole("button", { name: service.tag })).toBeVisible();
    });

    test("'View Our Work' opens the gallery and the back button returns to services", async ({
      page,
    }) => {
      await open(page, service.path);
      await page.getByRole("link", { name: "View Our Work" }).click();
      await expect(page).toHaveURL(/\/gallery$/);

      await open(page, service.path);
      await page.getByRole("main").getByRole("link", { name: "Back to Services" }).click();
      await expect(page).toHaveURL(/\/#services$/);
      await expectSectionAtOffset(page, "services");
    });

    test("has no axe violations", async ({ page }) => {
      await open(page, service.path);
      await expectNoAxeViolations(page);
    });
  });
}
