import { useSyncExternalStore } from "react";

import { reducedMotionQuery as query } from "~/lib/motion";

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/**
 * Whether the visitor asked the system for less motion. The prerendered HTML assumes not;
 * the real answer arrives right after hydration, before any timer has had a chance to run.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
