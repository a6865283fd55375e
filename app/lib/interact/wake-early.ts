import type { InteractOptions } from "../interact-options";
import { afterFirstPaint, afterNextFrame, hasPainted } from "../after-first-paint";

/**
 * The reasons an island of `client:interact` wakes before a visitor reaches for it
 * (decision 202): what they did before the directive was listening, and what its options
 * name. Each calls `start`, which runs once however often it is called.
 */

/**
 * Runs once the page has nothing left to run, or after `timeout` ms at the latest (soon,
 * where a browser cannot tell when it is idle). Without a timeout it waits however long
 * the page is busy: React hydrates an island in slices (Astro starts it in a transition),
 * so `hydrate()` returns long before a slow phone has committed the island and run its
 * effects, and idle comes only after that.
 */
export function whenIdle(run: () => void, timeout?: number) {
  if (typeof window.requestIdleCallback === "function") {
    // An undefined timeout is no timeout.
    window.requestIdleCallback(run, { timeout });
  } else {
    setTimeout(run, 50);
  }
}

function storedItem(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function brokenPhoto(root: Element): boolean {
  return [...root.querySelectorAll("img")].some((img) => img.complete && img.naturalWidth === 0);
}

/**
 * Whether the visitor reached the island before this directive was listening: Astro runs
 * a directive only once its island's HTML has been parsed, and on a slow line a visitor may
 * already have focused a field, typed or ticked a box above it by then.
 */
export function reachedAlready(island: HTMLElement): boolean {
  if (island.contains(document.activeElement)) return true;
  return [...island.querySelectorAll("input, textarea")].some((control) =>
    control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")
      ? control.checked !== control.defaultChecked
      : (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
        control.value !== control.defaultValue,
  );
}

/**
 * A scroll made before the directive was listening left no event to hear, only the page's
 * position: an island that reacts to the page wakes for it. Reading the position forces a
 * layout whenever the page has changed since its last frame, as it does all through the
 * parse (issue 39), so it is read just after a frame, and never before the first paint.
 */
export function wakeIfScrolled(start: () => void) {
  const painted = hasPainted() ? Promise.resolve() : afterFirstPaint();
  void painted.then(afterNextFrame).then(() => {
    if (window.scrollY !== 0) start();
  });
}

/** Wakes once the island scrolls into view; the island element draws no box, its children do. */
function wakeWhenSeen(island: HTMLElement, start: () => void) {
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    seen.disconnect();
    start();
  });
  for (const child of island.children) seen.observe(child);
}

/** The options' own reasons to wake: seen, a photo broken, something to restore, a time. */
export function wakeByOptions(island: HTMLElement, options: InteractOptions, start: () => void) {
  if (options.whenVisible) wakeWhenSeen(island, start);
  if (options.whenBroken) {
    island.addEventListener("error", start, true);
    if (brokenPhoto(island)) start();
  }
  const restore =
    (options.whenStored !== undefined && storedItem(options.whenStored)) ||
    (options.whenParam !== undefined &&
      new URLSearchParams(window.location.search).has(options.whenParam));
  if (restore) whenIdle(start, 4000);
  if (options.by !== undefined) {
    setTimeout(() => whenIdle(start, 4000), Math.max(0, options.by - performance.now()));
  }
}
