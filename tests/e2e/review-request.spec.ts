import { expect, test } from "@playwright/test";
import { apiRoutes } from "../../contracts/routes";
import { islandHydrated } from "./forms-helpers";

const token = "LHf3KivT_Ij9A65ZJd5Esy0I";

test.describe("/review reached from a review request (issue 37)", () => {
  test("offers Google and the private form, not Yelp, and reports the first choice", async ({
    page,
    context,
  }) => {
    const reports: string[] = [];
    await page.route(apiRoutes.reviewOpened, async (route) => {
      reports.push(route.request().postData() ?? "");
      await route.fulfill({ status: 204 });
    });
    // The platform opens in a new tab: nothing leaves the machine.
    await context.route(/^https:\/\/(www\.)?(google|yelp|search\.google)\./, (route) =>
      route.fulfill({ status: 200, body: "" }),
    );
    await page.goto(`/review?from=request&t=${token}`);
    await islandHydrated(page, "review-form");
    await expect(page.locator('[data-platform="yelp"]').first()).toBeHidden();
    await expect(page.locator('[data-review-platform="google"]')).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Yelp" })).toBeHidden();
    expect(reports).toEqual([]);
    await Promise.all([
      context.waitForEvent("page"),
      page.locator('[data-review-platform="google"]').click(),
    ]);
    await expect.poll(() => reports).toEqual([JSON.stringify({ token })]);
  });

  test("offers Yelp as ever when reached any other way", async ({ page }) => {
    await page.goto("/review");
    await islandHydrated(page, "review-form");
    await expect(page.locator('[data-review-platform="yelp"]')).toBeVisible();
  });
});
