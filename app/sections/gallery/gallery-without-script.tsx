import type { GalleryContent } from "~content/gallery";
import type { BeforeAfterPair, ManifestImage } from "~contracts/gallery-manifest";

type GalleryWithoutScriptProps = {
  images: readonly ManifestImage[];
  pairs: readonly BeforeAfterPair[];
  content: GalleryContent;
};

const tile = "aspect-[4/3] h-auto w-full rounded-card bg-surface-sunk object-cover";

function Photo({ image }: { image: ManifestImage }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={tile}
    />
  );
}

/**
 * Without scripts "Show More" cannot work, so every photo past the gallery's first page is
 * drawn here instead, only then: one plain JPEG each at a middle width, lazy-loaded by the
 * browser, a few bytes of HTML apiece (decision 104).
 */
export function GalleryWithoutScript({ images, pairs, content }: GalleryWithoutScriptProps) {
  return (
    <noscript>
      <section aria-labelledby="more-photos-heading" className="container-site pb-16">
        <h2 id="more-photos-heading" className="text-h3 font-semibold text-ink sm:text-2xl">
          {content.withoutScript.morePhotos}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image) => (
            <li key={image.id}>
              <Photo image={image} />
            </li>
          ))}
        </ul>
        {pairs.length > 0 ? (
          <>
            <h2 className="mt-16 text-h3 font-semibold text-ink sm:text-2xl">
              {content.withoutScript.morePairs}
            </h2>
            <ul className="mt-6 grid gap-8 lg:grid-cols-2">
              {pairs.map((pair) => (
                <li key={pair.id}>
                  <p className="mb-3 font-semibold">
                    {content.beforeAfter.project(pair.projectNumber)}
                  </p>
                  <div className="grid grid-cols-2 gap-3">
                    <figure>
                      <Photo image={pair.before} />
                      <figcaption className="mt-1 text-ink-soft">
                        {content.compare.before}
                      </figcaption>
                    </figure>
                    <figure>
                      <Photo image={pair.after} />
                      <figcaption className="mt-1 text-ink-soft">
                        {content.compare.after}
                      </figcaption>
                    </figure>
                  </div>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </noscript>
  );
}
