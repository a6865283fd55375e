import { chromium, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import sharp from "sharp";
import { fillQuote } from "../../tests/e2e/forms-helpers";
import { startServer } from "./server";

/**
 * A quote request with 5 photos, sent from a phone over Lighthouse's mobile network
 * (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) on a CPU slowed 4x: the bytes the
 * request carried and the time from the tap on "Get Free Quote" to the server's 200, the
 * photos shrunk in the browser first (issue 26). `npm run bench -- --phone-upload`.
 */

const lighthouseMobile = {
  offline: false,
  latency: 150,
  downloadThroughput: (1_638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** A 12-megapixel phone photo: smooth noise, so it compresses like a photo of a room. */
async function phonePhoto(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: { r: 120 + seed * 20, g: 110, b: 100 },
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function runPhoneUploadBench(buildDir: string, port: number) {
  const photos = await Promise.all([0, 1, 2, 3, 4].map(phonePhoto));
  const server = await startServer(buildDir, port);
  const executablePath = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find(existsSync);
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const context = await browser.newContext({ ...devices["Pixel 7"], baseURL: server.baseURL });
    const page = await context.newPage();
    await page.goto("/contact");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", lighthouseMobile);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const form = page.getByRole("form", { name: "Tell us about your project" });
    await fillQuote(form, {
      name: "Rosa Delgado",
      phone: "6305550188",
      service: "kitchen",
      message: "The kitchen floor is cracked near the sink; photos attached.",
    });
    const attached = performance.now();
    await form.getByLabel("Add photos (optional)").setInputFiles(
      photos.map((buffer, index) => ({
        name: `IMG_10${index}.jpg`,
        mimeType: "image/jpeg",
        buffer,
      })),
    );
    await form.getByRole("img", { name: "Photo 5" }).waitFor({ timeout: 120_000 });
    const shrunkMs = performance.now() - attached;
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/contact") && response.request().method() === "POST",
      { timeout: 300_000 },
    );
    // The multipart body as the browser sends it (the fields and the shrunk photos), read
    // on its way and passed on unchanged.
    let bodyBytes = 0;
    await page.route("**/api/contact", async (route) => {
      bodyBytes = route.request().postDataBuffer()?.length ?? 0;
      await route.continue();
    });
    const tapped = performance.now();
    await form.getByRole("button", { name: "Get Free Quote" }).click();
    const response = await sent;
    const toResponseMs = performance.now() - tapped;
    const requestBodySize = bodyBytes;
    const original = photos.reduce((sum, photo) => sum + photo.length, 0);
    console.table([
      {
        photos: photos.length,
        "original KB": Math.round(original / 1024),
        "sent KB": Math.round(requestBodySize / 1024),
        "shrink s": Number((shrunkMs / 1000).toFixed(1)),
        status: response.status(),
        "tap to answer s": Number((toResponseMs / 1000).toFixed(1)),
      },
    ]);
  } finally {
    await browser.close();
    await server.stop();
  }
}
