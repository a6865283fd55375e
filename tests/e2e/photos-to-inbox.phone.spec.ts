import { expect, test } from "@playwright/test";
import { adminCopy } from "../../content/admin";
import { inboxListCopy } from "../../content/admin-list";
import { plainJpeg } from "../support/images";
import { fillQuote, islandHydrated, messages, solveAltcha } from "./forms-helpers";
import { ownerOrigin, signInByInvite } from "./owner-session";

/**
 * A homeowner's photos, from the phone that took them to the owner's inbox, through the
 * real server: re-encoded, stored with the lead, and shown to the signed-in owner only.
 * On localhost, where the inbox's passkeys work (owner-session.ts).
 */
test.use({ baseURL: ownerOrigin });

test("photos sent with a quote request show as thumbnails on the lead in the owner's inbox", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const surname = [...String(Date.now() % 1_000_000)].map((d) => "abcdefghij"[Number(d)]).join("");
  const name = `Rosa Del${surname}`;

  await page.goto("/contact");
  await islandHydrated(page, "quote-form");
  const form = page.getByRole("form", { name: "Tell us about your project" });
  await fillQuote(form, {
    name,
    phone: "6305550188",
    service: "kitchen",
    message: "The kitchen floor is cracked near the sink; photos attached.",
  });
  await form.getByLabel("Add photos (optional)").setInputFiles([
    { name: "floor.jpg", mimeType: "image/jpeg", buffer: await plainJpeg(1600, 1200, 80, 20) },
    { name: "sink.jpg", mimeType: "image/jpeg", buffer: await plainJpeg(900, 1200, 80, 20) },
    { name: "cabinet.jpg", mimeType: "image/jpeg", buffer: await plainJpeg(800, 800, 80, 20) },
  ]);
  await expect(form.getByRole("img", { name: "Photo 3" })).toBeVisible({ timeout: 20_000 });
  await form.getByRole("button", { name: "Remove photo 3" }).click();
  await expect(form.getByText("2 of 5 photos")).toBeVisible();
  await form.getByLabel("Project ZIP code (optional)").fill("60563");
  await form.getByRole("button", { name: "Get Free Quote" }).click();
  await solveAltcha(page);
  await expect(page.getByRole("status").filter({ hasText: messages.success })).toBeVisible({
    timeout: 30_000,
  });

  // The invite opens in a tab already on the inbox: only the fragment changes, no page loads.
  await page.goto("/admin");
  await signInByInvite(page);
  await page.getByLabel(inboxListCopy.searchLabel).fill(name);
  // Other tests' leads with photos share this server: the count is read on this lead's row.
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row.getByText(adminCopy.inbox.photos(2))).toBeVisible();
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  const thumbnails = page.getByRole("img", { name: /^Photo \d of 2 from / });
  await expect(thumbnails).toHaveCount(2);
  for (const thumbnail of await thumbnails.all()) {
    await expect(thumbnail).toBeVisible();
    // Loaded, not a broken image: the server served the stored JPEG to this session.
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
  // Shrunk on the phone, re-encoded on the server: the first photo kept its shape.
  const src = await thumbnails.first().getAttribute("src");
  // The small copy (decision 233); the full photo opens in the viewer.
  expect(src).toMatch(/^\/api\/admin\/entries\/.+\/photos\/0\/thumbnail-320\.jpg$/);
  const stranger = await page.context().browser()!.newContext();
  expect((await stranger.request.get(`${ownerOrigin}${src}`)).status()).toBe(401);
  await stranger.close();
});
