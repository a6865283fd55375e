import { routes } from "../../contracts/routes";
import { prefersReducedMotion } from "./motion";
import { scrollToSection } from "./scroll";

/**
 * What every page's links do with a script, none of it needed to read or navigate: links
 * to a section of this page glide there and move focus to it, and a link to this page goes
 * back to its top. app/lib/page-script.ts runs it after the first paint, before the first
 * island hydrates; the menus' closing rules and the keys that wake an island listen
 * earlier, from the islands' directive. Until then, and without scripts, the same links
 * jump, and sections keep their distance from the top with `scroll-padding-top`.
 */

function sectionIdOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return "";
  }
}

/** The first field a visitor can type into, skipping the hidden spam trap. */
function firstField(container: HTMLElement): HTMLElement | null {
  for (const field of container.querySelectorAll<HTMLElement>("input, select, textarea")) {
    const hidden = field.closest("[aria-hidden='true'], [hidden]") || field.tabIndex < 0;
    if (!hidden && field.getClientRects().length > 0) return field;
  }
  return null;
}

function onClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === "_blank") return;
  const url = new URL(link.href);
  if (url.origin !== location.origin || url.pathname !== location.pathname) return;
  if (url.search !== location.search) return;
  const id = sectionIdOf(url.hash);
  // The home page's sections glide; other pages' anchors (the privacy policy's contents)
  // keep the browser's jump, which also puts the section in the address.
  const target = id && location.pathname === routes.home ? document.getElementById(id) : null;
  if (target) {
    event.preventDefault();
    // 'Schedule Free Estimate' puts the cursor in the form it leads to.
    const field = link.hasAttribute("data-focus-field") ? firstField(target) : null;
    scrollToSection(id, { focus: !field });
    field?.focus({ preventScroll: true });
  } else if (!url.hash) {
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" });
  }
}

document.addEventListener("click", onClick);
