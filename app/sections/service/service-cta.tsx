import { ArrowRight } from "lucide-react";
import { buttonClasses } from "~/components/ui/button-styles";

type ServiceCtaProps = {
  /** Where 'Get Free Estimate' goes: the quote form, with this service already chosen. */
  estimateHref: string;
  contactHref: string;
  copy: { heading: string; text: string; estimate: string; questions: string };
};

/** The closing call to action: an estimate for this service, or a question first. */
export function ServiceCta({ estimateHref, contactHref, copy }: ServiceCtaProps) {
  return (
    <section
      aria-labelledby="service-cta-heading"
      className="render-when-near container-site section-y"
    >
      <div className="card flex flex-col gap-8 p-6 sm:p-10 lg:flex-row lg:items-center lg:justify-between lg:p-12">
        <div className="max-w-xl">
          <h2 id="service-cta-heading" className="text-h2">
            {copy.heading}
          </h2>
          <p className="mt-3 text-lg text-ink-soft">{copy.text}</p>
        </div>
        <div className="grid gap-3 sm:flex sm:shrink-0">
          <a href={estimateHref} className={buttonClasses("primary", "lg")}>
            {copy.estimate}
            <ArrowRight className="size-5" aria-hidden="true" />
          </a>
          <a href={contactHref} className={buttonClasses("secondary", "lg")}>
            {copy.questions}
          </a>
        </div>
      </div>
    </section>
  );
}
