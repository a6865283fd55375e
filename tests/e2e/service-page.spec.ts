import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, hydrated } from "./shell-helpers";

const pages = [
  {
    path: "/services/roofing",
    title: "Roofing",
    feature: "Full tear-off and replacement",
    tag: "Remove Roofing",
  },
  {
    path: "/services/windows-and-doors",
    title: "Windows & Doors",
    feature: null,
    tag: "Remove Windows",
  },
] as const;

const steps = ["Consultation", "Planning & Design", "Execution", "Completion"];

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

function section(page: Page, heading: string) {
  return page.getByRole("region", { name: heading });
}

for (const service of pages) {
  test.describe(`generic service page ${service.path}`, () => {
    test("shows the title, five features and the four process steps", async ({ page }) => {
      await open(page, service.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);

      const offer = section(page, "What We Offer");
      await expect(offer.getByRole("listitem")).toHaveCount(5);
      if (service.feature) await expect(offer.getByText(service.feature)).toBeVisible();

      const process = section(page, "Our Process");
      await expect(process.getByRole("heading", { level: 3 })).toHaveText(steps);
      await expect(process.getByRole("listitem")).toHaveCount(4);
      for (const item of await process.getByRole("listitem").all()) {
        await expect(item.getByRole("paragraph")).not.toBeEmpty();
      }

      const cta = section(page, "Ready to Get Started?");
      await expect(
        cta.getByText("Contact us today for a free consultation and estimate."),
      ).toBeVisible();
    });

    test("'Get Free Estimate' opens /contact with the service already chosen", async ({ page }) => {
      await open(page, service.path);
      // The first screen offers it, and the closing call to action again.
      await page.getByRole("link", { name: "Get Free Estimate" }).first().click();
      await expect(page).toHaveURL(/\/contact\?service=/);
      await expect(page.getByRole("button", { name: service.tag })).toBeVisible();
    });

    test("'Ask Questions' opens /contact", async ({ page }) => {
      await open(page, service.path);
      await page.getByRole("link", { name: "Ask Questions" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request a Free Quote");
    });

    test("'Back to Services' returns home", async ({ page }) => {
      await open(page, service.path);
      await page.getByRole("link", { name: "Back to Services" }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test("has no axe violations", async ({ page }) => {
      await open(page, service.path);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("generic service page photo", () => {
  test("falls back to the roofing photo when the service's own photo fails", async ({ page }) => {
    await page.route(/\/images\/other\/door-fitting-handyman-/, (route) => route.abort());
    await open(page, "/services/windows-and-doors");
    const photo = page.getByRole("main").locator("picture img").first();
    await expect(photo).toHaveAttribute("src", /\/images\/roofing\//);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test("shows a placeholder when the roofing photo itself fails", async ({ page }) => {
    await page.route(/\/images\/roofing\//, (route) => route.abort());
    await open(page, "/services/roofing");
    await expect(page.getByRole("img", { name: /Image failed to load/ })).toBeVisible();
    await expect(page.getByRole("main").getByText("Image failed to load")).toBeVisible();
  });
});

test.describe("any service address", () => {
  const direct = [
    { path: "/services/hvac", title: "HVAC", indexed: true },
    { path: "/services/windows-doors", title: "Windows Doors", indexed: false },
    { path: "/services/unknown-thing", title: "Unknown Thing", indexed: false },
  ] as const;

  for (const service of direct) {
    test(`a direct load of ${service.path} is the '${service.title}' page`, async ({ page }) => {
      const response = await page.goto(service.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${service.path}$`));
      await expect(page).toHaveTitle(new RegExp(`^${service.title} \\| `));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${service.path}$`),
      );
      await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(
        service.indexed ? 0 : 1,
      );
      // The page works as any other: its islands hydrate under the same CSP.
      await hydrated(page);
      await expect(page.getByRole("region", { name: "What We Offer" })).toBeVisible();
    });
  }

  test("an unknown service gets the fallback content, and its quote asks for nothing", async ({
    page,
  }) => {
    await open(page, "/services/windows-doors");
    await expect(section(page, "What We Offer").getByText("Free on-site estimate")).toBeVisible();
    // The first screen offers it, and the closing call to action again.
    await page.getByRole("link", { name: "Get Free Estimate" }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("a malformed address, or the template's own, goes home", async ({ page }) => {
    for (const path of ["/services/Windows_Doors", "/services/_template"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await expect(page.locator("#home")).toBeVisible();
    }
  });
});

test.describe("services without a photo of their own yet", () => {
  for (const slug of ["basements", "foundations", "cement"]) {
    test(`/services/${slug} shows a photo, not a drawing`, async ({ page }) => {
      await open(page, `/services/${slug}`);
      const photo = page.getByRole("main").locator("picture img").first();
      await expect(photo).toBeVisible();
      await expect(photo).not.toHaveAttribute("alt", /illustration|drawing/i);
      await expect(photo).not.toHaveAttribute("src", /-sample-/);
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    });
  }
});
