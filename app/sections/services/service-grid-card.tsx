import { ArrowRight, Check } from "lucide-react";
import { fallbackServicePhoto } from "~/content/services";
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
 * One card of the All Services grid. The button sits in the heading and stretches over
 * the whole card, so the card is one named, keyboard-usable target without wrapping a
 * list inside a button.
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
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => onOpen(card)}
            className="text-left after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-focus"
          >
            {card.title}
          </button>
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
