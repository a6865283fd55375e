import { routes } from "~contracts/routes";
import type { portfolioContent } from "~content/home";
import { LazyPhoto } from "~/sections/shared/lazy-photo";
import { HeadedSection } from "~/sections/shared/headed-section";
import { Icon } from "~/components/icon";

type PortfolioProps = { content: typeof portfolioContent };

const tileShape = "relative aspect-[4/3] overflow-hidden rounded-card lg:aspect-auto";

/** Five finished projects, one per category, and the way into the full gallery. */
export function Portfolio({ content }: PortfolioProps) {
  return (
    <HeadedSection
      id="portfolio"
      headingId="portfolio-heading"
      copy={content}
      className="render-when-near section-y bg-card"
      innerClassName="container-site"
    >
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:mt-12 lg:auto-rows-[15.5rem] lg:grid-cols-3 lg:gap-5">
        {content.items.map((item, index) => (
          <li
            key={item.photo}
            className={`${tileShape} group ${index === 0 ? "sm:col-span-2 lg:row-span-2" : ""}`}
          >
            <figure className="h-full">
              <LazyPhoto
                photoId={item.photo}
                alt={item.alt}
                sizes={
                  index === 0
                    ? "(min-width: 1024px) 800px, 100vw"
                    : "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                }
                className="absolute inset-0 transition-transform duration-300 ease-out group-hover:scale-[1.03]"
              />
              <figcaption className="absolute inset-x-0 bottom-0 flex flex-col items-start gap-2 bg-linear-to-t from-ink-deep/90 via-ink-deep/60 to-transparent p-5 pt-16">
                <span className="rounded-full bg-card px-3 py-1 text-sm font-semibold text-ink">
                  {item.category}
                </span>
                <span className="text-lg font-semibold text-white">{item.title}</span>
              </figcaption>
            </figure>
          </li>
        ))}
        <li className="relative min-h-44 overflow-hidden rounded-card sm:col-span-2 lg:col-span-1">
          <a
            href={routes.gallery}
            className="group dark-band flex h-full flex-col justify-between bg-ink p-6 text-on-dark transition-colors duration-200 hover:bg-ink-soft"
          >
            <span className="text-2xl font-semibold text-white">{content.viewMore}</span>
            <span className="flex items-end justify-between gap-4">
              <span className="max-w-[16rem] text-on-dark">{content.viewMoreDetail}</span>
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full border border-on-dark/60 transition-transform duration-200 ease-out group-hover:translate-x-1">
                <Icon name="arrow-right" className="size-5" />
              </span>
            </span>
          </a>
        </li>
      </ul>
    </HeadedSection>
  );
}
