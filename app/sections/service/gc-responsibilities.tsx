import { gcServices } from "~/content/gc-services";
import { SectionHeading } from "~/sections/shared/section-heading";
import { GcIconBadge } from "./gc-icon";

const copy = gcServices.responsibilities;

/** What a general contractor takes on: permits, trades, schedule, budget, inspections. */
export function GcResponsibilities() {
  return (
    <section
      aria-labelledby="gc-duties-heading"
      className="render-when-near border-t border-line bg-card"
    >
      <div className="container-site section-y">
        <SectionHeading
          id="gc-duties-heading"
          eyebrow={copy.eyebrow}
          heading={copy.heading}
          lead={copy.lead}
        />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {copy.items.map((item) => (
            <li
              key={item.title}
              className="rounded-card border border-line bg-surface p-5 sm:last:odd:col-span-2 lg:last:odd:col-span-1"
            >
              <GcIconBadge icon={item.icon} />
              <h3 className="mt-4 text-h3">{item.title}</h3>
              <p className="mt-2 text-ink-soft">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
