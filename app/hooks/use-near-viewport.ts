import { useEffect, useState, type RefObject } from "react";

/** How far ahead of the viewport below-the-fold photos start loading (SPEC section 9). */
export const lazyRootMargin = "100px";
export const lazyThreshold = 0.01;

/**
 * Becomes true, once and for good, when the element comes within `rootMargin` (100 px by
 * default) of the viewport. Below-the-fold photos wait for it, so the first screen's
 * bandwidth goes to the hero.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  enabled = true,
  rootMargin = lazyRootMargin,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin, threshold: lazyThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, enabled, rootMargin]);
  return near;
}
