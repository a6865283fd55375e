/**
 * The inbox's list and a lead's header on a phone (issue 36, item 6), against the stand-in
 * of the API in ./admin-fixtures.ts.
 */
import { expect, test, type Page } from "@playwright/test";
import { adminCopy } from "../../content/admin";
import { inboxListCopy } from "../../content/admin-list";
import { routes } from "../../contracts/routes";
import { inboxItems, serveAdminPageForLeadPaths, stubAdminApi } from "./admin-fixtures";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
test.use({ baseURL });

const phone = { width: 390, height: 844 };

/** How many lines an element's text takes. */
function lineCount(page: Page, text: string) {
  return page.getByText(text, { exact: true }).evaluate((element) => {
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
    return Math.round(element.getBoundingClientRect().height / lineHeight);
  });
}

test.describe("the response clock's card on a phone", () => {
  for (const median of [null, 18, 60 * 24 * 3 + 60 * 5]) {
    test(`keeps its label to a few lines (median ${String(median)})`, async ({ page }) => {
      await page.setViewportSize(phone);
      await stubAdminApi(page, { signedIn: true, medianMinutesToContact: median });
      await page.goto(routes.admin);
      await expect(page.getByTestId("median")).not.toHaveText("–");
      // One word a line was seven; three is a label beside a value, or above one.
      expect(await lineCount(page, inboxListCopy.clockLabel)).toBeLessThanOrEqual(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );
    });
  }
});

test("a service the site does not list shows as it came, marked in words", async ({ page }) => {
  await serveAdminPageForLeadPaths(page, baseURL);
  await page.setViewportSize(phone);
  const [dana, ...rest] = inboxItems();
  const services = [
    // A listed name may hold a comma: it stays one name, unmarked.
    { slug: "windows-and-doors", label: "Windows, Skylights", listed: true },
    { slug: "bathroom-remodeling", label: "Bathroom Remodeling", listed: true },
    // A slug the site no longer lists, and a name no slug matched.
    { slug: "gazebos", label: "gazebos", listed: false },
    { slug: null, label: "Hot tub install", listed: false },
  ];
  const summary = "Windows, Skylights, Bathroom Remodeling, gazebos, Hot tub install";
  const items = [{ ...dana!, summary, services }, ...rest];
  await stubAdminApi(page, { signedIn: true, items });
  await page.goto(routes.admin);
  const mark = `Hot tub install (${adminCopy.inbox.notListed})`;
  const row = page.getByRole("listitem").filter({ hasText: "Dana Whitfield" });
  await expect(row).toContainText(
    `Windows, Skylights, Bathroom Remodeling, gazebos (${adminCopy.inbox.notListed}), ${mark}`,
  );
  await expect(row.getByText(`(${adminCopy.inbox.notListed})`)).toHaveCount(2);
  await expect(row.getByText(`(${adminCopy.inbox.notListed})`).first()).toBeVisible();
  // A listed service carries no mark.
  await expect(page.getByRole("listitem").filter({ hasText: "Marcus Lee" })).not.toContainText(
    adminCopy.inbox.notListed,
  );

  await page.goto(routes.adminLead("lead-dana"));
  await expect(page.getByRole("heading", { level: 1, name: "Dana Whitfield" })).toBeVisible();
  await expect(page.getByRole("main").getByText(mark)).toBeVisible();
});
