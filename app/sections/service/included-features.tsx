import { Check } from "lucide-react";
import { ResponsivePicture } from "~/components/responsive-picture";
import type { DedicatedServicePage } from "~/content/service-pages";
import { getPhoto } from "~/lib/photos";
import { SectionHeading } from "~/sections/shared/section-heading";

type IncludedFeaturesProps = { content: DedicatedServicePage };

/** 'What's included': the scope items beside a second photo of finished work. */
export function IncludedFeatures({ content }: IncludedFeaturesProps) {
  const headingId = `${content.key}-included-heading`;
  const { included } = content;
  return (
    <section aria-labelledby={headingId} className="render-when-near border-t border-line bg-card">
      <div className="container-site section-y grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
        <div>
          <SectionHeading
            id={headingId}
            eyebrow={included.eyebrow}
            heading={included.heading}
            lead={included.lead}
          />
          <ul className="mt-10 grid gap-3 sm:grid-cols-2">
            {included.items.map((item) => (
              <li
                key={item}
                className="flex items-center gap-4 rounded-card border border-line bg-surface p-4"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-success-soft text-success"
                >
                  <Check className="size-5" />
                </span>
                <span className="font-semibold text-ink">{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <ResponsivePicture
          photo={getPhoto(content.photo.detail)}
          sizes="(min-width: 1216px) 470px, (min-width: 1024px) 38vw, 100vw"
          className="block self-center overflow-hidden rounded-card shadow-card"
          imgClassName="aspect-[4/3] h-auto w-full object-cover lg:aspect-[4/5]"
        />
      </div>
    </section>
  );
}
