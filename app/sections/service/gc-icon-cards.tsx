import { gcServices, type GcIcon } from "~content/gc-services";
import { HeadedSection } from "~/sections/shared/headed-section";
import { IconCardList, type IconCardLook } from "~/sections/shared/icon-card";
import { GcIconBadge } from "./gc-icon";

type Item = { icon: GcIcon; title: string; text: string };

const badge = (item: Item) => <GcIconBadge icon={item.icon} />;

// Static class names, so Tailwind sees them.
const parts = {
  /** What a general contractor takes on: permits, trades, schedule, budget, inspections. */
  responsibilities: {
    headingId: "gc-duties-heading",
    list: "mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5",
    item: "rounded-card border border-line bg-surface p-5 sm:last:odd:col-span-2 lg:last:odd:col-span-1",
    layout: "stack",
  },
  /** Who the service is for: homeowners, investors and developers. */
  audiences: {
    headingId: "gc-audiences-heading",
    list: "mt-10 grid gap-4 md:grid-cols-3",
    item: "rounded-card border border-line bg-surface p-6 sm:p-8",
    layout: "stack",
    title: "mt-5",
  },
} as const satisfies Record<string, IconCardLook & { headingId: string }>;

/** A band of the General Contractor page whose items are icon cards. */
export function GcIconCards({ part }: { part: keyof typeof parts }) {
  const copy = gcServices[part];
  const items: readonly Item[] = copy.items;
  return (
    <HeadedSection
      headingId={parts[part].headingId}
      copy={copy}
      className="render-when-near border-t border-line bg-card"
      innerClassName="container-site section-y"
    >
      <IconCardList items={items} badge={badge} look={parts[part]} />
    </HeadedSection>
  );
}
