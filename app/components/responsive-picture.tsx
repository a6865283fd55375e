import { useCallback, useState } from "react";
import { imageCopy } from "~content/images";
import type { Photo } from "~/lib/photos";
import { phoneCropMedia } from "~contracts/photo-variants";
import { Icon } from "./icon";

type ResponsivePictureProps = {
  photo: Photo;
  /** Layout width of the image per breakpoint, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  /** The LCP image: fetched eagerly at high priority instead of lazily. */
  priority?: boolean;
  /** Classes of the <picture> wrapper. */
  className?: string;
  /** Classes of the <img> (and of the error placeholder that takes its place). */
  imgClassName?: string;
  /** Shown instead when `photo` fails to load (service images fall back to roofing). */
  fallback?: Photo;
  /** Overrides the photo's own alt text; "" only for an image that repeats adjacent text. */
  alt?: string;
  /** The photo covers a phone's upright screen: there, fetch its 9:16 phone crop instead. */
  phoneCrop?: boolean;
};

/**
 * A photo as AVIF, then WebP, then JPEG, at the widths the pipeline wrote. Width and height
 * reserve its box before any byte arrives, and a blurred preview fills that box meanwhile.
 */
export function ResponsivePicture({
  photo,
  sizes,
  priority = false,
  className,
  imgClassName,
  fallback,
  alt,
  phoneCrop = false,
}: ResponsivePictureProps) {
  const [useFallback, setUseFallback] = useState(false);
  const [failed, setFailed] = useState(false);
  const current = useFallback && fallback ? fallback : photo;
  const canFallBack = !useFallback && fallback !== undefined && fallback.id !== photo.id;

  const handleError = useCallback(() => {
    if (canFallBack) setUseFallback(true);
    else setFailed(true);
  }, [canFallBack]);

  // An image that failed before hydration fired its error event before React listened.
  const checkAlreadyFailed = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && img.complete && img.naturalWidth === 0) handleError();
    },
    [handleError],
  );

  // A site with no photos yet: a calm empty frame of the usual size, nothing to announce.
  if (current.widths.length === 0) {
    return (
      <span className={className} aria-hidden="true">
        <span
          className={`block w-full bg-surface-sunk ${imgClassName ?? ""}`}
          style={{ aspectRatio: `${current.width} / ${current.height}` }}
        />
      </span>
    );
  }

  if (failed) {
    return (
      <span className={className}>
        <span
          role="img"
          aria-label={`${alt || current.alt} (${imageCopy.failed})`}
          className={`flex w-full flex-col items-center justify-center gap-2 bg-surface-sunk text-ink-muted ${imgClassName ?? ""}`}
          style={{ aspectRatio: `${current.width} / ${current.height}` }}
        >
          <Icon name="image-off" className="size-8" />
          <span aria-hidden="true">{imageCopy.failed}</span>
        </span>
      </span>
    );
  }

  return (
    <picture key={current.id} className={className}>
      {phoneCrop && current.phone ? (
        <>
          <source type="image/avif" media={phoneCropMedia} srcSet={current.phone.avif} />
          <source type="image/webp" media={phoneCropMedia} srcSet={current.phone.webp} />
          <source media={phoneCropMedia} srcSet={current.phone.jpeg} />
        </>
      ) : null}
      <source type="image/avif" srcSet={current.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={current.srcSet.webp} sizes={sizes} />
      <img
        ref={checkAlreadyFailed}
        src={current.src}
        srcSet={current.srcSet.jpeg}
        sizes={sizes}
        width={current.width}
        height={current.height}
        alt={current === photo ? (alt ?? photo.alt) : current.alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? undefined : "async"}
        onError={handleError}
        className={imgClassName}
        style={{
          backgroundImage: current.placeholder,
          backgroundSize: "100% 100%",
          backgroundRepeat: "no-repeat",
        }}
      />
    </picture>
  );
}
