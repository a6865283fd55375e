import { ArrowRight } from "lucide-react";
import type { CatalogueEntry } from "~/lib/services";
import { LazyPhoto } from "~/sections/shared/lazy-photo";

type ServiceCardProps = {
  service: CatalogueEntry;
  detailsLabel: string;
  onOpen: (service: CatalogueEntry) => void;
};

/**
 * One service in the carousel. The button sits in the heading (a button may not hold a
 * heading) and stretches over the whole card, so the card is one large target.
 */
export function ServiceCard({ service, detailsLabel, onOpen }: ServiceCardProps) {
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-shadow duration-200 ease-out hover:shadow-raised">
      <div className="relative">
        <LazyPhoto
          photoId={service.photo}
          alt=""
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 85vw"
          className="relative aspect-[4/3]"
        />
        <span className="absolute top-4 left-4 rounded-full bg-card px-3 py-1 text-sm font-semibold text-ink shadow-sm">
          {service.badgeText}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h3 className="text-h3">
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => onOpen(service)}
            className="text-left after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-focus"
          >
            {service.name}
          </button>
        </h3>
        <p className="mt-2 line-clamp-3 text-ink-soft">{service.description}</p>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-2 pt-5 font-semibold text-ink"
        >
          {detailsLabel}
          <ArrowRight className="size-4 transition-transform duration-200 ease-out group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
