import { expect, test } from "@playwright/test";

const order = ["Call", "Email", "Text", "Hours"];

test.describe("home contact cards", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
    { width: 1366, height: 900 },
  ]) {
    test(`read Call, Email, Text, Hours at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/#contact");
      const cards = page.locator("#contact").getByRole("list").first().getByRole("listitem");
      await expect(cards).toHaveText(order.map((label) => new RegExp(`^${label}`)));

      // As a sighted visitor reads them: row by row, left to right.
      const boxes = await cards.evaluateAll((items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect();
          return { label: item.textContent ?? "", top: Math.round(box.top), left: box.left };
        }),
      );
      const read = boxes
        .sort((a, b) => a.top - b.top || a.left - b.left)
        .map((box) => order.find((label) => box.label.startsWith(label)));
      expect(read).toEqual(order);
    });
  }

  test("call, e-mail and text are links that reach us", async ({ page }) => {
    await page.goto("/#contact");
    const cards = page.locator("#contact").getByRole("list").first();
    await expect(cards.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", /^tel:/);
    await expect(cards.getByRole("link", { name: /^Email/ })).toHaveAttribute("href", /^mailto:/);
    await expect(cards.getByRole("link", { name: /^Text/ })).toHaveAttribute("href", /^sms:/);
  });
});
