import type { ClientDirective } from "astro";

const firstInteraction = ["pointerdown", "focusin", "keydown", "touchstart"] as const;

/**
 * Hydrates an island the moment a visitor reaches for it (a touch, a click, a key or focus
 * inside it) or once the browser is idle, whichever comes first. For forms in the first
 * screen, whose whole HTML is already there: a quick visitor starts the download on the
 * first touch instead of waiting for idle, and `client:load` would compete with the first
 * paint. Until then the submit button is disabled, so an early tap never sends the
 * browser's own form submission; text typed in the meantime is kept by the form itself.
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
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(start, { timeout: 4000 });
  } else {
    setTimeout(start, 1000);
  }
};

export default interact;
