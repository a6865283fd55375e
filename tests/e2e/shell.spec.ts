import { expect, test, type Page } from "@playwright/test";
import {
  coveredBySocialTab,
  expectNoAxeViolations,
  expectSectionAtOffset,
  hydrated,
  phone,
  scrollPositions,
  scrollSettled,
} from "./shell-helpers";

const socialNav = (page: Page) => page.getByRole("navigation", { name: "Social media" });
const socialToggle = (page: Page) => page.locator("#social-menu > button[aria-expanded]");

async function expectSocialOpen(page: Page, open: boolean) {
  await expect(socialToggle(page)).toHaveAttribute("aria-expanded", String(open));
  if (open) await expect(socialNav(page)).toBeVisible();
  else await expect(page.locator("#social-menu > nav")).toBeHidden();
}

test.describe("mini social menu on wide screens", () => {
  test.beforeEach(async ({ page }) => {
    // A long page of our own, so there is room to scroll.
    await page.goto("/privacy-policy");
    await hydrated(page);
  });

  test("is open by default, with Facebook, Instagram and Google in a new tab", async ({ page }) => {
    await expectSocialOpen(page, true);
    for (const name of [/Facebook/, /Instagram/, /Google/]) {
      const link = socialNav(page).getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(socialNav(page).getByRole("button", { name: /Yelp/ })).toBeVisible();
  });

  test("closes on scroll, and its toggle opens it again", async ({ page }) => {
    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, 300);
    await expectSocialOpen(page, false);
    await socialToggle(page).click();
    await expectSocialOpen(page, true);
  });

  test("closes on Escape and gives focus back to its toggle", async ({ page }) => {
    await socialNav(page)
      .getByRole("link", { name: /Instagram/ })
      .focus();
    await page.keyboard.press("Escape");
    await expectSocialOpen(page, false);
    await expect(socialToggle(page)).toBeFocused();
  });

  test("closes on a click outside it", async ({ page }) => {
    await page.mouse.click(900, 200);
    await expectSocialOpen(page, false);
  });

  test("stays open for a click inside it", async ({ page }) => {
    const box = await socialNav(page).boundingBox();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + 2);
    await expectSocialOpen(page, true);
  });

  test("closes when focus leaves it", async ({ page }) => {
    await socialNav(page)
      .getByRole("link", { name: /Facebook/ })
      .focus();
    await page.keyboard.press("Tab");
    await expectSocialOpen(page, true);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expectSocialOpen(page, false);
  });

  test("Yelp opens the reviews dialog, which closes on Escape and returns focus", async ({
    page,
  }) => {
    const yelp = socialNav(page).getByRole("button", { name: /Yelp/ });
    await yelp.click();
    const dialog = page.getByRole("dialog", { name: "Our Reviews on Yelp" });
    await expect(dialog).toBeVisible();
    const business = dialog.getByRole("link", { name: /Yelp page/ });
    const hidden = dialog.getByRole("link", { name: /not currently recommend/ });
    await expect(business).toHaveAttribute("href", /^https:\/\/www\.yelp\.com\/biz\//);
    await expect(hidden).toHaveAttribute(
      "href",
      /^https:\/\/www\.yelp\.com\/not_recommended_reviews\//,
    );
    for (const link of [business, hidden]) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expectNoAxeViolations(page, ['[role="dialog"]']);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(yelp).toBeFocused();
    await expectSocialOpen(page, true);
  });

  test("the Yelp dialog traps Tab and closes with its close button", async ({ page }) => {
    await socialNav(page).getByRole("button", { name: /Yelp/ }).click();
    const dialog = page.getByRole("dialog", { name: "Our Reviews on Yelp" });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("mini social menu on phones", () => {
  test.use({ viewport: phone });

  test("is closed by default, opens with its toggle and closes on scroll", async ({ page }) => {
    await page.goto("/privacy-policy");
    await hydrated(page);
    await expectSocialOpen(page, false);
    await socialToggle(page).click();
    await expectSocialOpen(page, true);
    await page.evaluate(() => window.scrollBy({ top: 200, behavior: "instant" }));
    await expectSocialOpen(page, false);
  });
});

test.describe("mini social menu never covers the page", () => {
  const pages = [
    "/all-services",
    "/",
    "/gallery",
    "/contact",
    "/faq",
    "/gc-services",
    "/review",
    "/services/kitchen-remodeling",
    "/services/roofing",
    "/privacy-policy",
  ];

  for (const viewport of [phone, { width: 1024, height: 768 }]) {
    for (const path of pages) {
      test(`at ${viewport.width} px, no scroll position of ${path} has it over text or a control`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await hydrated(page);
        // Closed, as a phone shows it and as any screen leaves it once the visitor scrolls.
        if ((await socialToggle(page).getAttribute("aria-expanded")) === "true") {
          await socialToggle(page).click();
        }
        await expectSocialOpen(page, false);
        const positions = await scrollPositions(page);
        expect(await page.evaluate(coveredBySocialTab, positions)).toEqual([]);
      });
    }
  }
});

test.describe("footer", () => {
  test("on the home page, its links scroll to the sections", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const footer = page.locator("footer");
    for (const [name, id] of [
      ["Reviews", "reviews"],
      ["Services", "services"],
      ["Free Quote", "contact"],
    ] as const) {
      await footer.scrollIntoViewIfNeeded();
      await scrollSettled(page);
      await footer.getByRole("link", { name, exact: true }).click();
      await expectSectionAtOffset(page, id);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    }
  });

  test("elsewhere, its links navigate to pages and to home sections", async ({ page }) => {
    await page.goto("/faq");
    await hydrated(page);
    const footer = page.locator("footer");
    await footer.getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/all-services$/);
    await page.locator("footer").getByRole("link", { name: "Reviews", exact: true }).click();
    await expect(page).toHaveURL(/\/#reviews$/);
    await expectSectionAtOffset(page, "reviews");
  });

  test("has phone, e-mail, hours, social links and the copyright", async ({ page }) => {
    await page.goto("/privacy-policy");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
      "href",
      /^tel:\+1\d{10}$/,
    );
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer).toContainText("Mon-Sat 7AM-7PM");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    for (const name of [/Facebook/, /Instagram/, /Yelp/, /Google/]) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("target", "_blank");
    }
    // Large call and e-mail buttons belong to the phone layout only.
    await expect(footer.getByRole("link", { name: "Email" })).toBeHidden();
  });

  test("on phones, puts large call and e-mail buttons first", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/privacy-policy");
    const email = page.locator("footer").getByRole("link", { name: "Email" });
    await expect(email).toBeVisible();
    const box = await email.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  });
});

