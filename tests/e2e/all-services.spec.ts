import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "./home-helpers";
import { leadPhotoDrawnAt, photosAskedAt, photosLoaded } from "./lead-photo-helpers";
import { dialogSettled, hydrated } from "./shell-helpers";

const phone = { width: 390, height: 844 };

const search = (page: Page) => page.getByRole("searchbox", { name: "Find a service" });
const grid = (page: Page) => page.getByRole("list", { name: "Services" });
// The grid's own items: each card holds a list of features too.
const gridItems = (page: Page) => grid(page).locator(":scope > li");
const cards = (page: Page) => gridItems(page).filter({ visible: true });
const card = (page: Page, title: string) => grid(page).getByRole("link", { name: title });
const count = (page: Page) => page.getByRole("status").filter({ hasText: /found/ });
const showMore = (page: Page) => page.getByRole("button", { name: /^Show More Services/ });
const detail = (page: Page, title: string) => page.getByRole("dialog", { name: title });
const quoteDialog = (page: Page) => page.getByRole("dialog", { name: "Request a Free Quote" });

async function open(page: Page) {
  await page.goto("/all-services");
  await hydrated(page);
  await waitForHydration(page, "input[type=search]");
}

test.describe("All Services: search", () => {
  test("filters by title, description or features, counts, and starts at page one", async ({
    page,
  }) => {
    await open(page);
    await expect(count(page)).toHaveText("19 services found");
    await showMore(page).click();
    await expect(cards(page)).toHaveCount(16);

    // 'windows' is in the Windows & Doors title and in a Basements feature (egress windows).
    await search(page).fill("WINDOWS");
    await expect(count(page)).toHaveText("2 services found");
    await expect(cards(page)).toHaveCount(2);
    await expect(card(page, "Windows & Doors")).toBeVisible();
    await expect(card(page, "Basements")).toBeVisible();

    // Description text only.
    await search(page).fill("control joints");
    await expect(count(page)).toHaveText("1 service found");
    await expect(card(page, "Cement")).toBeVisible();

    await search(page).fill("");
    await expect(count(page)).toHaveText("19 services found");
    await expect(cards(page)).toHaveCount(8);
    await expect(showMore(page)).toHaveText("Show More Services (11 remaining)");
  });

  test("an empty result offers Clear Search, which clears and refocuses the box", async ({
    page,
  }) => {
    await open(page);
    await search(page).fill("helicopter");
    await expect(page.getByRole("heading", { name: "No services found" })).toBeVisible();
    await expect(count(page)).toHaveText("0 services found");
    await expect(showMore(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Clear Search" }).click();
    await expect(search(page)).toHaveValue("");
    await expect(search(page)).toBeFocused();
    await expect(cards(page)).toHaveCount(8);
  });
});

test.describe("All Services: paging", () => {
  test("8 cards per page at 1366 px, Show More adds 8, then the last 3", async ({ page }) => {
    await open(page);
    await expect(cards(page)).toHaveCount(8);
    await showMore(page).click();
    await expect(cards(page)).toHaveCount(16);
    await expect(card(page, "Full Gut Rehabs")).toBeFocused();
    await expect(showMore(page)).toHaveText("Show More Services (3 remaining)");
    await showMore(page).click();
    await expect(cards(page)).toHaveCount(19);
    await expect(showMore(page)).toHaveCount(0);
    await expect(card(page, "Windows & Doors")).toBeFocused();
  });

  test("6 cards per page at 390 px, before and after hydration", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/all-services", { waitUntil: "commit" });
    // The prerendered HTML already shows a phone's page, so nothing jumps on hydration.
    await expect(cards(page)).toHaveCount(6);
    await waitForHydration(page, "input[type=search]");
    await expect(cards(page)).toHaveCount(6);
    await expect(showMore(page)).toHaveText("Show More Services (13 remaining)");
    await showMore(page).click();
    await expect(cards(page)).toHaveCount(12);
    await expect(card(page, "Siding")).toBeFocused();
  });

  test("the page size follows the window when it is resized", async ({ page }) => {
    await open(page);
    await expect(cards(page)).toHaveCount(8);
    await page.setViewportSize(phone);
    await expect(cards(page)).toHaveCount(6);
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(cards(page)).toHaveCount(8);
  });

  test("every card's photo is in the HTML, lazy, in a box that does not shift", async ({
    page,
  }) => {
    await open(page);
    const lastCard = gridItems(page).nth(7);
    await expect(lastCard.locator("picture img")).toHaveAttribute("loading", "lazy");
    const before = await lastCard.boundingBox();
    await lastCard.scrollIntoViewIfNeeded();
    await expect(lastCard.locator("picture img")).toBeVisible();
    await expect
      .poll(() => lastCard.locator("picture img").evaluate((img: HTMLImageElement) => img.complete))
      .toBe(true);
    const after = await lastCard.boundingBox();
    expect(after?.height).toBe(before?.height);
  });
});

test.describe("All Services: photos on a phone", () => {
  test.use({ viewport: phone });

  test("the first card's photo comes first; the others are asked for once it is drawn", async ({
    page,
  }) => {
    await page.goto("/all-services");
    const photos = gridItems(page).locator("picture img");
    await expect(gridItems(page).first().locator("picture img")).toHaveAttribute(
      "fetchpriority",
      "high",
    );
    const drawnAt = await leadPhotoDrawnAt(photos);
    const others = gridItems(page).locator("picture img:not([fetchpriority])");
    // The next card's photo, below the first screen, still comes before it is reached.
    await expect.poll(() => photosLoaded(others), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const askedAt = await photosAskedAt(others);
    expect(askedAt.length).toBeGreaterThanOrEqual(1);
    for (const time of askedAt) expect(time).toBeGreaterThan(drawnAt);
    await gridItems(page).nth(1).scrollIntoViewIfNeeded();
    await expect(others.first()).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every card's photo has its box, none waiting for a script", async ({ page }) => {
      await page.goto("/all-services");
      for (const photo of await cards(page).locator("picture img").all()) {
        await photo.scrollIntoViewIfNeeded();
        await expect(photo).toBeVisible();
      }
    });
  });
});

