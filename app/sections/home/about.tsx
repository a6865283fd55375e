import { IconBadge, IconCardList } from "~/sections/shared/icon-card";
import { StatList } from "~/sections/shared/stat-list";
import type { aboutContent } from "~content/home";
import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";

type AboutProps = { content: typeof aboutContent };

const icons: Record<(typeof aboutContent)["features"][number]["icon"], IconName> = {
  shield: "shield-check",
  gem: "gem",
  calendar: "calendar-check",
};

function badge(feature: { icon: keyof typeof icons }) {
  return (
    <IconBadge>
      <Icon name={icons[feature.icon]} className="size-6" />
    </IconBadge>
  );
}

const look = {
  list: "grid gap-4 self-start",
  item: "card flex gap-4 p-5 sm:p-6",
  layout: "row",
} as const;

/** Who we are, the three things we promise, and the figures that back them, set large. */
export function About({ content }: AboutProps) {
  return (
    <section
      id="about"
      aria-labelledby="about-heading"
      className="render-when-near section-y bg-surface"
    >
      <div className="container-site">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-16">
          <div>
            <p className="eyebrow">{content.eyebrow}</p>
            <h2 id="about-heading" className="mt-3 text-h2">
              {content.heading}
            </h2>
            {content.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 max-w-prose text-lg text-ink-soft">
                {paragraph}
              </p>
            ))}
          </div>
          <IconCardList items={content.features} badge={badge} look={look} />
        </div>

        <h3 className="sr-only">{content.statsLabel}</h3>
        <StatList stats={content.stats} className="mt-14 grid-cols-2 lg:mt-20 lg:grid-cols-4" />
      </div>
    </section>
  );
}
