import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import sharp from "sharp";
import { holdScripts, noIslandHydrated } from "./first-tap";
import {
  expectNoAxeViolations,
  fillQuote,
  islandHydrated,
  messages,
  solveAltcha,
} from "./forms-helpers";

/**
 * A homeowner on a phone attaches photos of the job to a quote request. The request is
 * caught on its way to the server, exactly as the visitor's browser sent it.
 */

type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** A photo with some detail in it, so it encodes like a photo and not like a flat color. */
async function photo(name: string, width: number, height: number, format: "jpeg" | "png") {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .blur(2)
    .toFormat(format)
    .toBuffer();
  return { name, mimeType: `image/${format}`, buffer: noise } satisfies FilePayload;
}

const textFieldsFirst = [
  "name",
  "email",
  "phone",
  "service",
  "message",
  "smsConsent",
  "zip",
  "contactPreference",
  "bestTime",
  "captchaToken",
  "website",
  "type",
  // Which form was sent, the quote's or financing's (issue 52).
  "form",
  // Where the visit came from (issue 38): this tab's first page, and its last touch.
  "firstTouch",
  "lastTouch",
];

async function openForm(page: Page) {
  await page.goto("/contact");
  await islandHydrated(page, "quote-form");
  const form = page.getByRole("form", { name: "Tell us about your project" });
  return { form, picker: form.getByLabel("Add photos (optional)") };
}

/** Taps a choice of a radio group as a visitor does, on its visible label. */
async function choose(form: Locator, name: string) {
  await form.getByText(name, { exact: true }).click();
  await expect(form.getByRole("radio", { name })).toBeChecked();
}

/** The names of a multipart body's parts, in the order they were sent. */
function partNames(body: Buffer): string[] {
  return [
    ...body.toString("latin1").matchAll(/Content-Disposition: form-data; name="([^"]+)"/g),
  ].map((match) => match[1] ?? "");
}

test("photos are shrunk to JPEG, sent after the text fields, and the visitor is thanked", async ({
  page,
}) => {
  let captured: Request | undefined;
  await page.route("**/api/contact", async (route) => {
    captured = route.request();
    await route.fulfill({ json: { success: true, id: "lead-with-photos" } });
  });
  const { form, picker } = await openForm(page);
  await fillQuote(form, {
    name: "Rosa Delgado",
    phone: "6305550188",
    service: "kitchen",
    message: "The kitchen floor is cracked near the sink; photos attached.",
  });

  await picker.setInputFiles([
    await photo("old-cabinets.jpg", 1200, 900, "jpeg"),
    await photo("wide-shot.png", 3000, 2000, "png"),
    await photo("sink.jpg", 900, 1200, "jpeg"),
  ]);
  await expect(form.getByRole("img", { name: "Photo 3" })).toBeVisible({ timeout: 20_000 });
  await expect(form.getByText("3 of 5 photos")).toBeVisible();
  await form.getByRole("button", { name: "Remove photo 1" }).click();
  await expect(form.getByRole("img", { name: /^Photo / })).toHaveCount(2);
  await expect(form.getByText("2 of 5 photos")).toBeVisible();

  await form.getByLabel("Project ZIP code (optional)").fill("60563");
  await choose(form, "By text");
  await choose(form, "Evening");

  await form.getByRole("button", { name: "Get Free Quote" }).click();
  await solveAltcha(page);
  const success = page.getByRole("status").filter({ hasText: messages.success });
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expect(form.getByRole("img", { name: /^Photo / })).toHaveCount(0);

  expect(captured).toBeDefined();
  const request = captured!;
  const headers = await request.allHeaders();
  expect(headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
  expect(headers["idempotency-key"]).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
  const body = request.postDataBuffer();
  expect(body).not.toBeNull();
  expect(partNames(body!)).toEqual([...textFieldsFirst, "photos", "photos"]);

  const sent = await new Response(new Uint8Array(body!), {
    headers: { "Content-Type": headers["content-type"] ?? "" },
  }).formData();
  expect(
    Object.fromEntries([...sent.entries()].filter(([, v]) => typeof v === "string")),
  ).toMatchObject({
    name: "Rosa Delgado",
    phone: "6305550188",
    service: "Kitchen Remodeling",
    zip: "60563",
    contactPreference: "text",
    bestTime: "evening",
    type: "contact",
    form: "quote",
  });
  const files = sent.getAll("photos").filter((part): part is File => typeof part !== "string");
  expect(files.map((file) => [file.name, file.type])).toEqual([
    ["photo-1.jpg", "image/jpeg"],
    ["photo-2.jpg", "image/jpeg"],
  ]);
  const sizes = [];
  for (const file of files) {
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta.format).toBe("jpeg");
    sizes.push([meta.width, meta.height]);
  }
  // The 3,000 px PNG arrives as a 2,048 px JPEG; the portrait JPEG keeps its size.
  expect(sizes).toEqual([
    [2048, 1365],
    [900, 1200],
  ]);
});

