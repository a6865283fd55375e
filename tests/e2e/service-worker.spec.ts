import { expect, test } from "@playwright/test";

test.describe("service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("/sw.js is served fresh, as JavaScript", async ({ request }) => {
    const response = await request.get("/sw.js");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("javascript");
    expect(response.headers()["cache-control"]).toBe("no-cache");
  });

  test("the site registers it and it takes control of later visits", async ({ page }) => {
    await page.goto("/");
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(new URL(scope).pathname).toBe("/");
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
  });
});
