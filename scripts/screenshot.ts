import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Full-page screenshots of served pages at phone and laptop widths, for looking at what
 * we build. Usage: tsx scripts/screenshot.ts <baseURL> <outDir> <path> [path...]
 */
const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error("usage: tsx scripts/screenshot.ts <baseURL> <outDir> <path> [path...]");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

const viewports = [
  { name: "390", width: 390, height: 844 },
  { name: "1366", width: 1366, height: 900 },
];

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
for (const viewport of viewports) {
  const page = await browser.newPage({ viewport, reducedMotion: "reduce" });
  for (const path of paths) {
    await page.goto(new URL(path, base).toString(), { waitUntil: "networkidle" });
    // Scroll through so lazy images load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(400);
    const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${viewport.name}.png`;
    await page.screenshot({ path: join(outDir, name), fullPage: true });
    console.log(join(outDir, name));
  }
  await page.close();
}
await browser.close();
