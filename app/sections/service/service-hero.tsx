import type { ReactNode } from "react";
import type { ResponsivePicture } from "~/components/responsive-picture";
import { getPhoto, type LeadPhoto } from "~/lib/photos";
import { heroPhotoSizes } from "~/sections/shared/hero-photo";
import { Icon } from "~/components/icon";

type ServiceHeroProps = {
  /** The way back, above the pitch; the General Contractor page has none. */
  back?: { label: string; to: string };
  eyebrow: string;
  title: string;
  lead: string;
  /** The next steps under the lead, within a phone's first screen. */
  actions: ReactNode;
  /** The hero photo: a picture, or an island that can replace a broken one. */
  photo: ReactNode;
  /** Below the pitch and photo, such as the page's figures. */
  children?: ReactNode;
};

type PictureProps = Parameters<typeof ResponsivePicture>[0];

/** The hero photo as every service page lays it out: the page's largest paint. */
export function heroPicture(photoId: string, fallbackId?: string) {
  return {
    photo: getPhoto(photoId),
    ...(fallbackId ? { fallback: getPhoto(fallbackId) } : {}),
    sizes: heroPhotoSizes,
    className: "block overflow-hidden rounded-card shadow-raised",
    imgClassName: "aspect-[4/3] h-auto w-full object-cover",
  } satisfies PictureProps;
}

/** The hero photo, preloaded from the head. */
export function heroLeadPhoto(photoId: string): LeadPhoto {
  return { photo: getPhoto(photoId), sizes: heroPhotoSizes };
}

/** The opening of every service page: the way back, the pitch, the next steps, the photo. */
export function ServiceHero({
  back,
  eyebrow,
  title,
  lead,
  actions,
  photo,
  children,
}: ServiceHeroProps) {
  return (
    <div
      className={
        back
          ? "container-site pt-6 pb-14 sm:pt-8 lg:pb-20"
          : "container-site pt-10 pb-14 sm:pt-12 lg:pb-20"
      }
    >
      {back ? (
        <a
          href={back.to}
          className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-control px-2 font-semibold text-ink-soft transition-colors hover:bg-ink/5 hover:text-ink"
        >
          <Icon name="arrow-left" className="size-4" />
          {back.label}
        </a>
      ) : null}
      <div
        className={
          back
            ? "mt-6 grid items-center gap-8 lg:mt-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-14"
            : "grid items-center gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-14"
        }
      >
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="mt-3 text-h1">{title}</h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft">{lead}</p>
          {actions}
        </div>
        {photo}
      </div>
      {children}
    </div>
  );
}
