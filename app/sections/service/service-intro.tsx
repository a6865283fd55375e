import { heroPhotoSizes } from "~/sections/shared/hero-photo";
import { ArrowLeft, ArrowRight, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { ResponsivePicture } from "~/components/responsive-picture";
import { buttonClasses } from "~/components/ui/button-styles";
import { site, telHref } from "~/content/site";
import { fallbackServicePhoto } from "~/content/services";
import { getPhoto } from "~/lib/photos";
import { routes } from "~/lib/routes";
import type { CatalogueEntry } from "~/lib/services";

type ServiceIntroProps = {
  service: CatalogueEntry;
  title: string;
  backLabel: string;
  /** The quote form with this service chosen: offered in the first screen, beside a call. */
  estimateHref: string;
  actions: { estimate: string; call: (phone: string) => string };
  /** The photo as an island, so a failed photo can fall back (see app/islands/service-photo). */
  photo?: ReactNode;
};

/** The service's photo, with the roofing photo to fall back to, as laid out here. */
export function servicePhotoProps(service: CatalogueEntry) {
  return {
    photo: getPhoto(service.photo),
    fallback: getPhoto(fallbackServicePhoto),
    sizes: heroPhotoSizes,
    className: "block overflow-hidden rounded-card shadow-raised",
    imgClassName: "aspect-[4/3] h-auto w-full object-cover",
  };
}

/**
 * The page's opening: the way back, the service's name and pitch, the two next steps
 * (an estimate, a call) within a phone's first screen, and its photo.
 */
export function ServiceIntro({
  service,
  title,
  backLabel,
  estimateHref,
  actions,
  photo,
}: ServiceIntroProps) {
  return (
    <div className="container-site pt-6 pb-14 sm:pt-8 lg:pb-20">
      <a
        href={routes.home}
        className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-control px-2 font-semibold text-ink-soft transition-colors hover:bg-ink/5 hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {backLabel}
      </a>
      <div className="mt-6 grid items-center gap-8 lg:mt-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-14">
        <div>
          <p className="eyebrow">{service.badgeText}</p>
          <h1 className="mt-3 text-h1">{title}</h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft">{service.description}</p>
          <div className="mt-7 flex flex-wrap gap-3">
            <a href={estimateHref} className={buttonClasses("primary", "lg")}>
              {actions.estimate}
              <ArrowRight className="size-5" aria-hidden="true" />
            </a>
            <a href={telHref} className={buttonClasses("secondary", "lg")}>
              <Phone className="size-5 text-accent" aria-hidden="true" />
              {actions.call(site.phone.display)}
            </a>
          </div>
        </div>
        {photo ?? <ResponsivePicture {...servicePhotoProps(service)} priority />}
      </div>
    </div>
  );
}
