/**
 * A lead that came from an unknown number can be given a name (issue 52, item 2): on a
 * phone held upright, by keyboard alone, with a visible confirmation. The server's side
 * (guards, validation, history) is tested over HTTP in server/admin/entry-name.test.ts.
 */
import { expect, test } from "@playwright/test";
import { adminNameCopy } from "../../content/admin-name";
import { adminUndoCopy } from "../../content/admin-undo";
import { adminRoutes } from "../../contracts/admin-api";
import { routes } from "../../contracts/routes";
import { expectNoAxeViolations } from "./axe";
import { ownerEmail, serveAdminPageForLeadPaths, stubAdminApi } from "./admin-fixtures";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
test.use({ baseURL });

test("a phone names a lead known by its number, by keyboard, and sees it said", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await serveAdminPageForLeadPaths(page, baseURL);
  const stub = await stubAdminApi(page, { signedIn: true });
  const lead = stub.entries.get("lead-dana")!;
  Object.assign(lead, { name: "+16305550188", phone: "+16305550188", email: "" });
  await page.route(`**${adminRoutes.name("lead-dana")}`, async (route) => {
    const { name } = JSON.parse(route.request().postData() ?? "{}") as { name: string };
    const at = new Date().toISOString();
    const from = lead.name;
    Object.assign(lead, {
      name,
      history: [...lead.history, { at, actor: ownerEmail, change: "name", from, to: name }],
    });
    return route.fulfill({ status: 200, json: lead });
  });

  await page.goto(routes.adminLead("lead-dana"));
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("(630) 555-0188");
  const add = page.getByRole("button", { name: adminNameCopy.add });
  // The button sits right under the number, on the first screen, and fits the width.
  const box = await add.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  expect(box!.height).toBeGreaterThanOrEqual(44);

  // The heading has the keyboard on arrival: the next Tab is the button.
  await expect(heading).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(add).toBeFocused();
  await page.keyboard.press("Enter");
  const field = page.getByRole("textbox", { name: adminNameCopy.label });
  await expect(field).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  await page.keyboard.type("Dana Reyes");
  await page.keyboard.press("Enter");
  await expect(heading).toHaveText("Dana Reyes");
  const toast = page.getByRole("region", { name: adminUndoCopy.toast.region });
  await expect(toast).toContainText(adminNameCopy.saved("Dana Reyes"));
  await expect(page.getByRole("button", { name: adminNameCopy.change })).toBeFocused();
  await expect(
    page.getByText(adminNameCopy.named(ownerEmail, "(630) 555-0188", "Dana Reyes")),
  ).toBeVisible();
});
