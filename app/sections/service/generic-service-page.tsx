import type { ReactNode } from "react";
import { genericProcess } from "~/content/process";
import { servicePage } from "~/content/service-page";
import { serviceTitle } from "~/lib/generic-service";
import { contactPath, routes } from "~/lib/routes";
import { serviceForSlug } from "~/lib/services";
import { ProcessSteps } from "~/sections/shared/process-steps";
import { ServiceCta } from "./service-cta";
import { ServiceFeatures } from "./service-features";
import { ServiceIntro } from "./service-intro";

/**
 * The page of any service without a dedicated one: intro, features, process, next step.
 * `photo` is the page's photo island, in place of the static picture.
 */
export function GenericServicePage({ slug, photo }: { slug: string; photo?: ReactNode }) {
  const entry = serviceForSlug(slug);
  // The quote form with this service already chosen, when the catalogue knows it.
  const estimateHref = entry.slug ? contactPath(entry.name) : routes.contact;
  return (
    <>
      <ServiceIntro
        service={entry}
        title={serviceTitle(slug)}
        backLabel={servicePage.back}
        estimateHref={estimateHref}
        actions={servicePage.intro}
        photo={photo}
      />
      <ServiceFeatures features={entry.features} copy={servicePage.offer} />
      <ProcessSteps
        headingId="service-process-heading"
        steps={genericProcess}
        copy={servicePage.process}
      />
      <ServiceCta estimateHref={estimateHref} contactHref={routes.contact} copy={servicePage.cta} />
    </>
  );
}
