import { buttonClasses } from "~/components/ui/button-styles";
import { gcServices } from "~content/gc-services";
import { site, telHref } from "~content/site";
import { SectionHeading } from "~/sections/shared/section-heading";
import { StatList } from "~/sections/shared/stat-list";
import { CtaCard } from "./cta-card";
import { GcQuoteButton } from "./gc-quote-button";
import { Icon } from "~/components/icon";

const proof = gcServices.proof;
const cta = gcServices.cta;

/** The record that backs the promise, then the two ways to start: the quote dialog or a call. */
export function GcProofCta() {
  return (
    <section
      aria-labelledby="gc-proof-heading"
      className="render-when-near container-site section-y"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading id="gc-proof-heading" eyebrow={proof.eyebrow} heading={proof.heading} />
        <p className="inline-flex items-center gap-2 font-semibold text-ink">
          <Icon name="shield-check" className="size-5 text-success" />
          {proof.licensed}
        </p>
      </div>
      <StatList label={proof.statsLabel} stats={proof.stats} className="mt-10 sm:grid-cols-3" />
      <CtaCard heading={cta.heading} text={cta.text} className="mt-12">
        <GcQuoteButton label={cta.quote} />
        <a href={telHref} className={buttonClasses("secondary", "lg")}>
          <Icon name="phone" className="size-5 text-accent" />
          {cta.call} {site.phone.display}
        </a>
      </CtaCard>
    </section>
  );
}
