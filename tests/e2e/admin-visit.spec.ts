import { type APIRequestContext, expect, test } from "@playwright/test";
import { adminUndoCopy } from "../../content/admin-undo";
import { adminVisitCopy as copy } from "../../content/admin-visit";
import { visitApi, type LeadVisit } from "../../contracts/admin-visit";
import { routes } from "../../contracts/routes";
import { axeAtBothWidths } from "./axe";
import { solvedToken } from "./captcha-token";
import { ownerOrigin, signInByInvite } from "./owner-session";

/**
 * Issue 55, item 4 (decision 259): the owner books a visit for a lead who called, from the
 * lead's page, moves it and cancels it; the homeowner's e-mail waits for the toast's Undo.
 * The panel passes axe on a phone and a laptop, with the picker open and with a visit.
 */

test.use({ baseURL: ownerOrigin });

const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

async function newLead(request: APIRequestContext) {
  const response = await request.post("/api/contact", {
    data: {
      name: "Pat Phoned",
      email: "pat.visit@example.com",
      phone: "(630) 555-0166",
      service: "Kitchens",
      message: "Called about a kitchen remodel; please come by.",
      zip: "60540",
      smsConsent: "No",
      type: "contact",
      captchaToken: await solvedToken(request),
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

test("the owner books, moves and cancels a lead's visit from its page", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewports[0] ?? { width: 390, height: 844 });
  const id = await newLead(request);
  await signInByInvite(page);
  await page.goto(routes.adminLead(id));
  const panel = page.getByRole("region", { name: copy.heading });
  await expect(panel.getByText(copy.none)).toBeVisible();

  // Book: a day, then a time, and the street address, by keyboard.
  await panel.getByRole("button", { name: copy.book }).click();
  const offered = (await (await page.request.get(visitApi.visit(id))).json()) as LeadVisit;
  // The last two days: the other booking specs take the first open times, on the same server.
  const [first, second] = offered.days.slice(-2);
  expect(first?.times.length).toBeGreaterThan(1);
  await panel.getByLabel(copy.dayLabel).selectOption(first?.date ?? "");
  await panel.getByRole("radio", { name: first?.times[0]?.label }).check();
  await axeAtBothWidths(page);
  await panel.getByRole("button", { name: copy.saveBooking }).click();
  await expect(panel.getByRole("alert")).toContainText(copy.addressMissing);
  await panel.getByLabel(copy.addressLabel).fill("12 Elm St");
  await panel.getByLabel(copy.addressLabel).press("Enter");
  await expect(panel.getByText(/^Booked /)).toBeVisible();
  const toast = page.getByRole("region", { name: adminUndoCopy.toast.region });
  await expect(toast).toContainText(copy.bookedToast("").slice(0, -2));
  // Undo keeps the visit, and takes back the homeowner's e-mail before it goes.
  await toast.getByRole("button", { name: adminUndoCopy.toast.undo }).click();
  await expect(toast).toContainText(copy.messageTakenBack);
  await expect(panel.getByText(copy.at("12 Elm St"))).toBeVisible();
  await axeAtBothWidths(page);

  // Move: to another day's time; the address stays unless changed.
  await panel.getByRole("button", { name: copy.move }).click();
  await expect(panel.getByLabel(copy.addressLabel)).toHaveValue("12 Elm St");
  const target = second ?? first;
  await panel.getByLabel(copy.dayLabel).selectOption(target?.date ?? "");
  await panel.getByRole("radio", { name: target?.times.at(-1)?.label }).check();
  await panel.getByRole("button", { name: copy.saveMove }).click();
  await expect(toast).toContainText(copy.movedToast("").slice(0, -2));
  await expect(
    panel.getByText(new RegExp(`^Booked .*${target?.times.at(-1)?.label}`)),
  ).toBeVisible();

  // Cancel asks first: keeping it changes nothing; yes frees the time.
  await panel.getByRole("button", { name: copy.cancel }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await axeAtBothWidths(page);
  await dialog.getByRole("button", { name: copy.confirmNo }).click();
  await expect(panel.getByText(/^Booked /)).toBeVisible();
  await panel.getByRole("button", { name: copy.cancel }).click();
  await page.getByRole("dialog").getByRole("button", { name: copy.confirmYes }).click();
  await expect(panel.getByText(copy.none)).toBeVisible();
  await expect(toast).toContainText(copy.canceledToast);
  const after = (await (await page.request.get(visitApi.visit(id))).json()) as LeadVisit;
  expect(after.visit).toBeNull();
});
