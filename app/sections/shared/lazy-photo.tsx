import { ResponsivePicture } from "~/components/responsive-picture";
import { getPhoto } from "~/lib/photos";

type LazyPhotoProps = {
  photoId: string;
  alt: string;
  sizes: string;
  /**
   * Classes of the frame, including its position ("relative" or "absolute inset-0"); they
   * must fix the box (an aspect ratio or the parent's size) so nothing shifts.
   */
  className?: string;
  fallbackId?: string;
  /**
   * "lead": the page's largest paint, fetched at once at high priority. "after-lead": one
   * the browser asks for only once the lead photo is drawn (decision 227).
   */
  turn?: "lead" | "after-lead";
};

/**
 * A photo in a fixed frame painted with the blurred preview, and the real picture in the
 * HTML from the start, with its alt text; the decoded photo paints over the preview
 * (decision 096). Without a turn the browser's own lazy loading decides when it is
 * fetched. The lead is fetched at once; one after the lead has no box, so is not fetched,
 * while the directive's inline code marks the lead photo as still coming (decision 227),
 * and without script nothing waits.
 */
export function LazyPhoto({
  photoId,
  alt,
  sizes,
  className = "",
  fallbackId,
  turn,
}: LazyPhotoProps) {
  const photo = getPhoto(photoId);
  const waits = turn === "after-lead" ? " after-lead-photo" : "";
  return (
    <div
      className={`overflow-hidden bg-surface-sunk ${className}${waits}`}
      style={{ backgroundImage: photo.placeholder, backgroundSize: "100% 100%" }}
    >
      <ResponsivePicture
        photo={photo}
        alt={alt}
        sizes={sizes}
        priority={turn === "lead"}
        fallback={fallbackId ? getPhoto(fallbackId) : undefined}
        className="absolute inset-0 block"
        imgClassName="h-full w-full object-cover"
      />
    </div>
  );
}
