import type { ReactNode } from "react";
import { footerCopy, footerLinks, footerServices, socialCopy } from "~content/navigation";
import { mailtoHref, site, telHref } from "~content/site";
import { servicePageView } from "~/lib/services";
import { routes } from "~contracts/routes";
import { Logo } from "./logo";
import { buttonClasses } from "./ui/button-styles";
import { Icon } from "./icon";

const socialLinks = [
  { href: site.social.facebook, label: socialCopy.facebook, brand: "facebook" },
  { href: site.social.instagram, label: socialCopy.instagram, brand: "instagram" },
  { href: site.social.yelp, label: socialCopy.yelp, brand: "yelp" },
  { href: site.social.google, label: socialCopy.google, brand: "google" },
] as const;

const linkClasses =
  "inline-flex min-h-11 items-center text-on-dark-muted underline-offset-4 transition-colors hover:text-white hover:underline lg:min-h-9";

/**
 * On the home page a section link points at the section (the page's script makes it
 * glide there); elsewhere it navigates to `to`.
 */
function SectionLink({
  section,
  to,
  onHome,
  children,
}: {
  section: string | null;
  to: string;
  onHome: boolean;
  children: ReactNode;
}) {
  if (onHome && section) {
    return (
      <a href={`#${section}`} className={linkClasses}>
        {children}
      </a>
    );
  }
  return (
    <a href={to} className={linkClasses}>
      {children}
    </a>
  );
}

function Column({
  title,
  className = "",
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <h2 className="text-base font-semibold text-white">{title}</h2>
      <div className="mt-3 lg:mt-4">{children}</div>
    </div>
  );
}

/** The site-wide footer: company and service links, contact details, hours and social links. */
export function Footer({ onHome }: { onHome: boolean }) {
  return (
    <footer data-theme="dark" className="mt-auto bg-ink-deep text-on-dark">
      <div className="container-site grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.3fr_0.9fr_0.9fr_1.6fr] lg:gap-12 lg:py-20">
        <div className="col-span-2 lg:col-span-1">
          <SectionLink section="home" to="/" onHome={onHome}>
            <Logo tone="dark" />
            <span className="sr-only">{site.name}</span>
          </SectionLink>
          <p className="mt-5 max-w-sm text-on-dark-muted">{footerCopy.about}</p>
          {/* The phone variant puts calling and writing first, as two large buttons. */}
          <div className="mt-6 grid gap-3 sm:max-w-sm sm:grid-cols-2 lg:hidden">
            <a href={telHref} className={buttonClasses("on-dark")}>
              <Icon name="phone" className="size-4" />
              {site.phone.display}
            </a>
            <a href={mailtoHref} className={buttonClasses("outline-on-dark")}>
              <Icon name="mail" className="size-4" />
              {footerCopy.emailLabel}
            </a>
          </div>
          <ul className="mt-6 flex gap-2" aria-label={footerCopy.socialHeading}>
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={link.label}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-white/15 text-on-dark transition-colors hover:border-white/40 hover:bg-white/10"
                >
                  <Icon name={link.brand} className="size-[1.125rem]" />
                  <span className="sr-only">
                    {link.label} {socialCopy.newTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <Column title={footerCopy.companyHeading}>
          <ul>
            {footerLinks.map((link) => (
              <li key={link.label}>
                <SectionLink section={link.section} to={link.to} onHome={onHome}>
                  {link.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </Column>

        <Column title={footerCopy.servicesHeading}>
          <ul>
            {footerServices.map((slug) => (
              <li key={slug}>
                <a href={routes.service(slug)} className={linkClasses}>
                  {servicePageView(slug).title}
                </a>
              </li>
            ))}
            <li>
              <a href={routes.allServices} className={`${linkClasses} font-semibold text-white`}>
                {footerCopy.allServices}
              </a>
            </li>
          </ul>
        </Column>

        <Column title={footerCopy.contactHeading} className="col-span-2 lg:col-span-1">
          <dl className="grid gap-4">
            <div className="flex gap-3">
              <dt>
                <Icon name="phone" className="mt-1 size-4 text-on-dark-muted" />
                <span className="sr-only">{footerCopy.phoneLabel}</span>
              </dt>
              <dd>
                <a href={telHref} className="font-semibold text-white hover:underline">
                  {site.phone.display}
                </a>
              </dd>
            </div>
            <div className="flex gap-3">
              <dt>
                <Icon name="mail" className="mt-1 size-4 text-on-dark-muted" />
                <span className="sr-only">{footerCopy.emailLabel}</span>
              </dt>
              <dd className="min-w-0">
                <a
                  href={mailtoHref}
                  className="[overflow-wrap:anywhere] text-white hover:underline"
                >
                  {site.email}
                </a>
              </dd>
            </div>
            <div className="flex gap-3">
              <dt>
                <Icon name="clock" className="mt-1 size-4 text-on-dark-muted" />
                <span className="sr-only">{footerCopy.hoursLabel}</span>
              </dt>
              <dd className="text-on-dark-muted">{site.hours.display}</dd>
            </div>
            <div className="flex gap-3">
              <dt>
                <Icon name="map-pin" className="mt-1 size-4 text-on-dark-muted" />
                <span className="sr-only">{footerCopy.areaLabel}</span>
              </dt>
              <dd className="text-on-dark-muted">{site.area.description}</dd>
            </div>
          </dl>
        </Column>
      </div>

      <div className="border-t border-white/10">
        <div className="container-site flex flex-col gap-2 py-6 text-on-dark-muted sm:flex-row sm:items-center sm:justify-between">
          <p>
            {footerCopy.copyright(site.copyrightYear)} {footerCopy.rights}
          </p>
          <a href={routes.privacy} className={linkClasses}>
            {footerCopy.privacy}
          </a>
        </div>
      </div>
    </footer>
  );
}
