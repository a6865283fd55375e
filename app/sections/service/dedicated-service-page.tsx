import type { DedicatedServicePage as Content } from "~/content/service-pages";
import { IncludedFeatures } from "./included-features";
import { ProcessSteps } from "~/sections/shared/process-steps";
import { ServiceHero } from "./service-hero";
import { ServicePageCta } from "./service-page-cta";

type DedicatedServicePageProps = { content: Content; title: string };

/** The kitchen and bathroom pages: one layout, two content objects. */
export function DedicatedServicePage({ content, title }: DedicatedServicePageProps) {
  return (
    <>
      <ServiceHero content={content} title={title} />
      <IncludedFeatures content={content} />
      <ProcessSteps
        headingId={`${content.key}-process-heading`}
        steps={content.process.steps}
        copy={content.process}
      />
      <ServicePageCta content={content} />
    </>
  );
}
