import { QuoteLink } from "~/components/quote-link";
import type { faqPage } from "~content/faq";
import { mailtoHref, site, telHref } from "~content/site";
import { Icon } from "~/components/icon";

type FaqContactProps = { copy: typeof faqPage };

// A long address breaks after the @, not in the middle of the domain.
const [emailUser, emailDomain] = site.email.split("@");

const linkClasses =
  "inline-flex min-h-11 max-w-full items-center gap-3 font-semibold text-on-dark [overflow-wrap:anywhere] underline-offset-4 hover:underline";

/** The way out of the FAQ when it did not answer: the quote form, a call or an e-mail. */
export function FaqContact({ copy }: FaqContactProps) {
  return (
    <section
      aria-labelledby="faq-contact-heading"
      className="dark-band rounded-card bg-ink p-6 text-on-dark shadow-raised sm:p-8"
    >
      <h2 id="faq-contact-heading" className="text-2xl font-semibold tracking-tight text-on-dark">
        {copy.stillHeading}
      </h2>
      <p className="mt-3 max-w-xl text-on-dark-muted">{copy.stillLead}</p>
      <div className="mt-6 flex flex-col gap-5">
        <QuoteLink size="lg" className="w-full sm:w-auto lg:w-full">
          {copy.contactButton}
        </QuoteLink>
        <ul className="flex flex-col gap-1 border-t border-white/15 pt-4">
          <li>
            <a href={telHref} className={linkClasses}>
              <Icon name="phone" className="size-5 shrink-0" />
              <span className="sr-only">{copy.callLabel} </span>
              {site.phone.display}
            </a>
          </li>
          <li>
            <a href={mailtoHref} className={linkClasses}>
              <Icon name="mail" className="size-5 shrink-0" />
              <span className="sr-only">{copy.emailLabel} </span>
              <span>
                {emailUser}@<wbr />
                {emailDomain}
              </span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
