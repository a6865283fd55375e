import { Menu, Phone, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type MouseEvent } from "react";
import { homeSections, navCopy } from "~/content/navigation";
import { site, telHref } from "~/content/site";
import { scrollToSection } from "~/lib/scroll";
import { Logo } from "./logo";
import { useNavbarVisibility } from "./navbar-visibility";
import { buttonClasses } from "./ui/button-styles";

/** Asks before dialling, so a stray tap on a laptop or phone does not start a call. */
function confirmCall(event: MouseEvent<HTMLAnchorElement>) {
  if (!window.confirm(navCopy.callConfirm(site.phone.display))) event.preventDefault();
}

/** The home page's navigation bar: section links, call, 'Get Quote' and a mobile menu. */
export function Navbar() {
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const visible = useNavbarVisibility(navRef, menuOpen);
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      setMenuOpen(false);
    };
    // A wider window shows the links inline; a menu left open would hold the bar.
    const wide = window.matchMedia("(min-width: 64rem)");
    const onWide = () => wide.matches && setMenuOpen(false);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    wide.addEventListener("change", onWide);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      wide.removeEventListener("change", onWide);
    };
  }, [menuOpen]);

  const goTo = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setMenuOpen(false);
    scrollToSection(id, { focus: true });
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
        <a href="#home" onClick={goTo("home")} className="mr-auto rounded-control">
          <Logo compact />
          <span className="sr-only">{navCopy.homeLink}</span>
        </a>

        <ul className="hidden items-center gap-1 lg:flex">
          {homeSections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                onClick={goTo(section.id)}
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
          onClick={goTo("contact")}
          className={buttonClasses("primary", "sm", "hidden sm:inline-flex")}
        >
          {navCopy.getQuote}
        </a>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
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
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full border-b border-line bg-card shadow-raised lg:hidden"
      >
        <ul className="container-site grid py-3">
          {homeSections.map((section) => (
            <li key={section.id} className="border-b border-line/70 last:border-b-0">
              <a
                href={`#${section.id}`}
                onClick={goTo(section.id)}
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
          <a href="#contact" onClick={goTo("contact")} className={buttonClasses("primary")}>
            {navCopy.getQuote}
          </a>
        </div>
      </div>
    </header>
  );
}
