import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { HASH_SCROLL_DELAY_MS, scrollToSection } from "~/lib/scroll";

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

    if (pathChanged && !firstLoad) window.scrollTo({ top: 0, behavior: "instant" });
    const id = sectionId(location.hash);
    if (!id) return;
    const timer = window.setTimeout(() => scrollToSection(id), HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
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
