/**
 * A lead's page leads with the job (issue 52, item 2): on a phone held upright, the first
 * screen holds the homeowner's message and their photos' thumbnails, without a scroll.
 * Against the real server on localhost, where the inbox's sign-in works (owner-session.ts).
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminJobCopy } from "../../content/admin-job";
import { routes } from "../../contracts/routes";
import { plainJpeg } from "../support/images";
import { multipartBody } from "../support/multipart";
import { expectNoAxeViolations } from "./axe";
import { solvedToken } from "./captcha-token";
import { ownerOrigin, signInByInvite } from "./owner-session";

test.use({ baseURL: ownerOrigin });

const name = "Lena Firstscreen";
const message = "Water stains on the ceiling under the upstairs bath; photos of both.";

/** A quote request with two photos, a ZIP and a preferred contact; returns the lead's id. */
async function leadWithJob(request: APIRequestContext): Promise<string> {
  const { body, contentType } = await multipartBody(
    {
      name,
      email: `first-screen-${Date.now()}@example.com`,
      phone: "6305550143",
      service: "Bathroom Remodeling",
      message,
      smsConsent: "Yes",
      zip: "60540",
      contactPreference: "call",
      bestTime: "morning",
      type: "contact",
      website: "",
      captchaToken: await solvedToken(request),
    },
    [
      { name: "ceiling.jpg", bytes: await plainJpeg(1600, 1200, 85, 30) },
      { name: "bath.jpg", bytes: await plainJpeg(1200, 1600, 85, 30) },
    ],
  );
  const response = await request.post("/api/contact", {
    headers: { "content-type": contentType },
    data: body,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

test("a phone's first screen of a lead holds the message and the photos' thumbnails", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const id = await leadWithJob(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin");
  await signInByInvite(page);
  await page.goto(routes.adminLead(id));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  const job = page.getByRole("region", { name: adminJobCopy.heading });
  const thumbnails = job.getByRole("button", { name: /^Photo \d of 2 from / });
  await expect(thumbnails).toHaveCount(2);
  await expect(thumbnails.first().getByRole("img")).toHaveJSProperty("complete", true);
  const shown = [job.getByText(message), thumbnails.first(), thumbnails.last()];
  for (const part of shown) {
    const box = await part.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  }
  await expect(job.getByText("Naperville, IL 60540")).toBeVisible();

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
});
