import { SubpageHeader } from "~/components/subpage-header";
import { pages } from "~/content/pages";
import { genericProcess } from "~/content/process";
import { servicePage } from "~/content/service-page";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import { serviceForSlug } from "~/lib/services";
import { titleFromSlug } from "~/lib/slug";
import { ServiceCta } from "~/sections/service-page/service-cta";
import { ServiceFeatures } from "~/sections/service-page/service-features";
import { ServiceIntro } from "~/sections/service-page/service-intro";
import { ProcessSteps } from "~/sections/process-steps";
import type { Route } from "./+types/service-detail";

function titleFor(slug: string): string {
  const entry = serviceForSlug(slug);
  return entry.slug ? entry.name : titleFromSlug(slug);
}

/** The quote form with this service already chosen, when the catalogue knows it. */
function estimateHref(name: string, known: boolean): string {
  if (!known) return pages.contact.path;
  return `${pages.contact.path}?${new URLSearchParams({ service: name }).toString()}`;
}

export function meta({ params }: Route.MetaArgs) {
  const entry = serviceForSlug(params.serviceSlug);
  return pageMeta({
    title: `${titleFor(params.serviceSlug)} | ${site.name}`,
    description: entry.description,
    path: `/services/${params.serviceSlug}`,
  });
}

export default function ServiceDetailPage({ params }: Route.ComponentProps) {
  const entry = serviceForSlug(params.serviceSlug);
  return (
    <>
      <SubpageHeader />
      <main id="main">
        <ServiceIntro
          service={entry}
          title={titleFor(params.serviceSlug)}
          backLabel={servicePage.back}
        />
        <ServiceFeatures features={entry.features} copy={servicePage.offer} />
        <ProcessSteps
          headingId="service-process-heading"
          steps={genericProcess}
          copy={servicePage.process}
        />
        <ServiceCta
          estimateHref={estimateHref(entry.name, entry.slug !== null)}
          contactHref={pages.contact.path}
          copy={servicePage.cta}
        />
      </main>
    </>
  );
}