test("a sixth photo is refused with a clear message", async ({ page }) => {
  const { form, picker } = await openForm(page);
  const five = await Promise.all(
    [1, 2, 3, 4, 5].map((n) => photo(`room-${n}.jpg`, 400, 300, "jpeg")),
  );
  await picker.setInputFiles(five);
  await expect(form.getByText("5 of 5 photos")).toBeVisible({ timeout: 20_000 });
  await picker.setInputFiles([await photo("one-more.jpg", 400, 300, "jpeg")]);
  await expect(
    form.getByText("You can add up to 5 photos, so 1 photo was left out."),
  ).toBeVisible();
  await expect(form.getByRole("img", { name: /^Photo / })).toHaveCount(5);
  await expect(picker).toHaveAccessibleDescription(/left out/);
});

test("a photo the server refuses is named beside the photos", async ({ page }) => {
  const refusal = "photo-1.jpg could not be read as a photo. Please send a JPEG.";
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 415, json: { success: false, error: refusal } }),
  );
  const { form, picker } = await openForm(page);
  await fillQuote(form, {
    name: "Rosa Delgado",
    email: "rosa@example.com",
    service: "roof",
    message: "Shingles blew off in the storm last week.",
  });
  await picker.setInputFiles([await photo("roof.jpg", 800, 600, "jpeg")]);
  await expect(form.getByText("1 of 5 photos")).toBeVisible({ timeout: 20_000 });
  await form.getByRole("button", { name: "Get Free Quote" }).click();
  await solveAltcha(page);
  await expect(page.getByRole("alert").filter({ hasText: messages.error })).toBeVisible({
    timeout: 20_000,
  });
  await expect(form.getByText(refusal)).toBeVisible();
  await expect(picker).toHaveAttribute("aria-invalid", "true");
  await expect(picker).toHaveAccessibleDescription(new RegExp(refusal.replace(/\./g, "\\.")));
});

test("has no axe violations with photos attached and the details filled", async ({ page }) => {
  const { form, picker } = await openForm(page);
  await picker.setInputFiles([
    await photo("porch.jpg", 800, 600, "jpeg"),
    await photo("steps.png", 600, 800, "png"),
  ]);
  await expect(form.getByText("2 of 5 photos")).toBeVisible({ timeout: 20_000 });
  await form.getByLabel("Project ZIP code (optional)").fill("60540");
  await choose(form, "By phone");
  await choose(form, "Morning");
  await expectNoAxeViolations(page);
});

test("photos and details chosen before the form woke are kept", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("main").locator("form");
  await form
    .getByLabel("Add photos (optional)")
    .setInputFiles([await photo("early.jpg", 800, 600, "jpeg")]);
  await form.getByLabel("Project ZIP code (optional)").fill("60540");
  await form.getByText("Afternoon", { exact: true }).click();
  expect(await noIslandHydrated(page)).toBe(true);
  await release();
  await form.getByLabel(/^Full name/).click();
  await expect(form.getByRole("img", { name: "Photo 1" })).toBeVisible({ timeout: 20_000 });
  await expect(form.getByText("1 of 5 photos")).toBeVisible();
  await expect(form.getByLabel("Project ZIP code (optional)")).toHaveValue("60540");
  await expect(form.getByRole("radio", { name: "Afternoon" })).toBeChecked();
});
