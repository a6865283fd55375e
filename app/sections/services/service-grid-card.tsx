import { ArrowRight, Check } from "lucide-react";
import { fallbackServicePhoto } from "~/content/services";
import { routes } from "~/lib/routes";
import type { ServiceCard } from "~/lib/services";
import { LazyPhoto } from "~/sections/shared/lazy-photo";
import { ServiceIcon } from "./service-icon";

type ServiceGridCardProps = {
  card: ServiceCard;
  actionLabel: string;
  /** Hidden on narrow screens until the page knows its width (see page-size.ts). */
  className?: string;

  onOpen: (card: ServiceCard) => void;
};

/**
 * One card of the All Services grid. Its link sits in the heading and stretches over the
 * whole card, so the card is one named, keyboard-usable target without wrapping a list
 * inside it. The link leads to the service's page; the island opens the details instead.
 */
export function ServiceGridCard({
  card,
  actionLabel,
  className = "",
  onOpen,
}: ServiceGridCardProps) {
  return (
    <article
      className={`card group relative flex h-full flex-col overflow-hidden transition-shadow duration-200 ease-out hover:shadow-raised ${className}`}
    >
      <div className="relative">
        <LazyPhoto
          photoId={card.photo}
          fallbackId={fallbackServicePhoto}
          alt=""
          sizes="(min-width: 1280px) 290px, (min-width: 640px) 50vw, 100vw"
          className="relative aspect-[3/2]"
        />
        <span className="absolute -bottom-6 left-5 inline-flex size-12 items-center justify-center rounded-full border border-line bg-card text-ink shadow-sm sm:left-6">
          <ServiceIcon name={card.icon} className="size-6" />
        </span>
      </div>
      <div className="flex flex-1 flex-col px-5 pt-10 pb-5 sm:px-6 sm:pb-6">
        <h2 className="text-h3">
          <a
            href={routes.service(card.slug)}
            aria-haspopup="dialog"
            onClick={(event) => {
              // A new tab (or no script) gets the service's own page; a plain click its details.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              onOpen(card);
            }}
            // It opens a dialog, as a button would, so Space opens it too.
            onKeyDown={(event) => {
              if (event.key !== " ") return;
              event.preventDefault();
              onOpen(card);
            }}
            className="text-left after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-focus"
          >
            {card.title}
          </a>
        </h2>
        <p className="mt-2 text-ink-soft">{card.description}</p>
        <ul className="mt-4 grid gap-2 border-t border-line pt-4">
          {card.features.map((feature) => (
            <li key={feature} className="flex gap-2.5">
              <Check className="mt-1 size-4 shrink-0 text-success" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-2 pt-5 font-semibold text-ink"
        >
          {actionLabel}
          <ArrowRight className="size-4 transition-transform duration-200 ease-out group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
