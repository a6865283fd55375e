/**
 * What the first-interaction bench (inp.ts) runs inside the page, as plain JavaScript
 * text: Playwright hands functions over as their source, and tsx's compiled source would
 * call helpers the page does not have.
 */

/**
 * Installed before the page's own scripts: the Event Timing API's interactions (as INP
 * counts them, `durationThreshold` 16), the time of the first press and of the last key
 * once the bench arms it, and a helper that finds a visible control by its name. The
 * emulated cursor's resting pointer-over is dropped, as in the first-event tests
 * (tests/e2e/first-tap.ts), so nothing wakes before the bench's input.
 */
export const benchInitScript = `
(() => {
  const bench = { armedAt: Infinity, interactions: [], inputAt: null, lastKeyAt: null };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        bench.interactions.push({ id: entry.interactionId, start: entry.startTime, duration: entry.duration, name: entry.name });
      }
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  addEventListener("pointerdown", (event) => {
    if (event.timeStamp >= bench.armedAt && bench.inputAt === null) bench.inputAt = event.timeStamp;
  }, true);
  addEventListener("keydown", (event) => {
    if (event.timeStamp < bench.armedAt) return;
    if (bench.inputAt === null) bench.inputAt = event.timeStamp;
    bench.lastKeyAt = event.timeStamp;
  }, true);
  addEventListener("pointerover", (event) => {
    if (event.pointerType === "mouse") event.stopImmediatePropagation();
  }, true);
  bench.nameOf = (element) => {
    const labelledBy = element.getAttribute("aria-labelledby");
    if (labelledBy) {
      return labelledBy.split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join(" ").trim();
    }
    return (element.getAttribute("aria-label") ?? element.textContent ?? "").trim();
  };
  bench.visible = (selector, name) =>
    [...document.querySelectorAll(selector)].some((element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      (name === undefined || new RegExp(name).test(bench.nameOf(element))),
    );
})();
`;

/**
 * Resolves with the page's clock at the first frame where `check` (an expression) holds,
 * or null after `timeoutMs`. Checked in animation frames: a frame's callbacks run just
 * before it is painted, so the time is when the result reached the screen.
 */
export function watchFor(check: string, timeoutMs: number): string {
  return `new Promise((resolve) => {
    const started = performance.now();
    const tick = () => {
      let holds = false;
      try { holds = Boolean(${check}); } catch { holds = false; }
      if (holds) resolve(performance.now());
      else if (performance.now() - started > ${timeoutMs}) resolve(null);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })`;
}

/** Marks the moment the bench's own input starts: interactions before it are not counted. */
export const armScript = `(() => { window.__bench.armedAt = performance.now(); return window.__bench.armedAt; })()`;

/**
 * The longest interaction since the bench armed (INP with this few interactions) and the
 * input's time: the last key for typing, the press otherwise.
 */
export const readScript = `(() => {
  const bench = window.__bench;
  const counted = bench.interactions.filter((entry) => entry.start >= bench.armedAt - 1);
  const inp = counted.reduce((longest, entry) => Math.max(longest, entry.duration), 0);
  return { inp, inputAt: bench.lastKeyAt ?? bench.inputAt };
})()`;

/** Resolves once the page is idle, then a little after: no task of the page's is running. */
export const settledScript = `new Promise((resolve) =>
  requestIdleCallback(() => setTimeout(resolve, 250), { timeout: 4000 }))`;
