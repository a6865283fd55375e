import type { Locator } from "@playwright/test";

/**
 * When the browser drew the lead photo, the image of `images` it fetches at high priority,
 * by its own largest-paint record (decisions 226 and 227).
 */
export function leadPhotoDrawnAt(images: Locator): Promise<number> {
  return images.evaluateAll(
    (imgs: HTMLImageElement[]) =>
      new Promise<number>((resolve) => {
        const lead = imgs.find((img) => img.fetchPriority === "high");
        new PerformanceObserver((list) => {
          const entry = list
            .getEntries()
            .find((each) => (each as LargestContentfulPaint).element === lead);
          if (entry) resolve(entry.startTime);
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}

/** How many of `images` have arrived and been decoded. */
export function photosLoaded(images: Locator): Promise<number> {
  return images.evaluateAll(
    (imgs: HTMLImageElement[]) => imgs.filter((img) => img.complete && img.naturalWidth > 0).length,
  );
}

/** When the browser asked for each photo `images` show, by its resource timing. */
export function photosAskedAt(images: Locator): Promise<number[]> {
  return images.evaluateAll((imgs: HTMLImageElement[]) => {
    const sources = new Set(imgs.map((img) => img.currentSrc).filter(Boolean));
    return performance
      .getEntriesByType("resource")
      .filter((entry) => sources.has(entry.name))
      .map((entry) => entry.startTime);
  });
}
