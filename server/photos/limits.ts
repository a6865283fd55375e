import { sharedPhotoLimits } from "../../contracts/photo-limits";

/** What a quote request may carry (docs/architecture.md §5). */
export const photoLimits = {
  files: sharedPhotoLimits.count,
  fileBytes: 10 * 1024 * 1024,
  totalBytes: 25 * 1024 * 1024,
  /** Read from the image's header, before a pixel is decoded. */
  pixels: 40_000_000,
  /** The longest side of a stored photo. */
  longestSide: sharedPhotoLimits.longestSide,
} as const;

export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
