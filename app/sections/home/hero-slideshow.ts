import { useEffect, useRef, useState, type RefObject } from "react";

/** SPEC section 9: one photo every 6 s. */
export const heroIntervalMs = 6000;

/**
 * When each photo may start downloading, in ms after hydration. Photo 0 is in the
 * prerendered HTML (it is the largest paint); photo 1 follows shortly so the first change
 * is ready; the rest trickle in after the page has settled.
 */
export function heroLoadDelay(index: number): number {
  if (index === 0) return 0;
  if (index === 1) return 500;
  return 2000 + (index - 2) * 300;
}

/**
 * Mounts the hero photos on the staggered schedule, but only while the slideshow plays:
 * a visitor who never sees them move (reduced motion, paused) never pays for them.
 */
export function useStaggeredMount(count: number, playing: boolean): number {
  const [mounted, setMounted] = useState(1);
  useEffect(() => {
    if (!playing) return;
    const timers: number[] = [];
    for (let index = 1; index < count; index++) {
      const mount = () => setMounted((current) => Math.max(current, index + 1));
      timers.push(window.setTimeout(mount, heroLoadDelay(index)));
    }
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [playing, count]);
  return mounted;
}

/**
 * Indexes of the hero photos that have finished loading. The slideshow only moves to a
 * photo that is ready, so a slow connection never fades to an empty frame. Load events do
 * not bubble, so the listener sits in the capture phase of the slideshow's container.
 */
export function useLoadedImages(container: RefObject<HTMLElement | null>): ReadonlySet<number> {
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  const seen = useRef(new Set<number>([0]));
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const mark = (img: Element) => {
      const index = Number(img.closest<HTMLElement>("[data-slide]")?.dataset.slide);
      if (Number.isNaN(index) || seen.current.has(index)) return;
      seen.current.add(index);
      setLoaded(new Set(seen.current));
    };
    const onLoad = (event: Event) => {
      if (event.target instanceof HTMLImageElement) mark(event.target);
    };
    element.addEventListener("load", onLoad, true);
    return () => element.removeEventListener("load", onLoad, true);
  }, [container]);
  return loaded;
}
