import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";

export type PageResult = {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: {
    total: number;
    script: number;
    stylesheet: number;
    image: number;
    document: number;
    font: number;
  };
};

const debugPort = 9333;

function category(score: number | null | undefined): number {
  return Math.round((score ?? 0) * 100);
}

/**
 * Runs Lighthouse's default mobile profile (simulated mid-range phone: 4x CPU slowdown,
 * about 1.6 Mbps) against each route, in Debian's Chromium driven over its debug port.
 */
export async function runLighthouse(
  baseURL: string,
  routes: readonly string[],
): Promise<PageResult[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      `--remote-debugging-port=${debugPort}`,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const results: PageResult[] = [];
  try {
    for (const route of routes) {
      const runner = await lighthouse(new URL(route, baseURL).toString(), {
        port: debugPort,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!runner) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { categories, audits } = runner.lhr;
      const summary = audits["resource-summary"]?.details;
      const items =
        summary && "items" in summary
          ? (summary.items as { resourceType: string; transferSize: number }[])
          : [];
      const bytesOf = (type: string) =>
        items.find((i) => i.resourceType === type)?.transferSize ?? 0;
      results.push({
        route,
        performance: category(categories.performance?.score),
        accessibility: category(categories.accessibility?.score),
        bestPractices: category(categories["best-practices"]?.score),
        seo: category(categories.seo?.score),
        lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
        cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        bytes: {
          total: bytesOf("total"),
          script: bytesOf("script"),
          stylesheet: bytesOf("stylesheet"),
          image: bytesOf("image"),
          document: bytesOf("document"),
          font: bytesOf("font"),
        },
      });
      console.log(`  lighthouse ${route}: performance ${results.at(-1)?.performance}`);
    }
  } finally {
    await browser.close();
  }
  return results;
}
