import { ResponsivePicture } from "~/components/responsive-picture";
import { gcServices } from "~/content/gc-services";
import { getPhoto } from "~/lib/photos";
import { SectionHeading } from "~/sections/shared/section-heading";
import { GcIconBadge } from "./gc-icon";

const copy = gcServices.oversight;

/** Investor oversight: how an owner who is not on site still sees and controls the work. */
export function GcOversight() {
  return (
    <section aria-labelledby="gc-oversight-heading" className="render-when-near bg-surface">
      <div className="container-site section-y grid items-center gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16">
        <ResponsivePicture
          photo={getPhoto(copy.photo)}
          sizes="(min-width: 1216px) 520px, (min-width: 1024px) 42vw, 100vw"
          className="order-last block overflow-hidden rounded-card shadow-card lg:order-first"
          imgClassName="aspect-[4/3] h-auto w-full object-cover lg:aspect-[4/5]"
        />
        <div>
          <SectionHeading
            id="gc-oversight-heading"
            eyebrow={copy.eyebrow}
            heading={copy.heading}
            lead={copy.lead}
          />
          <ul className="mt-8 grid gap-4">
            {copy.items.map((item) => (
              <li key={item.title} className="card flex gap-4 p-5 sm:p-6">
                <GcIconBadge icon={item.icon} />
                <div>
                  <h3 className="text-h3">{item.title}</h3>
                  <p className="mt-1 text-ink-soft">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
