import { SubpageHeader } from "~/components/subpage-header";
import { gcServices } from "~/content/gc-services";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { GcAudiences } from "~/sections/gc/gc-audiences";
import { GcHero } from "~/sections/gc/gc-hero";
import { GcOversight } from "~/sections/gc/gc-oversight";
import { GcProofCta } from "~/sections/gc/gc-proof-cta";
import { GcResponsibilities } from "~/sections/gc/gc-responsibilities";
import { ProcessSteps } from "~/sections/process-steps";

const page = pages.gcServices;

export function meta() {
  return pageMeta(page);
}

export default function GcServicesPage() {
  return (
    <>
      <SubpageHeader />
      <main id="main">
        <GcHero title={page.heading} />
        <GcResponsibilities />
        <GcOversight />
        <GcAudiences />
        <ProcessSteps
          headingId="gc-process-heading"
          steps={gcServices.process.steps}
          copy={gcServices.process}
        />
        <GcProofCta />
      </main>
    </>
  );
}
