import { prefersReducedMotion } from "./motion";

/** Distance kept between a section's top and the viewport's top after scrolling to it. */
export const SECTION_OFFSET = 70;

export type ScrollToSectionOptions = {
  /** "smooth" by default; visitors who ask for reduced motion always get a jump. */
  behavior?: "smooth" | "instant";
  /** Pixels left above the section; SECTION_OFFSET by default. */
  offset?: number;
  /**
   * Move keyboard focus to the section (without a second scroll), so the next Tab starts
   * there, as it would after following an ordinary in-page link.
   */
  focus?: boolean;
};

/**
 * Draws every block the page left undrawn below the first screen (`.render-when-near` in
 * app.css). Their height until then is an estimate, so a glide measured before would end
 * where the estimate said, not at the section.
 */
export function drawWholePage(): void {
  document.documentElement.dataset.renderAll = "";
}

/** Scrolls the page to a section by id, leaving the offset above it. Unknown ids do nothing. */
export function scrollToSection(id: string, options: ScrollToSectionOptions = {}): void {
  if (typeof document === "undefined") return;
  const element = document.getElementById(id);
  if (!element) return;
  drawWholePage();
  const offset = options.offset ?? SECTION_OFFSET;
  const top = Math.max(0, element.getBoundingClientRect().top + window.scrollY - offset);
  const smooth = (options.behavior ?? "smooth") === "smooth" && !prefersReducedMotion();
  window.scrollTo({ top, behavior: smooth ? "smooth" : "instant" });
  if (options.focus) focusWithoutScrolling(element);
}

function focusWithoutScrolling(element: HTMLElement) {
  if (!element.hasAttribute("tabindex")) {
    // Sections are not focusable by nature; make this one focusable just for this visit,
    // and keep the focus ring off a whole section (it is a starting point, not a control).
    element.setAttribute("tabindex", "-1");
    element.style.outline = "none";
    element.addEventListener(
      "blur",
      () => {
        element.removeAttribute("tabindex");
        element.style.removeProperty("outline");
      },
      { once: true },
    );
  }
  element.focus({ preventScroll: true });
}
