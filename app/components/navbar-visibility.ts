import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * The navbar's hide and show timings, as the product specifies them. How each applies is written down
 * in docs/decisions/050-navbar-hide-show-timing.md.
 */
export const navbarTiming = {
  /** The pointer within this many pixels of the viewport's top edge shows the navbar. */
  mouseZonePx: 50,
  /** Scrolling down hides the navbar after this delay, filtering out scroll jitter. */
  scrollHideDelayMs: 50,
  /** ...or after this longer one when the pointer rests on the navbar, e.g. just after a click. */
  pointerRestHideDelayMs: 2000,
  /** A navbar shown by the pointer or by focus hides this long after they leave it. */
  hoverLeaveDelayMs: 300,
} as const;

type Reveal = "top" | "scroll" | "pointer" | "focus";

/**
 * Whether the navbar is shown: hidden while the visitor scrolls down to read, shown when
 * they scroll up, are at the top, bring the mouse to the top edge, or move focus into it.
 * `held` (an open mobile menu) keeps it shown.
 */
export function useNavbarVisibility(navRef: RefObject<HTMLElement | null>, held: boolean): boolean {
  const [visible, setVisible] = useState(true);
  const heldRef = useRef(held);

  useEffect(() => {
    heldRef.current = held;
  }, [held]);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    let lastY = window.scrollY;
    let shown = true;
    let reveal: Reveal = "top";
    let pointerNear = false;
    let focusWithin = false;
    let timer: number | undefined;

    const atTop = () => window.scrollY <= nav.offsetHeight;
    const kept = () => heldRef.current || focusWithin;
    const cancelHide = () => {
      window.clearTimeout(timer);
      timer = undefined;
    };
    const show = (why: Reveal) => {
      cancelHide();
      if (!shown) reveal = why;
      if (why === "top") reveal = "top";
      shown = true;
      setVisible(true);
    };
    const hideAfter = (delay: number) => {
      if (kept() || atTop()) return;
      cancelHide();
      timer = window.setTimeout(() => {
        timer = undefined;
        if (kept() || atTop()) return;
        shown = false;
        setVisible(false);
      }, delay);
    };

    const onScroll = () => {
      const y = window.scrollY;
      const delta = y - lastY;
      lastY = y;
      // The page's own glide to the section an address names (HashGlide) is no reading.
      if (document.documentElement.hasAttribute("data-landing")) return;
      if (atTop()) show("top");
      else if (delta < 0) show("scroll");
      // A pending hide keeps its deadline: a long scroll must not postpone it forever.
      else if (delta > 0 && shown && timer === undefined) {
        hideAfter(
          pointerNear ? navbarTiming.pointerRestHideDelayMs : navbarTiming.scrollHideDelayMs,
        );
      }
    };

    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      const near =
        event.clientY <= navbarTiming.mouseZonePx ||
        (event.target instanceof Node && nav.contains(event.target));
      if (near) {
        pointerNear = true;
        if (!shown || timer !== undefined) show("pointer");
      } else if (pointerNear) {
        pointerNear = false;
        if (reveal === "pointer") hideAfter(navbarTiming.hoverLeaveDelayMs);
      }
    };

    const onFocusIn = () => {
      focusWithin = true;
      show("focus");
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && nav.contains(event.relatedTarget)) return;
      focusWithin = false;
      if (reveal === "focus" && !pointerNear) hideAfter(navbarTiming.hoverLeaveDelayMs);
    };

    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pointermove", onPointerMove, { passive: true });
    nav.addEventListener("focusin", onFocusIn);
    nav.addEventListener("focusout", onFocusOut);
    return () => {
      cancelHide();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pointermove", onPointerMove);
      nav.removeEventListener("focusin", onFocusIn);
      nav.removeEventListener("focusout", onFocusOut);
    };
  }, [navRef]);

  return visible || held;
}
