import { ResponsivePicture } from "~/components/responsive-picture";
import { reviewPage } from "~content/review";
import { getPhoto, type LeadPhoto } from "~/lib/photos";

const copy = reviewPage.intro;
const photoSizes = "(min-width: 1216px) 520px, (min-width: 1024px) 42vw, 100vw";

/** The kitchen photo: the page's largest paint, preloaded from the head. */
export const reviewLeadPhoto = (): LeadPhoto => ({
  photo: getPhoto(copy.photo),
  sizes: photoSizes,
});

/** The thank-you that opens the page, beside a finished kitchen of ours. */
export function ReviewIntro({ title }: { title: string }) {
  return (
    <div className="container-site pt-10 pb-12 sm:pt-12 lg:pb-16">
      <div className="grid items-center gap-8 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:gap-14">
        <div>
          <p className="eyebrow">{copy.eyebrow}</p>
          <h1 className="mt-3 text-h1">{title}</h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft">{copy.lead}</p>
        </div>
        <ResponsivePicture
          photo={getPhoto(copy.photo)}
          priority
          sizes={photoSizes}
          className="block overflow-hidden rounded-card shadow-raised"
          imgClassName="aspect-[16/10] h-auto w-full object-cover"
        />
      </div>
    </div>
  );
}