test.describe("All Services: detail dialog", () => {
  test("opens on click with photo, description, what we offer and the financing offer", async ({
    page,
  }) => {
    await open(page);
    await card(page, "Roofing").click();
    const dialog = detail(page, "Roofing");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("img")).toBeVisible();
    await expect(dialog.getByText(/Roof replacement and repair/)).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "What We Offer" })).toBeVisible();
    // All five bullets of the catalogue: the card shows four.
    await expect(dialog.getByRole("listitem")).toHaveCount(5);
    await expect(dialog.getByText("Storm damage and insurance claims")).toBeVisible();
    await expect(dialog.getByText("100% FINANCING AVAILABLE")).toBeVisible();
    await expect(dialog.getByText("No upfront costs • Flexible payment options")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Visit the service page" })).toHaveAttribute(
      "href",
      "/services/roofing",
    );
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card(page, "Roofing")).toBeFocused();
  });

  for (const key of ["Enter", "Space"]) {
    test(`opens with ${key}, traps Tab, and gives focus back to the card`, async ({ page }) => {
      await open(page);
      await card(page, "Siding").focus();
      await page.keyboard.press(key);
      const dialog = detail(page, "Siding");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(card(page, "Siding")).toBeFocused();
    });
  }

  test("closes from its close button and from the dimmed backdrop", async ({ page }) => {
    await open(page);
    await card(page, "Basements").click();
    await detail(page, "Basements").getByRole("button", { name: "Close" }).click();
    await expect(detail(page, "Basements")).toBeHidden();
    await expect(card(page, "Basements")).toBeFocused();

    await card(page, "Basements").click();
    await dialogSettled(detail(page, "Basements"));
    await page.mouse.click(5, 5);
    await expect(detail(page, "Basements")).toBeHidden();
    await expect(card(page, "Basements")).toBeFocused();
  });
});

test.describe("All Services: quote requests", () => {
  const preselected = [
    { title: "Windows & Doors", tag: "Windows" },
    { title: "Fences and Decks", tag: "Decks" },
  ];
  for (const { title, tag } of preselected) {
    test(`'Message Us For More Details' on ${title} opens the quote form with ${tag} chosen`, async ({
      page,
    }) => {
      await open(page);
      await search(page).fill(title);
      await card(page, title).click();
      await detail(page, title)
        .getByRole("button", { name: "Message Us For More Details" })
        .click();
      await expect(detail(page, title)).toBeHidden();
      const quote = quoteDialog(page);
      await expect(quote).toBeVisible();
      await expect(quote.getByRole("button", { name: `Remove ${tag}` })).toBeVisible();
      await expect(quote.getByRole("button", { name: /^Remove / })).toHaveCount(1);
      await expectNoAxeViolations(page);

      await page.keyboard.press("Escape");
      await expect(quote).toBeHidden();
      await expect(card(page, title)).toBeFocused();
    });
  }

  test("the closing call to action opens the quote form with nothing chosen", async ({ page }) => {
    await open(page);
    await page.getByRole("link", { name: "Request a Free Quote" }).click();
    const quote = quoteDialog(page);
    await expect(quote).toBeVisible();
    await expect(quote.getByRole("button", { name: /^Remove / })).toHaveCount(0);
  });

  test("the page has no axe violations, on a phone too", async ({ page }) => {
    await open(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize(phone);
    await open(page);
    await expectNoAxeViolations(page);
  });
});
