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
      void afterNextFrame().then(done);
    }
  });
}

/**
 * Resolves in a task just after the browser's next frame, when the page's layout has just
 * been brought up to date: reading it then costs nothing, where during the parse each read
 * forces a layout of its own.
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Whether the first content has painted, or this browser cannot tell (no paint timing):
 * what waits for the paint may then go at once.
 */
export function hasPainted(): boolean {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return true;
  return performance.getEntriesByName("first-contentful-paint").length > 0;
}

/**
 * Resolves once the page's lead photo (the one image fetched at high priority) has been
 * drawn, or at once after the first paint on a page without one. Lighthouse counts every
 * request that finishes before a page's largest paint against it, and the lead photo is
 * decoded and drawn well after the first paint (issue 39): what can wait for it should.
 * The browser's largest-paint entry for the photo says when it was drawn; a photo smaller
 * than the page's largest text gets none, so half a second after its decoding will do.
 * Never longer than `limitMs` after the first paint.
 */
export async function afterLeadPhoto(limitMs = 3000): Promise<void> {
  await afterFirstPaint(limitMs);
  const photo = document.querySelector("img[fetchpriority=high]");
  if (!(photo instanceof HTMLImageElement)) return;
  let observer: PerformanceObserver | undefined;
  await new Promise<void>((resolve) => {
    setTimeout(resolve, limitMs);
    photo.decode().then(() => setTimeout(resolve, 500), resolve);
    const type = "largest-contentful-paint";
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes(type)) return;
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === photo))
        resolve();
    });
    observer.observe({ type, buffered: true });
  });
  observer?.disconnect();
}