test.describe("privacy policy", () => {
  test("covers what the spec requires, with a working table of contents", async ({ page }) => {
    await page.goto("/privacy-policy");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    const main = page.locator("main");
    for (const text of [
      "STOP",
      "HELP",
      /message and data rates may apply/i,
      /how often/i,
      "ALTCHA",
      "reCAPTCHA",
      "Turnstile",
      "EmailJS",
      /do not sell/i,
      /how long we keep it/i,
    ]) {
      await expect(main).toContainText(text);
    }
    const toc = page.getByRole("navigation", { name: "On this page" });
    await toc.getByRole("link", { name: "How long we keep it" }).click();
    await expect(page).toHaveURL(/#how-long-we-keep-it$/);
    await expectSectionAtOffset(page, "how-long-we-keep-it");
  });

  test("keeps lines readable: 60 to 75 characters at most", async ({ page }) => {
    await page.goto("/privacy-policy");
    const perLine = await page
      .locator("article p")
      .nth(1)
      .evaluate((p) => {
        const style = getComputedStyle(p);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = p.textContent ?? "";
        const averageCharWidth = context.measureText(text).width / text.length;
        return p.getBoundingClientRect().width / averageCharWidth;
      });
    expect(perLine).toBeGreaterThanOrEqual(55);
    expect(perLine).toBeLessThanOrEqual(76);
  });

  test("fits a phone screen without sideways scrolling", async ({ page }) => {
    await page.setViewportSize(phone);
    for (const path of ["/privacy-policy", "/faq"]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(
        phone.width,
      );
    }
  });

  for (const viewport of [{ width: 1366, height: 900 }, phone]) {
    test(`has no axe violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/privacy-policy");
      await hydrated(page);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("home page shell accessibility", () => {
  for (const viewport of [{ width: 1366, height: 900 }, phone]) {
    test(`navbar, social menu and footer have no axe violations at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await hydrated(page);
      await expectNoAxeViolations(page, ["header[data-visible]", "#social-menu", "footer"]);
      if (viewport.width < 1024) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expectNoAxeViolations(page, ["header[data-visible]"]);
      }
    });
  }
});
