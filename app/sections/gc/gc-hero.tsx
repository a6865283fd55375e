import { ResponsivePicture } from "~/components/responsive-picture";
import { gcServices } from "~/content/gc-services";
import { getPhoto, type LeadPhoto } from "~/lib/photos";
import { heroPhotoSizes } from "~/sections/shared/hero-photo";
import { GcQuoteButton } from "./gc-quote-button";

const copy = gcServices.hero;

/** The hero photo: the page's largest paint, preloaded from the head. */
export const gcLeadPhoto = (): LeadPhoto => ({
  photo: getPhoto(copy.photo),
  sizes: heroPhotoSizes,
});

/** The page's opening: who we are for, what we take off their hands, and a way to start. */
export function GcHero({ title }: { title: string }) {
  return (
    <div className="container-site pt-10 pb-14 sm:pt-12 lg:pb-20">
      <div className="grid items-center gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-14">
        <div>
          <p className="eyebrow">{copy.eyebrow}</p>
          <h1 className="mt-3 text-h1">{title}</h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft">{copy.lead}</p>
          <GcQuoteButton label={copy.quote} className="mt-8 w-full sm:w-auto" />
        </div>
        <ResponsivePicture
          photo={getPhoto(copy.photo)}
          priority
          sizes={heroPhotoSizes}
          className="block overflow-hidden rounded-card shadow-raised"
          imgClassName="aspect-[4/3] h-auto w-full object-cover"
        />
      </div>
    </div>
  );
}
