import type { ReactNode } from "react";
import type { contactContent } from "~content/home";
import { mailtoHref, site, smsHref, telHref } from "~content/site";
import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";

type ContactSectionProps = {
  content: typeof contactContent;
  /** The 'Request a Free Quote' form, an island of its own. */
  form?: ReactNode;
};

type InfoCard = { icon: IconName; label: string; value: string; href?: string; wide?: boolean };

const cardClasses = "card flex min-h-20 items-center gap-4 p-4 sm:p-5";

function InfoCardBody({ icon, label, value }: InfoCard) {
  return (
    <>
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-surface-sunk text-ink">
        <Icon name={icon} className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold tracking-wide text-ink-muted uppercase">
          {label}
        </span>
        <span className="block font-semibold wrap-anywhere text-ink">{value}</span>
      </span>
    </>
  );
}

/** The quote form and every other way to reach us, on the last band of the page. */
export function ContactSection({ content, form }: ContactSectionProps) {
  // SPEC's order: Call, Email, Text, Hours. In two columns the long e-mail address needs a
  // whole row, and so does Call above it, so the order reads the same across and down.
  const cards: InfoCard[] = [
    {
      icon: "phone",
      label: content.cards.call,
      value: site.phone.display,
      href: telHref,
      wide: true,
    },
    { icon: "mail", label: content.cards.email, value: site.email, href: mailtoHref, wide: true },
    {
      icon: "message-square-text",
      label: content.cards.text,
      value: site.phone.display,
      href: smsHref,
    },
    { icon: "clock", label: content.cards.hours, value: site.hours.display },
  ];
  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="render-when-near section-y bg-surface-sunk"
    >
      <div className="container-site grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,36rem)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-8">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <p className="eyebrow">{content.eyebrow}</p>
          <h2 id="contact-heading" className="mt-3 text-h2">
            {content.heading}
          </h2>
          <p className="mt-4 max-w-xl text-lg text-ink-soft">{content.lead}</p>
        </div>
        {/* On a phone the form follows the heading, so a jump to /#contact shows it in the
            first screen; from 1024 px it stands beside the heading and the cards. */}
        <div className="card p-5 sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <h3 id="contact-form-heading" className="text-h3 sm:text-2xl">
            {content.formHeading}
          </h3>
          <div className="mt-6">{form}</div>
        </div>
        <ul className="grid min-w-0 gap-3 sm:grid-cols-2 lg:col-start-1 lg:row-start-2 lg:grid-cols-1">
          {cards.map((card) => (
            <li key={card.label} className={card.wide ? "sm:col-span-2 lg:col-span-1" : undefined}>
              {card.href ? (
                <a
                  href={card.href}
                  className={`${cardClasses} transition-colors duration-200 hover:border-ink`}
                >
                  <InfoCardBody {...card} />
                </a>
              ) : (
                <div className={cardClasses}>
                  <InfoCardBody {...card} />
                </div>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
