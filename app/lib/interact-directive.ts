import type { ClientDirective } from "astro";

const firstInteraction = ["pointerdown", "focusin", "keydown", "touchstart"] as const;

/**
 * Hydrates an island the moment a visitor reaches for it, or once the browser is idle,
 * whichever comes first. For forms in the first screen: `client:idle` alone could leave a
 * quick visitor typing into a form whose script is not there yet; `client:load` would
 * compete with the first paint. Text typed before hydration is kept by the form itself.
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
