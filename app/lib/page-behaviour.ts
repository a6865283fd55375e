import { HASH_SCROLL_DELAY_MS, prefersReducedMotion, scrollToSection } from "./scroll";
import { registerServiceWorker } from "./service-worker";

/**
 * The little every page does with a script, none of it needed to read or navigate: links
 * to a section of this page glide there, a link to this page goes back to its top, an
 * address with a section scrolls to it after the page has laid out, and the service
 * worker is registered once the page has loaded. Without this script the same links jump
 * (sections keep their distance from the top with `scroll-margin-top`).
 */

function sectionIdOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return "";
  }
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
  if (id && document.getElementById(id)) {
    event.preventDefault();
    scrollToSection(id, { focus: true });
  } else if (!url.hash) {
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" });
  }
}

/** `/#contact`: glide to the section once the page has laid out (SPEC: after 100 ms). */
function scrollToAddressedSection() {
  const id = sectionIdOf(location.hash);
  if (!id) return;
  window.setTimeout(() => scrollToSection(id), HASH_SCROLL_DELAY_MS);
}

document.addEventListener("click", onClick);
scrollToAddressedSection();
registerServiceWorker();
