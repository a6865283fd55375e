import { useRef } from "react";
import { ResponsivePicture } from "~/components/responsive-picture";
import { getPhoto } from "~/lib/photos";
import { useNearViewport } from "~/hooks/use-near-viewport";

type LazyPhotoProps = {
  photoId: string;
  alt: string;
  sizes: string;
  /**
   * Classes of the frame, including its position ("relative" or "absolute inset-0"); they
   * must fix the box (an aspect ratio or the parent's size) so nothing shifts.
   */
  className?: string;
  /** Set by a parent that decides for a group (a carousel loads all its slides at once). */
  show?: boolean;
  fallbackId?: string;
  /** How far ahead of the viewport the picture mounts; 100 px unless a page says otherwise. */
  rootMargin?: string;
};

/**
 * A below-the-fold photo: a fixed frame painted with the blurred preview, and the real
 * picture mounted once the frame comes near the viewport (100 px unless told otherwise).
 */
export function LazyPhoto({
  photoId,
  alt,
  sizes,
  className = "",
  show,
  fallbackId,
  rootMargin,
}: LazyPhotoProps) {
  const photo = getPhoto(photoId);
  const frameRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frameRef, show === undefined, rootMargin);
  const visible = show ?? near;
  const picture = (
    <ResponsivePicture
      photo={photo}
      alt={alt}
      sizes={sizes}
      fallback={fallbackId ? getPhoto(fallbackId) : undefined}
      className="absolute inset-0 block"
      imgClassName="h-full w-full object-cover"
    />
  );
  return (
    <div
      ref={frameRef}
      className={`overflow-hidden bg-surface-sunk ${className}`}
      style={{ backgroundImage: photo.placeholder, backgroundSize: "100% 100%" }}
      {...(visible || !alt ? {} : { role: "img", "aria-label": alt })}
    >
      {visible ? (
        picture
      ) : (
        // Without scripts the browser's own lazy loading stands in for the observer.
        <noscript>{picture}</noscript>
      )}
    </div>
  );
}
