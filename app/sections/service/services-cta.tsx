import { Phone } from "lucide-react";
import { QuoteLink } from "~/components/quote-link";
import { buttonClasses } from "~/components/ui/button-styles";
import type { allServicesContent } from "~/content/all-services";
import { site, telHref } from "~/content/site";

type ServicesCtaProps = { content: (typeof allServicesContent)["cta"] };

/** The closing band: for visitors who know the project but not the trade it needs. */
export function ServicesCta({ content }: ServicesCtaProps) {
  return (
    <section
      aria-labelledby="services-cta-heading"
      className="render-when-near dark-band bg-ink text-on-dark"
    >
      <div className="container-site section-y grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:gap-16">
        <div className="max-w-2xl">
          <p className="eyebrow text-on-dark-muted">{content.eyebrow}</p>
          <h2 id="services-cta-heading" className="mt-3 text-h2 text-on-dark">
            {content.heading}
          </h2>
          <p className="mt-4 text-lg text-on-dark-muted">{content.text}</p>
        </div>
        <div className="grid gap-3 sm:flex sm:flex-wrap lg:grid lg:min-w-72">
          <QuoteLink variant="primary" size="lg">
            {content.action}
          </QuoteLink>
          <a href={telHref} className={buttonClasses("outline-on-dark", "lg")}>
            <Phone className="size-5" aria-hidden="true" />
            {content.call}
            <span className="sr-only">{site.phone.display}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
