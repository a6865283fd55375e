/**
 * A lead's photos in the owner's inbox (issue 52, item 3; decision 233): the lead's page
 * shows small thumbnails, not the photos of up to 2,048 px, and a tap opens the photos
 * full size in a viewer the arrow keys move through. Against the real server on
 * localhost, where the inbox's sign-in works (owner-session.ts).
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { adminCopy } from "../../content/admin";
import { adminPhotosCopy } from "../../content/admin-photos";
import { routes } from "../../contracts/routes";
import { thumbnailMaxBytes } from "../../contracts/thumbnails";
import { plainJpeg } from "../support/images";
import { multipartBody } from "../support/multipart";
import { expectNoAxeViolations } from "./axe";
import { solvedToken } from "./captcha-token";
import { ownerOrigin, signInByInvite } from "./owner-session";

test.use({ baseURL: ownerOrigin });

const copy = adminPhotosCopy.viewer;
const name = "Rosa Thumbnail";

/** A quote request with three photos as the phone's form sends them; returns the lead's id. */
async function leadWithPhotos(request: APIRequestContext): Promise<string> {
  const { body, contentType } = await multipartBody(
    {
      name,
      email: `thumbs-${Date.now()}@example.com`,
      phone: "6305550142",
      service: "Kitchen Remodeling",
      message: "The floor by the sink; three photos attached.",
      smsConsent: "No",
      type: "contact",
      website: "",
      captchaToken: await solvedToken(request),
    },
    [
      { name: "floor.jpg", bytes: await plainJpeg(2048, 1536, 85, 30) },
      { name: "sink.jpg", bytes: await plainJpeg(1536, 2048, 85, 30) },
      { name: "cabinet.jpg", bytes: await plainJpeg(1200, 1200, 85, 30) },
    ],
  );
  const response = await request.post("/api/contact", {
    headers: { "content-type": contentType },
    data: body,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** Each thumbnail's address as the browser chose it, and the bytes that came. */
function thumbnailsLoaded(page: Page) {
  return page
    .getByRole("button", { name: /^Photo \d of 3 from / })
    .getByRole("img")
    .evaluateAll((imgs: HTMLImageElement[]) =>
      imgs.map((img) => {
        const entry = performance
          .getEntriesByName(img.currentSrc)
          .find((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming);
        return {
          src: img.currentSrc,
          width: img.naturalWidth,
          bytes: entry?.encodedBodySize ?? -1,
        };
      }),
    );
}

test("the lead's page shows thumbnails under 30 KB, and a tap opens the viewer the arrow keys move", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const id = await leadWithPhotos(request);
  await page.goto("/admin");
  await signInByInvite(page);
  await page.goto(routes.adminLead(id));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  const thumbnails = page.getByRole("button", { name: /^Photo \d of 3 from / });
  await expect(thumbnails).toHaveCount(3);
  await expect
    .poll(async () => (await thumbnailsLoaded(page)).filter((t) => t.width > 0).length)
    .toBe(3);
  for (const shown of await thumbnailsLoaded(page)) {
    // Chromium reads WebP: the <picture>'s first source, never the full photo.
    expect(shown.src).toMatch(/\/photos\/\d\/thumbnail-320\.webp$/);
    expect(shown.width).toBeLessThanOrEqual(320);
    expect(shown.bytes).toBeGreaterThan(0);
    expect(shown.bytes).toBeLessThan(thumbnailMaxBytes);
  }
  // The JPEG fallback is small too, and another browser's session gets nothing.
  const jpeg = await page.request.get(`/api/admin/entries/${id}/photos/0/thumbnail-320.jpg`);
  expect(jpeg.status()).toBe(200);
  expect((await jpeg.body()).length).toBeLessThan(thumbnailMaxBytes);
  const stranger = await page.context().browser()!.newContext();
  const refused = await stranger.request.get(
    `${ownerOrigin}/api/admin/entries/${id}/photos/0/thumbnail-320.webp`,
  );
  expect(refused.status()).toBe(401);
  await stranger.close();

  const opener = thumbnails.nth(1);
  await opener.click();
  const viewer = page.getByRole("dialog", { name: copy.title(name) });
  await expect(viewer).toBeVisible();
  const counter = viewer.getByTestId("photo-viewer-counter");
  await expect(counter).toHaveText(copy.counter(2, 3));
  const current = (position: number) =>
    viewer.getByRole("group", { name: copy.slide(position, 3) }).getByRole("img");
  // The full photo, not its thumbnail, and it arrived.
  await expect(current(2)).toHaveAttribute("src", `/api/admin/entries/${id}/photos/1`);
  await expect
    .poll(() => current(2).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1536);

  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(copy.counter(3, 3));
  await expect(current(3)).toBeInViewport();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(copy.counter(1, 3));
  await expect(current(1)).toBeInViewport();

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, '[role="dialog"]');
  }

  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole("heading", { name: adminCopy.entry.photosHeading })).toBeVisible();
});
