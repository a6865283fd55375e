import type { ReactNode } from "react";
import { ResponsivePicture } from "~/components/responsive-picture";
import { buttonClasses } from "~/components/ui/button-styles";
import { genericProcess } from "~content/process";
import { servicePage, showcasePage, type ServiceShowcase } from "~content/service-page";
import { fallbackServicePhoto } from "~content/services";
import { site, telHref } from "~content/site";
import { serviceShowcase, serviceTitle } from "~content/generic-service";
import { getPhoto } from "~/lib/photos";
import { contactPath, routes } from "~contracts/routes";
import { servicePageView, type ServiceView } from "~/lib/services";
import { HeadedSection } from "~/sections/shared/headed-section";
import { ProcessSteps } from "~/sections/shared/process-steps";
import { SectionHeading } from "~/sections/shared/section-heading";
import { StatList } from "~/sections/shared/stat-list";
import { CtaSection } from "./cta-card";
import { FeatureGrid } from "./feature-grid";
import { heroPicture, ServiceHero } from "./service-hero";
import { Icon } from "~/components/icon";

type ServicePageProps = {
  slug: string;
  /** The generic page's photo as an island, in place of the static picture. */
  photo?: ReactNode;
};

/** The hero photo of a slug's page, with the roofing photo to fall back to on the generic page. */
export function servicePagePhoto(slug: string) {
  const showcase = serviceShowcase(slug);
  return showcase
    ? heroPicture(showcase.photo.hero)
    : heroPicture(servicePageView(slug).photo, fallbackServicePhoto);
}

/**
 * The page of any service: its showcase when it has one (kitchens, bathrooms), else the
 * generic page of intro, features, process and next step, for any slug at all.
 */
export function ServicePage({ slug, photo }: ServicePageProps) {
  const view = servicePageView(slug);
  const showcase = serviceShowcase(slug);
  if (showcase) return <ShowcasePage service={view} showcase={showcase} />;
  return <GenericPage service={view} title={serviceTitle(slug)} photo={photo} />;
}

function GenericPage({
  service,
  title,
  photo,
}: {
  service: ServiceView;
  title: string;
  photo?: ReactNode;
}) {
  // The quote form with this service already chosen, when the catalog knows it.
  const estimateHref = service.inCatalog ? contactPath(service.slug) : routes.contact;
  const copy = servicePage;
  return (
    <>
      <ServiceHero
        back={copy.back}
        eyebrow={service.badgeText}
        title={title}
        lead={service.description}
        actions={
          <div className="mt-7 flex flex-wrap gap-3">
            <a href={estimateHref} className={buttonClasses("primary", "lg")}>
              {copy.intro.estimate}
              <Icon name="arrow-right" className="size-5" />
            </a>
            <a href={telHref} className={buttonClasses("secondary", "lg")}>
              <Icon name="phone" className="size-5 text-accent" />
              {copy.intro.call(site.phone.display)}
            </a>
          </div>
        }
        photo={
          photo ?? (
            <ResponsivePicture {...heroPicture(service.photo, fallbackServicePhoto)} priority />
          )
        }
      />
      <HeadedSection
        headingId="service-offer-heading"
        copy={copy.offer}
        className="render-when-near border-t border-line bg-card"
        innerClassName="container-site section-y"
      >
        <FeatureGrid items={service.features} layout="row" />
      </HeadedSection>
      <ProcessSteps
        headingId="service-process-heading"
        steps={genericProcess}
        copy={copy.process}
      />
      <CtaSection headingId="service-cta-heading" heading={copy.cta.heading} text={copy.cta.text}>
        <a href={estimateHref} className={buttonClasses("primary", "lg")}>
          {copy.cta.estimate}
          <Icon name="arrow-right" className="size-5" />
        </a>
        <a href={routes.contact} className={buttonClasses("secondary", "lg")}>
          {copy.cta.questions}
        </a>
      </CtaSection>
    </>
  );
}

function ShowcasePage({ service, showcase }: { service: ServiceView; showcase: ServiceShowcase }) {
  const copy = showcasePage;
  const id = (part: string) => `${service.slug}-${part}-heading`;
  return (
    <>
      <ServiceHero
        back={copy.back}
        eyebrow={showcase.eyebrow}
        title={showcase.heading}
        lead={showcase.lead}
        actions={
          // The quote form with this service already chosen, as on every other service page.
          <a
            href={contactPath(service.slug)}
            className={buttonClasses("primary", "lg", "mt-8 w-full sm:w-auto")}
          >
            {copy.quote}
            <Icon name="arrow-right" className="size-5" />
          </a>
        }
        photo={<ResponsivePicture {...heroPicture(showcase.photo.hero)} priority />}
      >
        <StatList
          label={showcase.statsLabel}
          stats={showcase.stats}
          className="mt-12 sm:grid-cols-3 lg:mt-16"
        />
      </ServiceHero>
      <section
        aria-labelledby={id("included")}
        className="render-when-near border-t border-line bg-card"
      >
        <div className="container-site section-y grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
          <div>
            <SectionHeading
              id={id("included")}
              eyebrow={showcase.included.eyebrow}
              heading={showcase.included.heading}
              lead={showcase.included.lead}
            />
            <FeatureGrid items={showcase.included.items} layout="columns" />
          </div>
          <ResponsivePicture
            photo={getPhoto(showcase.photo.detail)}
            sizes="(min-width: 1216px) 470px, (min-width: 1024px) 38vw, 100vw"
            className="block self-center overflow-hidden rounded-card shadow-card"
            imgClassName="aspect-[4/3] h-auto w-full object-cover lg:aspect-[4/5]"
          />
        </div>
      </section>
      <ProcessSteps
        headingId={id("process")}
        steps={showcase.process.steps}
        copy={showcase.process}
      />
      <CtaSection headingId={id("cta")} heading={showcase.cta.heading} text={showcase.cta.text}>
        <a href={copy.estimate.to} className={buttonClasses("primary", "lg")}>
          {copy.estimate.label}
          <Icon name="arrow-right" className="size-5" />
        </a>
        <a href={copy.work.to} className={buttonClasses("secondary", "lg")}>
          {copy.work.label}
        </a>
      </CtaSection>
    </>
  );
}
