import { ArrowLeft, Phone } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, NavLink } from "react-router";
import { navCopy, subpageLinks } from "~/content/navigation";
import { site, telHref } from "~/content/site";
import { prefersReducedMotion } from "~/lib/scroll";
import { buttonClasses } from "./ui/button-styles";

/** A link to the page you are on takes you back to its top instead of reloading it. */
function toTopIfCurrent(to: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.location.pathname !== to) return;
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" });
  };
}

/** Header of All Services, FAQ, Gallery and the other sub-pages: back home, call, siblings. */
export function SubpageHeader() {
  return (
    <header className="border-b border-line bg-card">
      <div className="container-site flex min-h-16 flex-wrap items-center gap-x-6 py-2 lg:flex-nowrap">
        <Link
          to="/"
          className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-control px-2 font-semibold text-ink hover:bg-ink/5"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {navCopy.backHome}
        </Link>
        <a
          href={telHref}
          className={buttonClasses("secondary", "sm", "ml-auto lg:order-last lg:ml-0")}
        >
          <Phone className="size-4 text-accent" aria-hidden="true" />
          {navCopy.callUs}
          <span className="sr-only">{site.phone.display}</span>
        </a>
        <nav
          aria-label={navCopy.subpageNav}
          className="w-full overflow-x-auto lg:ml-auto lg:w-auto lg:overflow-visible"
        >
          <ul className="-ml-2 flex whitespace-nowrap sm:-ml-3 sm:gap-x-1 lg:ml-0">
            {subpageLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={toTopIfCurrent(link.to)}
                  className="inline-flex min-h-11 items-center rounded-control px-2 text-[0.9375rem] text-ink-soft sm:px-3 sm:text-base transition-colors hover:bg-ink/5 hover:text-ink aria-[current=page]:font-semibold aria-[current=page]:text-ink aria-[current=page]:shadow-[inset_0_-2px_0_var(--color-accent)]"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
