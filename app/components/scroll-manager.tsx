import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { HASH_SCROLL_DELAY_MS, SECTION_OFFSET, scrollToSection } from "~/lib/scroll";

/** How long a `/#section` address waits for its section to render (lazy sections). */
const SECTION_WAIT_MS = 5_000;

/**
 * Scroll on route changes. A new page starts at the top; an address with a section hash
 * (`/#contact`) then scrolls smoothly to that section, 100 ms later and 70 px below the
 * viewport's top edge. Back and forward are left to React Router's <ScrollRestoration>,
 * which puts the visitor back where they were.
 *
 * Render it after <ScrollRestoration>: its layout effect must run after the router's own,
 * which jumps straight to a hash target.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);

  useLayoutEffect(() => {
    const firstLoad = previousPath.current === null;
    const pathChanged = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    if (navigationType === "POP" && !firstLoad) return;

    const newPage = pathChanged && !firstLoad;
    if (newPage) window.scrollTo({ top: 0, behavior: "instant" });
    const id = sectionId(location.hash);
    if (!id) return;
    // The router may jump straight to the hash target again in a later commit of the same
    // navigation; back to the top before the frame is painted, so the glide starts there.
    const frame = newPage
      ? requestAnimationFrame(() => window.scrollTo({ top: 0, behavior: "instant" }))
      : 0;
    const cancel = scrollToSectionWhenReady(id);
    return () => {
      cancelAnimationFrame(frame);
      cancel();
    };
  }, [location.pathname, location.hash, location.key, navigationType]);

  return null;
}

function sectionId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return "";
  }
}

/**
 * Scrolls to a section once it exists: sections below the fold may still be loading when
 * the route renders. If content above it finishes loading while the page glides there,
 * one more scroll at the end lands on the section. Any input from the visitor ends it, so
 * it never fights someone who has started scrolling on their own. Returns a cancel.
 */
function scrollToSectionWhenReady(id: string): () => void {
  const cleanups: (() => void)[] = [];
  const cancel = () => cleanups.splice(0).forEach((cleanup) => cleanup());

  const userInputs = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  for (const type of userInputs) {
    window.addEventListener(type, cancel, { passive: true, once: true });
    cleanups.push(() => window.removeEventListener(type, cancel));
  }

  const go = () => {
    const section = document.getElementById(id);
    // Streamed HTML can hold a section in a hidden container until React reveals it.
    if (!section || section.getClientRects().length === 0) return false;
    scrollToSection(id);
    const onScrollEnd = () => {
      const drift = section.getBoundingClientRect().top - SECTION_OFFSET;
      if (Math.abs(drift) > 2) scrollToSection(id);
    };
    window.addEventListener("scrollend", onScrollEnd, { once: true });
    cleanups.push(() => window.removeEventListener("scrollend", onScrollEnd));
    return true;
  };

  const timer = window.setTimeout(() => {
    if (go()) return;
    const observer = new MutationObserver(() => {
      if (go()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), SECTION_WAIT_MS);
    cleanups.push(() => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    });
  }, HASH_SCROLL_DELAY_MS);
  cleanups.push(() => window.clearTimeout(timer));

  return cancel;
}
