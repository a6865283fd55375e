import { expect, type Page, test } from "@playwright/test";
import { join } from "node:path";
import { findPages } from "../../server/pages";
import { fillQuote, verificationDialog } from "./forms-helpers";

/**
 * The Content-Security-Policy is computed from the build; these tests prove it lets
 * every prerendered page (and the captcha widget) run: a blocked script, style, image,
 * worker or connection shows up as a securitypolicyviolation event or a console error.
 */

const pages = [...findPages(join(process.env.BUILD_DIR ?? "build", "client")).keys()];

async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )),
    ...consoleErrors,
  ];
}

test.describe("Content-Security-Policy", () => {
  test("the build has pages to check", () => {
    expect(pages).toEqual(
      expect.arrayContaining(["/", "/contact", "/gallery", "/services/kitchen-remodeling"]),
    );
  });

  for (const path of pages) {
    test(`${path} runs without a policy violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"]).toContain(
        "script-src 'self' 'sha256-",
      );
      await page.waitForLoadState("networkidle");
      // Lazy sections, images and chunks load as the visitor scrolls.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await page.waitForLoadState("networkidle");
      expect(await violations()).toEqual([]);
    });
  }

  test("the ALTCHA widget solves its challenge on /contact without a violation", async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Tell us about your project" });
    await fillQuote(form, {
      name: "Chris Policy",
      email: "chris@example.com",
      service: "roof",
      message: "Checking that the verification runs under the policy.",
    });
    await form.getByRole("button", { name: "Get Free Quote" }).click();
    const dialog = verificationDialog(page);
    await expect(dialog.getByRole("checkbox", { name: "I'm not a robot" })).toBeVisible();
    const started = Date.now();
    // The widget draws its tick over the input; a visitor clicks the label.
    await dialog.getByText("I'm not a robot").click();
    await expect(page.getByText("Your message has been sent successfully!")).toBeVisible({
      timeout: 20_000,
    });
    test.info().annotations.push({
      type: "ALTCHA solve and send (ms)",
      description: String(Date.now() - started),
    });
    expect(await violations()).toEqual([]);
  });
});
