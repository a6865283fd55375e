import type { UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect } from "react";

/** A swipe of 50 px or more changes the slide; a shorter one does not. */
export const swipeThresholdPx = 50;

/**
 * Embla decides where a drag lands from its speed, so a slow 80 px drag would spring back
 * and a quick 20 px flick would move on. This makes the distance decide, as the
 * specification asks: after Embla settles a horizontal drag, it moves one slide on when the
 * finger travelled 50 px or more, and goes back to where it started otherwise.
 */
export function useSwipeThreshold(api: UseEmblaCarouselType[1]) {
  useEffect(() => {
    if (!api) return;
    const root = api.rootNode();
    let start: { x: number; y: number; index: number } | null = null;
    let last = { x: 0, y: 0 };

    const onDown = (event: PointerEvent) => {
      start = { x: event.clientX, y: event.clientY, index: api.selectedScrollSnap() };
      last = { x: event.clientX, y: event.clientY };
    };
    const onMove = (event: PointerEvent) => {
      last = { x: event.clientX, y: event.clientY };
    };
    // The browser took the gesture over as a page scroll: not a swipe.
    const onCancel = () => {
      start = null;
    };
    const onDragEnd = () => {
      if (!start) return;
      const dx = last.x - start.x;
      const dy = last.y - start.y;
      const from = start.index;
      start = null;
      if (Math.abs(dx) <= Math.abs(dy)) return;
      const moved = api.selectedScrollSnap() !== from;
      if (Math.abs(dx) >= swipeThresholdPx && !moved) {
        if (dx < 0) api.scrollNext();
        else api.scrollPrev();
      } else if (Math.abs(dx) < swipeThresholdPx && moved) {
        api.scrollTo(from);
      }
    };

    root.addEventListener("pointerdown", onDown);
    root.addEventListener("pointermove", onMove);
    root.addEventListener("pointerup", onMove);
    root.addEventListener("pointercancel", onCancel);
    api.on("pointerUp", onDragEnd);
    return () => {
      root.removeEventListener("pointerdown", onDown);
      root.removeEventListener("pointermove", onMove);
      root.removeEventListener("pointerup", onMove);
      root.removeEventListener("pointercancel", onCancel);
      api.off("pointerUp", onDragEnd);
    };
  }, [api]);
}
