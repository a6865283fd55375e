import type { ClientDirective } from "astro";

const firstInteraction = ["pointerdown", "focusin", "keydown", "touchstart"] as const;

/**
 * Hydrates an island the moment a visitor reaches for it: a touch, a click, a key or focus
 * inside it. For forms in the first screen, whose whole HTML is already there: nothing is
 * fetched for them while the page paints, and their submit button stays disabled until
 * they have hydrated, so an early tap never sends the browser's own form submission. Text
 * typed in the meantime is kept by the form itself.
 */
const interact: ClientDirective = (load, _options, element) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of firstInteraction) element.removeEventListener(type, start);
    void load().then((hydrate) => hydrate());
  };
  for (const type of firstInteraction) {
    element.addEventListener(type, start, { once: true, passive: true });
  }
};

export default interact;
