import { ArrowRight } from "lucide-react";
import { buttonClasses } from "~/components/ui/button-styles";
import type { DedicatedServicePage } from "~/content/service-pages";

type ServicePageCtaProps = { content: DedicatedServicePage };

/** The closing call to action: a free estimate on the home page's form, or our past work. */
export function ServicePageCta({ content }: ServicePageCtaProps) {
  const headingId = `${content.key}-cta-heading`;
  const { cta } = content;
  return (
    <section aria-labelledby={headingId} className="render-when-near container-site section-y">
      <div className="card flex flex-col gap-8 p-6 sm:p-10 lg:flex-row lg:items-center lg:justify-between lg:p-12">
        <div className="max-w-xl">
          <h2 id={headingId} className="text-h2">
            {cta.heading}
          </h2>
          <p className="mt-3 text-lg text-ink-soft">{cta.text}</p>
        </div>
        <div className="grid gap-3 sm:flex sm:shrink-0">
          <a href={cta.estimate.to} className={buttonClasses("primary", "lg")}>
            {cta.estimate.label}
            <ArrowRight className="size-5" aria-hidden="true" />
          </a>
          <a href={cta.work.to} className={buttonClasses("secondary", "lg")}>
            {cta.work.label}
          </a>
        </div>
      </div>
    </section>
  );
}
