import { Menu, Phone, X } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent } from "react";
import { homeSections, navCopy } from "~content/navigation";
import { site, telHref } from "~content/site";
import { menuScrollSlack, siteMenuId } from "~/lib/menus-before-hydration";
import { scrollToSection } from "~/lib/scroll";
import { Logo } from "./logo";
import { useNavbarVisibility } from "./navbar-visibility";
import { buttonClasses } from "./ui/button-styles";

// The bar draws its icons inline, not from the sprite (decision 218): on home, the island
// scripts ahead of the bar hold the parser until the stylesheet is in, so the sprite would
// be asked for only then and the bar would first paint with empty call and menu buttons.

/** Asks before dialling, so a stray tap on a laptop or phone does not start a call. */
function confirmCall(event: MouseEvent<HTMLAnchorElement>) {
  if (!window.confirm(navCopy.callConfirm(site.phone.display))) event.preventDefault();
}

/** One navbar per page, so a fixed id: the HTML and the hydrated island must agree on it. */
const menuId = siteMenuId;

const supportsPopover = () =>
  typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype;

const subscribeNever = () => () => {};

/** The menu may have been opened before hydration: its state lives in the DOM. */
function subscribeToMenu(onChange: () => void) {
  const menu = document.getElementById(menuId);
  menu?.addEventListener("toggle", onChange);
  return () => menu?.removeEventListener("toggle", onChange);
}

function menuIsOpen(): boolean {
  if (!supportsPopover()) return false;
  return document.getElementById(menuId)?.matches(":popover-open") ?? false;
}

/**
 * The home page's navigation bar: section links, call, 'Get Quote' and a phone menu. The
 * menu is a native popover, so its button opens it before this island hydrates and without
 * scripts; once hydrated, browsers without popovers get the same menu through `hidden`.
 */
export function Navbar() {
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const nativePopover = useSyncExternalStore(subscribeNever, supportsPopover, () => true);
  const popoverOpen = useSyncExternalStore(subscribeToMenu, menuIsOpen, () => false);
  // Browsers without popovers: the hydrated island shows and hides the menu itself.
  const [fallbackOpen, setFallbackOpen] = useState(false);
  const menuOpen = nativePopover ? popoverOpen : fallbackOpen;
  const visible = useNavbarVisibility(navRef, menuOpen);

  const closeMenu = () => {
    if (menuIsOpen()) menuRef.current?.hidePopover();
    setFallbackOpen(false);
  };

  useEffect(() => {
    if (!menuOpen || nativePopover) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setFallbackOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      setFallbackOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [menuOpen, nativePopover]);

  // The menu covers the page it lists: once the visitor scrolls on, it has been passed by.
  useEffect(() => {
    if (!menuOpen) return;
    const openedAt = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - openedAt) < menuScrollSlack) return;
      if (menuIsOpen()) menuRef.current?.hidePopover();
      setFallbackOpen(false);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [menuOpen]);

  // A wider window shows the links inline; a menu left open would hold the bar.
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 64rem)");
    const onWide = () => {
      if (!wide.matches) return;
      if (menuIsOpen()) menuRef.current?.hidePopover();
      setFallbackOpen(false);
    };
    wide.addEventListener("change", onWide);
    return () => wide.removeEventListener("change", onWide);
  }, []);

  // Every link of the bar points at a section of this page: glide there, menu closed.
  const goToSection = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    closeMenu();
    scrollToSection(event.currentTarget.hash.slice(1), { focus: true });
  };

  return (
    <header
      ref={navRef}
      data-visible={visible}
      className={`sticky top-0 z-40 border-b border-line bg-card/95 backdrop-blur-md transition-transform duration-300 ease-out supports-[backdrop-filter]:bg-card/85 ${
        visible ? "translate-y-0" : "-translate-y-full"
      }`}
    >
      <nav aria-label={navCopy.mainNav} className="container-site flex h-16 items-center gap-4">
        <a href="#home" onClick={goToSection} className="mr-auto rounded-control">
          <Logo compact />
          <span className="sr-only"> {navCopy.homeLinkSuffix}</span>
        </a>

        <ul className="hidden items-center gap-1 lg:flex">
          {homeSections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                onClick={goToSection}
                className="inline-flex min-h-11 items-center rounded-control px-3 font-medium text-ink-soft transition-colors hover:bg-ink/5 hover:text-ink"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>

        <a
          href={telHref}
          onClick={confirmCall}
          aria-label={navCopy.callLabel(site.phone.display)}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-ink/5"
        >
          <Phone className="size-5" aria-hidden="true" />
        </a>
        <a
          href="#contact"
          onClick={goToSection}
          className={buttonClasses("primary", "sm", "hidden sm:inline-flex")}
        >
          {navCopy.getQuote}
        </a>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          popoverTarget={nativePopover ? menuId : undefined}
          onClick={nativePopover ? undefined : () => setFallbackOpen((open) => !open)}
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-ink/5 lg:hidden"
        >
          {menuOpen ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
          <span className="sr-only">{menuOpen ? navCopy.closeMenu : navCopy.openMenu}</span>
        </button>
      </nav>

      <div
        id={menuId}
        ref={menuRef}
        popover={nativePopover ? "auto" : undefined}
        hidden={nativePopover ? undefined : !menuOpen}
        className="site-menu border-b border-line bg-card shadow-raised lg:hidden"
      >
        <ul className="container-site grid py-3">
          {homeSections.map((section) => (
            <li key={section.id} className="border-b border-line/70 last:border-b-0">
              <a
                href={`#${section.id}`}
                onClick={goToSection}
                className="flex min-h-12 items-center text-lg font-medium text-ink"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="container-site grid grid-cols-2 gap-3 pb-5">
          <a href={telHref} onClick={confirmCall} className={buttonClasses("secondary")}>
            <Phone className="size-4" aria-hidden="true" />
            {navCopy.callUs}
          </a>
          <a href="#contact" onClick={goToSection} className={buttonClasses("primary")}>
            {navCopy.getQuote}
          </a>
        </div>
      </div>
    </header>
  );
}
