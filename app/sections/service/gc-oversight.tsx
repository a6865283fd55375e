import { ResponsivePicture } from "~/components/responsive-picture";
import { gcServices, type GcIcon } from "~content/gc-services";
import { getPhoto } from "~/lib/photos";
import { SectionHeading } from "~/sections/shared/section-heading";
import { IconCardList } from "~/sections/shared/icon-card";
import { GcIconBadge } from "./gc-icon";

const copy = gcServices.oversight;
const badge = (item: { icon: GcIcon }) => <GcIconBadge icon={item.icon} />;
const look = {
  list: "mt-8 grid gap-4",
  item: "card flex gap-4 p-5 sm:p-6",
  layout: "row",
} as const;

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
          <IconCardList items={copy.items} badge={badge} look={look} />
        </div>
      </div>
    </section>
  );
}
