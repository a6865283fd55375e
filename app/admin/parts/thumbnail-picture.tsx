import { thumbnailUrl } from "~contracts/thumbnails";

type ThumbnailPictureProps = {
  /** The full photo's address; its thumbnails sit under it (decision 233). */
  url: string;
  width: number;
  height: number;
  alt: string;
  className?: string;
};

/**
 * A photo's small copy: WebP where the browser reads it, JPEG otherwise, at most 320 px
 * and under 30 KB, in place of the full photo of up to 2,048 px. The full photo's size
 * gives the shape, so the grid holds its place before the bytes arrive.
 */
export function ThumbnailPicture({ url, width, height, alt, className }: ThumbnailPictureProps) {
  return (
    <picture>
      <source type="image/webp" srcSet={thumbnailUrl(url, "webp")} />
      <img
        src={thumbnailUrl(url, "jpeg")}
        width={width}
        height={height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </picture>
  );
}
