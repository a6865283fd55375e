/** The media query of a visitor who asked the system for less motion. */
export const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

/** Whether the visitor asked for less motion; false where there is no window (prerender). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia(reducedMotionQuery).matches
  );
}
