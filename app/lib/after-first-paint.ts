/**
 * Resolves once the browser has painted the page's first content, so that whatever waits
 * for it cannot delay that paint (issue 39): a script fetched before the first paint
 * shares the line with the stylesheet and the font, and Lighthouse counts it against the
 * page's first paint. A tab in the background paints nothing until it is shown, so after
 * `limitMs` the wait ends anyway.
 */
export function afterFirstPaint(limitMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    const painted = (entries: PerformanceEntryList) =>
      entries.some((entry) => entry.name === "first-contentful-paint");
    if (painted(performance.getEntriesByType("paint"))) return done();
    try {
      observer = new PerformanceObserver((list) => {
        if (painted(list.getEntries())) done();
      });
      observer.observe({ type: "paint", buffered: true });
    } catch {
      // No paint timing here: a task queued from a frame's callback runs once it painted.
      requestAnimationFrame(() => setTimeout(done, 0));
    }
  });
}

/**
 * Whether the first content has painted, or this browser cannot tell (no paint timing):
 * what waits for the paint may then go at once.
 */
export function hasPainted(): boolean {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return true;
  return performance.getEntriesByName("first-contentful-paint").length > 0;
}
