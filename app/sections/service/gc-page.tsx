import { gcServices } from "~content/gc-services";
import { ProcessSteps } from "~/sections/shared/process-steps";
import { GcHero } from "./gc-hero";
import { GcIconCards } from "./gc-icon-cards";
import { GcOversight } from "./gc-oversight";
import { GcProofCta } from "./gc-proof-cta";

/** The General Contractor page, top to bottom. */
export function GcPage({ title }: { title: string }) {
  return (
    <>
      <GcHero title={title} />
      <GcIconCards part="responsibilities" />
      <GcOversight />
      <GcIconCards part="audiences" />
      <ProcessSteps
        headingId="gc-process-heading"
        steps={gcServices.process.steps}
        copy={gcServices.process}
      />
      <GcProofCta />
    </>
  );
}
