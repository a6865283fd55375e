import { gcServices } from "~/content/gc-services";
import { SectionHeading } from "~/sections/shared/section-heading";
import { GcIconBadge } from "./gc-icon";

const copy = gcServices.audiences;

/** Who the service is for: homeowners, investors and developers. */
export function GcAudiences() {
  return (
    <section
      aria-labelledby="gc-audiences-heading"
      className="render-when-near border-t border-line bg-card"
    >
      <div className="container-site section-y">
        <SectionHeading id="gc-audiences-heading" eyebrow={copy.eyebrow} heading={copy.heading} />
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {copy.items.map((item) => (
            <li key={item.title} className="rounded-card border border-line bg-surface p-6 sm:p-8">
              <GcIconBadge icon={item.icon} />
              <h3 className="mt-5 text-h3">{item.title}</h3>
              <p className="mt-2 text-ink-soft">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
