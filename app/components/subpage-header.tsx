import { ArrowLeft, Phone } from "lucide-react";
import { navCopy, subpageLinks } from "~/content/navigation";
import { site, telHref } from "~/content/site";
import { routes } from "~/lib/routes";
import { buttonClasses } from "./ui/button-styles";

/**
 * Header of All Services, FAQ, Gallery and the other sub-pages: back home, call, siblings.
 * The link to the page you are on is marked current; the page's script takes it back to
 * the top instead of reloading.
 */
export function SubpageHeader({ currentPath }: { currentPath?: string }) {
  return (
    <header className="border-b border-line bg-card">
      <div className="container-site flex min-h-16 flex-wrap items-center gap-x-6 py-2 lg:flex-nowrap">
        <a
          href={routes.home}
          className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-control px-2 font-semibold text-ink hover:bg-ink/5"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {navCopy.backHome}
        </a>
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
                <a
                  href={link.to}
                  aria-current={link.to === currentPath ? "page" : undefined}
                  className="inline-flex min-h-11 items-center rounded-control px-2 text-[0.9375rem] text-ink-soft sm:px-3 sm:text-base transition-colors hover:bg-ink/5 hover:text-ink aria-[current=page]:font-semibold aria-[current=page]:text-ink aria-[current=page]:shadow-[inset_0_-2px_0_var(--color-accent)]"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
