import { Check } from "lucide-react";
import { SectionHeading } from "~/sections/shared/section-heading";

type ServiceFeaturesProps = {
  features: readonly string[];
  copy: { eyebrow: string; heading: string };
};

/** 'What We Offer': the service's five scope items as a grid of small cards. */
export function ServiceFeatures({ features, copy }: ServiceFeaturesProps) {
  return (
    <section
      aria-labelledby="service-offer-heading"
      className="render-when-near border-t border-line bg-card"
    >
      <div className="container-site section-y">
        <SectionHeading id="service-offer-heading" eyebrow={copy.eyebrow} heading={copy.heading} />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {features.map((feature) => (
            <li
              key={feature}
              className="flex gap-4 rounded-card border border-line bg-surface p-5 sm:last:odd:col-span-2 lg:flex-col lg:gap-5 lg:last:odd:col-span-1"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-success-soft text-success"
              >
                <Check className="size-5" />
              </span>
              <span className="self-center font-semibold text-ink lg:self-start">{feature}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
