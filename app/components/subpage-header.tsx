import { navCopy, subpageLinks } from "~content/navigation";
import { site, telHref } from "~content/site";
import { routes } from "~contracts/routes";
import { Icon } from "./icon";
import { Logo } from "./logo";
import { buttonClasses } from "./ui/button-styles";

/**
 * Header of All Services, FAQ, Gallery and the other sub-pages: the brand, back home, call,
 * and the sibling pages. On phones the brand, "Back to Home" and the call button share the
 * first row (the call button shows its icon alone), and the siblings take the second.
 * The link to the page you are on is marked current; the page's script takes it back to
 * the top instead of reloading.
 */
export function SubpageHeader({ currentPath }: { currentPath?: string }) {
  return (
    <header className="border-b border-line bg-card">
      <div className="container-site flex min-h-16 flex-wrap items-center gap-x-3 py-2 sm:gap-x-6 lg:flex-nowrap">
        <a href={routes.home} className="-ml-1 shrink-0 rounded-control p-1">
          <Logo compact />
          <span className="sr-only"> {navCopy.brandHomeSuffix}</span>
        </a>
        <a
          href={routes.home}
          className="ml-auto inline-flex min-h-11 items-center gap-1.5 rounded-control px-2 font-semibold text-ink hover:bg-ink/5 lg:ml-0"
        >
          <Icon name="arrow-left" className="size-4" />
          <span>
            {/* Under 390 px "Home" alone fits beside the brand; the name stays whole. */}
            <span className="max-[390px]:sr-only">{navCopy.backHomeLead} </span>
            {navCopy.backHomeRest}
          </span>
        </a>
        <a
          href={telHref}
          className={buttonClasses(
            "secondary",
            "sm",
            "shrink-0 max-sm:w-11 max-sm:rounded-full max-sm:px-0 lg:order-last",
          )}
        >
          <Icon name="phone" className="size-4 text-accent" />
          <span className="max-sm:sr-only">{navCopy.callUs}</span>
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
