/**
 * The closing rules of the two menus that an HTML page can show open before React wakes:
 * the social menu, open from 1280 px in the HTML (decision 098), and the navbar's phone
 * menu, a native popover its button opens without a script. SPEC closes both on the
 * visitor's first scroll, and the social menu on Escape, on a press elsewhere and on focus
 * leaving it. On a slow phone React may take seconds to wake; these rules do not wait for
 * it. They run from the page's before-hydration script (app/lib/before-hydration.ts),
 * from its first moment, before the paint.
 */

export const socialMenuId = "social-menu";
/** Marks a social menu closed before React woke; the CSS draws it closed, React adopts it. */
export const shutAttribute = "data-shut";
/**
 * From 1280 px the social menu starts open: only there does the margin beside the page hold
 * it without covering the first screen's text (decision 098; SPEC said 769 px).
 */
export const socialMenuWideQuery = "(min-width: 1280px)";

/** The navbar's phone menu: one per page, so a fixed id the HTML and the island share. */
export const siteMenuId = "site-menu";
/** How far the page may move under an open phone menu (a finger's jitter) before it closes. */
export const menuScrollSlack = 24;

/** The social menu while its openness is still the HTML's, and it is open. */
function socialMenuOpenByWidth(): HTMLElement | null {
  const menu = document.getElementById(socialMenuId);
  if (!menu || menu.dataset.open !== "by-width" || menu.hasAttribute(shutAttribute)) return null;
  return window.matchMedia(socialMenuWideQuery).matches ? menu : null;
}

function shutSocialMenu(menu: HTMLElement) {
  const hadFocus = menu.contains(document.activeElement);
  menu.setAttribute(shutAttribute, "");
  // SPEC: Escape inside the menu leaves focus on its toggle, which stays in the page.
  if (hadFocus) menu.querySelector<HTMLElement>(":scope > button")?.focus();
}

function watchSocialMenu() {
  // This runs as the header is parsed, before the page can have moved: it starts at the
  // top. Reading the position here would force a layout in the middle of the parse, which
  // delays the first paint (issue 39); inside a scroll event the layout is already done.
  window.addEventListener(
    "scroll",
    () => {
      const menu = socialMenuOpenByWidth();
      if (menu && window.scrollY !== 0) shutSocialMenu(menu);
    },
    { passive: true },
  );
  window.addEventListener(
    "keydown",
    (event) => {
      const menu = event.key === "Escape" ? socialMenuOpenByWidth() : null;
      if (menu) shutSocialMenu(menu);
    },
    true,
  );
  window.addEventListener(
    "pointerdown",
    (event) => {
      const menu = socialMenuOpenByWidth();
      if (menu && event.target instanceof Node && !menu.contains(event.target)) {
        shutSocialMenu(menu);
      }
    },
    true,
  );
  document.addEventListener("focusout", (event) => {
    const menu = socialMenuOpenByWidth();
    const next = event.relatedTarget;
    // No related target means the window lost focus, not that the visitor moved on.
    if (
      menu &&
      event.target instanceof Node &&
      menu.contains(event.target) &&
      next instanceof Node &&
      !menu.contains(next)
    ) {
      shutSocialMenu(menu);
    }
  });
}

/**
 * The phone menu opens at the first tap, before React wakes: its button's click goes to
 * the browser alone, not held for the island (registered before the islands' directives,
 * this listener runs first), and the navbar reads the popover's state when it hydrates.
 * It closes once the page has moved on under it, hydrated or not.
 */
function watchSiteMenu() {
  // Without native popovers the hydrated navbar draws the menu itself, and closes it.
  if (!("popover" in HTMLElement.prototype)) return;
  // These run from the directive's inline code, which may come before the menu in the
  // HTML (decision 222): the menu is looked up when an event needs it.
  const siteMenu = () => document.getElementById(siteMenuId);
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target;
      if (target instanceof Element && target.closest(`astro-island[ssr] [popovertarget]`)) {
        event.stopImmediatePropagation();
      }
    },
    true,
  );
  // Where the page stood when the menu opened. Not read now, during the parse, where it
  // would force a layout before the first paint (issue 39): the menu opens only later.
  let openedAt = 0;
  // "beforetoggle" comes as the menu opens, before any scroll can; it does not bubble, and
  // a listener on the document still hears it while capturing.
  document.addEventListener(
    "beforetoggle",
    (event) => {
      if (event.target === siteMenu() && event.newState === "open") {
        openedAt = window.scrollY;
      }
    },
    true,
  );
  window.addEventListener(
    "scroll",
    () => {
      const menu = siteMenu();
      if (!menu?.matches(":popover-open")) return;
      if (Math.abs(window.scrollY - openedAt) >= menuScrollSlack) menu.hidePopover();
    },
    { passive: true },
  );
}

export function watchMenusBeforeHydration() {
  watchSocialMenu();
  watchSiteMenu();
}
