import { ArrowLeft, ArrowRight } from "lucide-react";
import { ResponsivePicture } from "~/components/responsive-picture";
import { buttonClasses } from "~/components/ui/button-styles";
import type { DedicatedServicePage } from "~/content/service-pages";
import { getPhoto, type LeadPhoto } from "~/lib/photos";
import { heroPhotoSizes } from "~/sections/shared/hero-photo";
import { StatList } from "~/sections/shared/stat-list";

type ServiceHeroProps = { content: DedicatedServicePage; title: string };

/** The hero photo: the page's largest paint, preloaded from the head. */
export function serviceHeroLeadPhoto(content: DedicatedServicePage): LeadPhoto {
  return { photo: getPhoto(content.photo.hero), sizes: heroPhotoSizes };
}

/** The opening of a dedicated service page: the way back, the pitch, a quote, the figures. */
export function ServiceHero({ content, title }: ServiceHeroProps) {
  return (
    <div className="container-site pt-6 pb-14 sm:pt-8 lg:pb-20">
      <a
        href={content.back.to}
        className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-control px-2 font-semibold text-ink-soft transition-colors hover:bg-ink/5 hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {content.back.label}
      </a>
      <div className="mt-6 grid items-center gap-8 lg:mt-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-14">
        <div>
          <p className="eyebrow">{content.eyebrow}</p>
          <h1 className="mt-3 text-h1">{title}</h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft">{content.lead}</p>
          <a
            href={content.quote.to}
            className={buttonClasses("primary", "lg", "mt-8 w-full sm:w-auto")}
          >
            {content.quote.label}
            <ArrowRight className="size-5" aria-hidden="true" />
          </a>
        </div>
        <ResponsivePicture
          photo={getPhoto(content.photo.hero)}
          priority
          sizes={heroPhotoSizes}
          className="block overflow-hidden rounded-card shadow-raised"
          imgClassName="aspect-[4/3] h-auto w-full object-cover"
        />
      </div>
      <StatList
        label={content.statsLabel}
        stats={content.stats}
        className="mt-12 sm:grid-cols-3 lg:mt-16"
      />
    </div>
  );
}
