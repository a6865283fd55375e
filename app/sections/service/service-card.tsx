import type { KeyboardEvent, MouseEvent } from "react";
import { fallbackServicePhoto } from "~content/services";
import { routes } from "~contracts/routes";
import { getPhoto, type LeadPhoto } from "~/lib/photos";
import type { ServiceView } from "~/lib/services";
import { LazyPhoto } from "~/sections/shared/lazy-photo";
import { ServiceIcon } from "./service-icon";
import { Icon } from "~/components/icon";

type ServiceCardProps = {
  service: ServiceView;
  actionLabel: string;
  onOpen: (service: ServiceView) => void;
  /**
   * "carousel": the home page's card, its badge on the photo and a button that opens the
   * details; "grid": the All Services card, its icon and features, and a link to its page
   * that opens the details instead.
   */
  variant: "carousel" | "grid";
  /** Hidden on narrow screens until the page knows its width (see page-size.ts). */
  className?: string;
  /** Whether its photo is the page's lead photo, or waits for it (see LazyPhoto). */
  photoTurn?: "lead" | "after-lead";
};

// Static class names, so Tailwind sees them.
const layouts = {
  carousel: {
    photo: "relative aspect-[4/3]",
    sizes: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 85vw",
    body: "flex flex-1 flex-col p-5 sm:p-6",
    description: "mt-2 line-clamp-3 text-ink-soft",
  },
  grid: {
    photo: "relative aspect-[3/2]",
    sizes: "(min-width: 1280px) 290px, (min-width: 640px) 50vw, 100vw",
    body: "flex flex-1 flex-col px-5 pt-10 pb-5 sm:px-6 sm:pb-6",
    description: "mt-2 text-ink-soft",
  },
} as const;

/**
 * The All Services grid's first photo, its largest paint on a phone, for the page to
 * preload from the head with the sizes its picture states.
 */
export const gridLeadPhoto = (service: ServiceView): LeadPhoto => ({
  photo: getPhoto(service.photo),
  sizes: layouts.grid.sizes,
});

// The trigger sits in the heading (a button may not hold a heading) and stretches over
// the whole card, so the card is one named, keyboard-usable target.
const triggerClasses =
  "text-left after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-focus";

/** One service as a card: photo, name, description, and the way to its details. */
export function ServiceCard({
  service,
  actionLabel,
  onOpen,
  variant,
  className = "",
  photoTurn,
}: ServiceCardProps) {
  const layout = layouts[variant];
  const grid = variant === "grid";
  // A new tab (or no script) gets the service's own page; a plain click its details.
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onOpen(service);
  };
  // It opens a dialog, as a button would, so Space opens it too.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== " ") return;
    event.preventDefault();
    onOpen(service);
  };
  const Heading = grid ? "h2" : "h3";
  return (
    <article
      className={`card group relative flex h-full flex-col overflow-hidden transition-shadow duration-200 ease-out hover:shadow-raised ${className}`}
    >
      <div className="relative">
        <LazyPhoto
          photoId={service.photo}
          fallbackId={grid ? fallbackServicePhoto : undefined}
          alt=""
          sizes={layout.sizes}
          className={layout.photo}
          turn={photoTurn}
        />
        {grid ? (
          <span className="absolute -bottom-6 left-5 inline-flex size-12 items-center justify-center rounded-full border border-line bg-card text-ink shadow-sm sm:left-6">
            <ServiceIcon name={service.icon} className="size-6" />
          </span>
        ) : (
          <span className="absolute top-4 left-4 rounded-full bg-card px-3 py-1 text-sm font-semibold text-ink shadow-sm">
            {service.badgeText}
          </span>
        )}
      </div>
      <div className={layout.body}>
        <Heading className="text-h3">
          {grid ? (
            <a
              href={routes.service(service.slug)}
              aria-haspopup="dialog"
              onClick={onClick}
              onKeyDown={onKeyDown}
              className={triggerClasses}
            >
              {service.title}
            </a>
          ) : (
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => onOpen(service)}
              className={triggerClasses}
            >
              {service.title}
            </button>
          )}
        </Heading>
        <p className={layout.description}>{service.description}</p>
        {grid ? (
          <ul className="mt-4 grid gap-2 border-t border-line pt-4">
            {service.features.map((feature) => (
              <li key={feature} className="flex gap-2.5">
                <Icon name="check" className="mt-1 size-4 shrink-0 text-success" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-2 pt-5 font-semibold text-ink"
        >
          {actionLabel}
          <Icon
            name="arrow-right"
            className="size-4 transition-transform duration-200 ease-out group-hover:translate-x-1"
          />
        </span>
      </div>
    </article>
  );
}
