/**
 * An Escape or an arrow that lands in an island still waking (decision 088) happens again
 * on the same element once the island has hydrated, as a held click does in the
 * directive (app/lib/interact-directive.ts). It lives here, in the page's before-hydration
 * script, rather than in the directive, which Astro writes into every page's HTML.
 *
 * Keys are never held back: the browser does what a key does by itself (Enter on a link,
 * Space on a button, text, a field's arrows), and the page's own listeners (the menus'
 * closing rules) see it at once. Until an island hydrates React has no listener on it, so
 * the island sees the key only once, when it can answer.
 */

/** Astro drops `ssr` from an island once it has started hydrating it. */
const waking = "astro-island[ssr]";

/**
 * Closing (Escape) and moving (arrows, on a slider, a menu or a viewer): what an island
 * does with a key that has no default of the browser's own to wait on. A field's arrows
 * move its caret, so they are the field's.
 */
export function keyToReplay({ key, target, metaKey, ctrlKey, altKey }: KeyboardEvent): boolean {
  if (!/^(Escape|Arrow(Up|Down|Left|Right))$/.test(key) || metaKey || ctrlKey || altKey) {
    return false;
  }
  return (
    target instanceof HTMLElement &&
    (key === "Escape" || !target.closest("input, select, textarea, [contenteditable]"))
  );
}

/** Once the page has nothing left to run: React hydrates in slices, after Astro's call. */
function whenIdle(run: () => void) {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run);
  else setTimeout(run, 50);
}

function replayOnceHydrated(island: Element, target: HTMLElement, key: string) {
  const replay = () => {
    if (target.isConnected) {
      target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    }
  };
  const observer = new MutationObserver(() => {
    if (island.hasAttribute("ssr")) return;
    observer.disconnect();
    whenIdle(replay);
  });
  observer.observe(island, { attributes: true, attributeFilter: ["ssr"] });
}

export function replayKeysOnceHydrated() {
  document.addEventListener(
    "keydown",
    (event) => {
      // A replayed key lands in a hydrated island, which no longer matches.
      if (!keyToReplay(event) || !(event.target instanceof HTMLElement)) return;
      const island = event.target.closest(waking);
      if (island) replayOnceHydrated(island, event.target, event.key);
    },
    true,
  );
}
