import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { bookingCopy } from "../../content/booking";
import { expectNoAxeViolations } from "./axe";
import { solvedToken } from "./captcha-token";

/**
 * Issue 55: the homeowner books the estimate visit at /book/<token> with no JavaScript at
 * all, moves it, then cancels it; the page passes axe on a phone and a laptop. The link is
 * written as the server writes it (server/booking/links.ts), with the key it keeps in
 * DATA_DIR.
 */

function bookingUrl(reference: string): string {
  const key = readFileSync(join(process.env.E2E_DATA_DIR ?? "", "photo-link.key"), "utf8").trim();
  const mac = createHmac("sha256", key)
    .update(`booking-link:${reference}`)
    .digest("base64url")
    .slice(0, 22);
  return `/book/${reference}.${mac}`;
}

async function newLead(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post("/api/contact", {
    data: {
      name: "Dana Booker",
      email,
      phone: "(630) 555-0188",
      service: "Kitchens",
      message: "We would like a kitchen remodel quote, please.",
      smsConsent: "No",
      type: "contact",
      captchaToken: await solvedToken(request),
    },
  });
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return bookingUrl(id);
}

const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

async function axeAtBothWidths(page: Page) {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
}

// axe runs in the page, so this one has JavaScript; the page has none of its own.
test("the booking pages pass axe on a phone and a laptop", async ({ page, request }) => {
  // Eight axe runs: four pages at two widths.
  test.setTimeout(120_000);
  await page.goto(await newLead(request, "dana.axe@example.com"));
  await expect(page.getByRole("heading", { name: bookingCopy.heading })).toBeVisible();
  expect(await page.locator("script").count()).toBe(0);
  await axeAtBothWidths(page);
  await page.getByRole("button", { name: bookingCopy.showTimes }).click();
  await axeAtBothWidths(page);
  // The day's last time: the other booking specs take the first ones while axe runs here.
  await page.getByRole("radio").last().check();
  await page.getByLabel(bookingCopy.addressLabel).fill("1 Axe Ct");
  await page.getByRole("button", { name: bookingCopy.book }).click();
  await expect(page.getByRole("heading", { name: bookingCopy.confirmed.heading })).toBeVisible();
  await axeAtBothWidths(page);
  await page.getByRole("link", { name: bookingCopy.confirmed.cancel }).click();
  await axeAtBothWidths(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("books, moves and cancels the visit", async ({ page, request }) => {
    const url = await newLead(request, "dana.booker@example.com");
    await page.goto(url);

    // The first open day is chosen already; its times come on a page of their own.
    await page.getByRole("button", { name: bookingCopy.showTimes }).click();
    await expect(page.getByRole("group", { name: /Choose a time on/ })).toBeVisible();
    await page.getByRole("button", { name: bookingCopy.book }).click();
    // The browser's own check: a time and the address are required.
    await expect(page.getByRole("button", { name: bookingCopy.book })).toBeVisible();
    await page.getByRole("radio").first().check();
    await page.getByLabel(bookingCopy.addressLabel).fill("12 Elm St, Naperville");
    await page.getByRole("button", { name: bookingCopy.book }).click();
    await expect(page.getByRole("heading", { name: bookingCopy.confirmed.heading })).toBeVisible();
    await expect(page.getByText("12 Elm St, Naperville")).toBeVisible();
    const first = await page.getByRole("status").innerText();

    await page.getByRole("link", { name: bookingCopy.confirmed.move }).click();
    await page.getByRole("button", { name: bookingCopy.showTimes }).click();
    await page.getByRole("radio").last().check();
    await page.getByRole("button", { name: bookingCopy.book }).click();
    await expect(page.getByRole("heading", { name: bookingCopy.confirmed.heading })).toBeVisible();
    expect(await page.getByRole("status").innerText()).not.toBe(first);

    await page.getByRole("link", { name: bookingCopy.confirmed.cancel }).click();
    await expect(page.getByRole("button", { name: bookingCopy.cancel.button })).toBeVisible();
    await page.getByRole("button", { name: bookingCopy.cancel.button }).click();
    await expect(page.getByText(bookingCopy.cancel.done)).toBeVisible();
    await page.getByRole("link", { name: bookingCopy.cancel.again }).click();
    await expect(page.getByRole("button", { name: bookingCopy.showTimes })).toBeVisible();
  });
});
