import { useEffect, useRef, useState, type RefObject } from "react";

/** One photo every 6 s. */
export const heroIntervalMs = 6000;

/**
 * The hero hydrates at the visitor's first touch, key or scroll, and otherwise once this
 * many ms have passed since the page started, in time for the first change of photo: the
 * first photo is in the HTML and nothing moves before, so the page finishes loading first.
 */
export const heroHydratedBy = 4500;

/**
 * When a slideshow that plays on its own starts, in `performance.now()` time: with the
 * page, whenever its script arrives. A visitor who presses play starts it at that moment.
 */
export const pageStart = 0;

/** How long from now until `delay` ms after `start`; never negative. */
export function untilDue(start: number, delay: number): number {
  return Math.max(0, start + delay - performance.now());
}

/**
 * When each photo may start downloading, in ms after the slideshow starts. Photo 0 is in
 * the prerendered HTML (it is the largest paint); photo 1 follows shortly so the first
 * change is ready; the rest trickle in after the page has settled.
 */
export function heroLoadDelay(index: number): number {
  if (index === 0) return 0;
  if (index === 1) return 500;
  return 2000 + (index - 2) * 300;
}

/**
 * Mounts the hero photos on the staggered schedule from `start`, but only while the
 * slideshow plays: a visitor who never sees them move (reduced motion, paused) never pays
 * for them. Photos already due when the script arrives mount at once.
 */
export function useStaggeredMount(count: number, playing: boolean, start: number): number {
  const [mounted, setMounted] = useState(1);
  useEffect(() => {
    if (!playing) return;
    const timers: number[] = [];
    for (let index = 1; index < count; index++) {
      const mount = () => setMounted((current) => Math.max(current, index + 1));
      timers.push(window.setTimeout(mount, untilDue(start, heroLoadDelay(index))));
    }
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [playing, count, start]);
  return mounted;
}

/**
 * Calls `advance` every 6 s from `start` while playing: the first change comes 6 s after
 * the slideshow started, however late its script arrived.
 */
export function useEverySixSeconds(playing: boolean, start: number, advance: () => void) {
  const advanceRef = useRef(advance);
  useEffect(() => {
    advanceRef.current = advance;
  }, [advance]);
  useEffect(() => {
    if (!playing) return;
    let interval = 0;
    const first = window.setTimeout(
      () => {
        advanceRef.current();
        interval = window.setInterval(() => advanceRef.current(), heroIntervalMs);
      },
      untilDue(start, heroIntervalMs),
    );
    return () => {
      window.clearTimeout(first);
      window.clearInterval(interval);
    };
  }, [playing, start]);
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
