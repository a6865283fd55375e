import { gcServices } from "~/content/gc-services";
import { ProcessSteps } from "~/sections/shared/process-steps";
import { GcAudiences } from "./gc-audiences";
import { GcHero } from "./gc-hero";
import { GcOversight } from "./gc-oversight";
import { GcProofCta } from "./gc-proof-cta";
import { GcResponsibilities } from "./gc-responsibilities";

/** The General Contractor page, top to bottom. */
export function GcPage({ title }: { title: string }) {
  return (
    <>
      <GcHero title={title} />
      <GcResponsibilities />
      <GcOversight />
      <GcAudiences />
      <ProcessSteps
        headingId="gc-process-heading"
        steps={gcServices.process.steps}
        copy={gcServices.process}
      />
      <GcProofCta />
    </>
  );
}
