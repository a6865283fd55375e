import { ArrowLeft, Phone } from "lucide-react";
import { Link, NavLink } from "react-router";
import { navCopy, subpageLinks } from "~/content/navigation";
import { site, telHref } from "~/content/site";

/** Header of All Services, FAQ and Gallery: back home, call, and the sibling pages. */
export function SubpageHeader() {
  return (
    <header className="border-b border-line bg-card">
      <div className="container-site flex min-h-16 flex-wrap items-center gap-x-6 gap-y-2 py-2">
        <Link to="/" className="inline-flex min-h-11 items-center gap-2 font-semibold text-ink">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {navCopy.backHome}
        </Link>
        <nav
          aria-label={site.shortName}
          className="order-3 w-full sm:order-none sm:ml-auto sm:w-auto"
        >
          <ul className="flex flex-wrap gap-x-5">
            {subpageLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={(event) => {
                    if (window.location.pathname === link.to) {
                      event.preventDefault();
                      window.scrollTo({ top: 0, behavior: "smooth" });
                    }
                  }}
                  className="inline-flex min-h-11 items-center text-ink-soft hover:text-ink aria-[current=page]:font-semibold aria-[current=page]:text-ink"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <a
          href={telHref}
          className="ml-auto inline-flex min-h-11 items-center gap-2 font-semibold text-accent sm:ml-0"
        >
          <Phone className="size-4" aria-hidden="true" />
          {navCopy.callUs}
          <span className="sr-only">{site.phone.display}</span>
        </a>
      </div>
    </header>
  );
}
