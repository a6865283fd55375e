import { QuoteLink } from "~/components/quote-link";
import { buttonClasses } from "~/components/ui/button-styles";
import type { allServicesContent } from "~content/all-services";
import { site, telHref } from "~content/site";
import { HeadedSection } from "~/sections/shared/headed-section";
import { Icon } from "~/components/icon";

type ServicesCtaProps = { content: (typeof allServicesContent)["cta"] };

/** The closing band: for visitors who know the project but not the trade it needs. */
export function ServicesCta({ content }: ServicesCtaProps) {
  return (
    <HeadedSection
      headingId="services-cta-heading"
      copy={content}
      tone="dark"
      className="render-when-near dark-band bg-ink text-on-dark"
      innerClassName="container-site section-y grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:gap-16"
    >
      <div className="grid gap-3 sm:flex sm:flex-wrap lg:grid lg:min-w-72">
        <QuoteLink variant="primary" size="lg">
          {content.action}
        </QuoteLink>
        <a href={telHref} className={buttonClasses("outline-on-dark", "lg")}>
          <Icon name="phone" className="size-5" />
          {content.call}
          <span className="sr-only">{site.phone.display}</span>
        </a>
      </div>
    </HeadedSection>
  );
}
