import type { ReactNode } from "react";
import { formCopy } from "~content/forms";
import { mailtoHref, site, smsHref, telHref } from "~content/site";
import { Icon } from "~/components/icon";

const copy = formCopy.contactPage;

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-4 py-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-surface-sunk text-ink">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold tracking-wide text-ink-muted uppercase">
          {label}
        </span>
        <span className="block font-semibold break-words text-ink">{children}</span>
      </span>
    </li>
  );
}

// A long address breaks after the @, not in the middle of the domain.
const [emailUser, emailDomain] = site.email.split("@");

const linkClasses =
  "inline-flex min-h-11 max-w-full items-center [overflow-wrap:anywhere] hover:text-accent";

/**
 * The quote form on its own page, beside every other way to reach us: the destination of
 * the service pages' 'Get Free Estimate' and 'Ask Questions'. The form is an island.
 */
export function ContactPage({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="container-site grid items-start gap-8 pb-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <section aria-labelledby="contact-form-heading" className="card p-5 sm:p-8">
          <h2 id="contact-form-heading" className="text-h3 sm:text-2xl">
            {copy.formHeading}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-ink-soft">
            {copy.promises.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <Icon name="circle-check" className="size-5 shrink-0 text-success" />
                {promise}
              </li>
            ))}
          </ul>
          <div className="mt-6">{children}</div>
        </section>
        <aside aria-labelledby="contact-details-heading" className="lg:sticky lg:top-8">
          <h2 id="contact-details-heading" className="text-h3">
            {copy.detailsHeading}
          </h2>
          <p className="mt-2 text-ink-soft">{copy.detailsLead}</p>
          <ul className="mt-4 divide-y divide-line border-y border-line">
            <Detail icon={<Icon name="phone" className="size-5" />} label={copy.call}>
              <a href={telHref} className={linkClasses}>
                {site.phone.display}
              </a>
            </Detail>
            <Detail icon={<Icon name="message-square-text" className="size-5" />} label={copy.text}>
              <a href={smsHref} className={linkClasses}>
                {site.phone.display}
              </a>
            </Detail>
            <Detail icon={<Icon name="mail" className="size-5" />} label={copy.email}>
              <a href={mailtoHref} className={linkClasses}>
                <span>
                  {emailUser}@<wbr />
                  {emailDomain}
                </span>
              </a>
            </Detail>
            <Detail icon={<Icon name="clock" className="size-5" />} label={copy.hours}>
              {site.hours.display}
            </Detail>
            <Detail icon={<Icon name="map-pin" className="size-5" />} label={copy.area}>
              {site.area.description}
            </Detail>
          </ul>
        </aside>
      </div>
    </>
  );
}
