import type { CSSProperties } from "react";
import { ResponsivePicture } from "~/components/responsive-picture";
import type { GalleryContent } from "~content/gallery";
import type { GalleryFirstView, ManifestImage } from "~contracts/gallery-manifest";
import type { LeadPhoto } from "~/lib/photos";
import { galleryPageSize, lcpTileIndex, tileSizesFor, type TileSize } from "./gallery-constants";
import { ShowMoreButton } from "./show-more-button";
import { useShowMore } from "./use-show-more";
import { Icon } from "~/components/icon";

type PhotoCollageProps = {
  /** The photos at hand: the prerendered first page, then the whole manifest. */
  images: readonly ManifestImage[];
  /** How many photos the gallery holds, for the remaining count. */
  total: number;
  /** Seeds the tile sizes, so the prerendered HTML and the hydrated island agree. */
  seed: number;
  content: GalleryContent["collage"];
  onOpen: (index: number) => void;
};

// Spans on a dense grid of square-ish rows: the sizes differ, the rhythm stays even.
const tileClasses: Record<TileSize, string> = {
  small: "col-span-1 row-span-1",
  medium: "col-span-1 row-span-2",
  large: "col-span-2 row-span-2",
};

// On a phone a column is half the screen less the page's 1.25rem margins and the 0.75rem
// gap: "50vw" would ask a 412 px, 1.75x phone for 361 px and fetch 480 where 320 is sharp.
const tileSizesAttr: Record<TileSize, string> = {
  small: "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, calc(50vw - 1.625rem)",
  medium: "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, calc(50vw - 1.625rem)",
  large: "(min-width: 1024px) 50vw, (min-width: 640px) 100vw, calc(100vw - 2.5rem)",
};

/**
 * The photo of the first page most likely to be the largest paint, as the collage picks
 * it, for the page to preload from the head.
 */
export function collageLeadPhoto(firstView: GalleryFirstView): LeadPhoto | undefined {
  const count = Math.min(firstView.images.length, firstView.imageTotal, galleryPageSize);
  const sizes = tileSizesFor(count, firstView.seed);
  const index = lcpTileIndex(sizes);
  const photo = firstView.images[index];
  const size = sizes[index];
  return photo && size ? { photo, sizes: tileSizesAttr[size] } : undefined;
}

/**
 * A tile's blurred preview, drawn behind its photo: while the photo waits for the lead photo
 * (decision 226) the tile shows it instead of a blank.
 */
const previewBehind = (image: ManifestImage): CSSProperties => ({
  backgroundImage: image.placeholder,
  backgroundSize: "100% 100%",
});

const gridClasses =
  "grid grid-flow-row-dense grid-cols-2 auto-rows-[9.5rem] gap-3 sm:auto-rows-[12rem] sm:gap-4 lg:grid-cols-4 lg:auto-rows-[13rem]";

/** The collage of finished work: ten photos at a time, each opening the full-size viewer. */
export function PhotoCollage({ images, total, seed, content, onOpen }: PhotoCollageProps) {
  const { shown, remaining, waiting, showMore, listRef } = useShowMore(
    images.length,
    total,
    galleryPageSize,
  );

  if (total === 0) {
    return <p className="py-16 text-center text-lg text-ink-muted">{content.empty}</p>;
  }

  const visible = images.slice(0, shown);
  const sizes = tileSizesFor(visible.length, seed);
  // Only the photo most likely to be the largest paint is fetched first; the rest wait for
  // it to be drawn, then come as the visitor nears them (decision 226).
  const lcpIndex = lcpTileIndex(sizes);

  return (
    <>
      <ul ref={listRef} className={gridClasses} data-testid="gallery-collage">
        {visible.map((image, index) => {
          const size = sizes[index]!;
          const lead = index === lcpIndex;
          return (
            <li
              key={image.id}
              className={lead ? tileClasses[size] : `${tileClasses[size]} after-lead-photo`}
            >
              <button
                type="button"
                onClick={() => onOpen(index)}
                aria-label={content.openLabel(image.alt)}
                className="group relative block h-full w-full overflow-hidden rounded-card bg-surface-sunk shadow-card"
                style={lead ? undefined : previewBehind(image)}
              >
                <ResponsivePicture
                  photo={image}
                  sizes={tileSizesAttr[size]}
                  priority={lead}
                  className="block h-full w-full"
                  imgClassName="h-full w-full object-cover transition-transform duration-300 ease-out group-hover:scale-[1.03]"
                />
                <span
                  aria-hidden="true"
                  className="absolute right-3 bottom-3 inline-flex size-10 items-center justify-center rounded-full bg-ink-deep/70 text-on-dark opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-visible:opacity-100"
                >
                  <Icon name="expand" className="size-4" />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {remaining > 0 ? (
        <ShowMoreButton onClick={showMore} waiting={waiting} loading={content.loading}>
          {content.showMore}
          <span className="font-normal text-ink-muted">({content.remaining(remaining)})</span>
        </ShowMoreButton>
      ) : null}
    </>
  );
}
