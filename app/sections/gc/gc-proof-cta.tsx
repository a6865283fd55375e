import { Phone, ShieldCheck } from "lucide-react";
import { buttonClasses } from "~/components/ui/button-styles";
import { gcServices } from "~/content/gc-services";
import { site, telHref } from "~/content/site";
import { SectionHeading } from "~/sections/shared/section-heading";
import { StatList } from "~/sections/shared/stat-list";
import { GcQuoteButton } from "./gc-quote-button";

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
          <ShieldCheck className="size-5 text-success" aria-hidden="true" />
          {proof.licensed}
        </p>
      </div>
      <StatList label={proof.statsLabel} stats={proof.stats} className="mt-10 sm:grid-cols-3" />
      <div className="card mt-12 flex flex-col gap-8 p-6 sm:p-10 lg:flex-row lg:items-center lg:justify-between lg:p-12">
        <div className="max-w-xl">
          <h2 className="text-h2">{cta.heading}</h2>
          <p className="mt-3 text-lg text-ink-soft">{cta.text}</p>
        </div>
        <div className="grid gap-3 sm:flex sm:shrink-0">
          <GcQuoteButton label={cta.quote} />
          <a href={telHref} className={buttonClasses("secondary", "lg")}>
            <Phone className="size-5 text-accent" aria-hidden="true" />
            {cta.call} {site.phone.display}
          </a>
        </div>
      </div>
    </section>
  );
}
