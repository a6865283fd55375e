import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button-styles";
import type { financingContent, servicesContent } from "~content/home";
import { routes } from "~contracts/routes";
import { SectionHeading } from "~/sections/shared/section-heading";
import { FinancingBlock, financingCardId } from "./financing-block";
import { Icon } from "~/components/icon";

type ServicesSectionProps = {
  content: typeof servicesContent;
  financing: typeof financingContent;
  // The two islands below come from the Astro page's named slots, which Astro passes as
  // props; its type check cannot see that, hence optional.
  /** The carousel of services, an island of its own. */
  carousel?: ReactNode;
  /** The 'Get Pre-Approved Now' form, an island of its own. */
  financingForm?: ReactNode;
};

/**
 * The services carousel and its actions, then the 100% financing band. 'Schedule Free
 * Estimate' is a link to the financing form; the page's script glides there and puts the
 * cursor in its first field.
 */
export function ServicesSection({
  content,
  financing,
  carousel,
  financingForm,
}: ServicesSectionProps) {
  return (
    <section id="services" aria-labelledby="services-heading">
      <div className="section-y overflow-hidden bg-surface">
        <div className="container-site">
          <SectionHeading
            id="services-heading"
            eyebrow={content.eyebrow}
            heading={content.heading}
            lead={content.lead}
          />
          <div className="mt-10 lg:mt-12">{carousel}</div>
          <div className="mt-10 grid gap-3 border-t border-line pt-8 sm:flex sm:flex-wrap sm:items-center">
            <a
              href={`#${financingCardId}`}
              data-focus-field=""
              className={buttonClasses("primary", "lg")}
            >
              <Icon name="calendar-check" className="size-5" />
              {content.scheduleEstimate}
            </a>
            <a href={routes.allServices} className={buttonClasses("secondary", "lg")}>
              {content.viewAll}
            </a>
            <a
              href={routes.gcServices}
              className={buttonClasses("ghost", "lg", "group sm:-mr-7 sm:ml-auto")}
            >
              {content.gcServices}
              <Icon
                name="arrow-right"
                className="size-5 transition-transform duration-200 group-hover:translate-x-1"
              />
            </a>
          </div>
        </div>
      </div>

      <FinancingBlock content={financing} form={financingForm} />
    </section>
  );
}
