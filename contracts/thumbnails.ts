/**
 * A photo's thumbnails in the inbox (decision 233): each photo and texted picture the
 * owner's API serves at `url` has two small copies beside it, at `url` + "/thumbnail-320"
 * and the format's extension. The size is in the name, so a copy of another size would
 * be another address, and each stays the same bytes for as long as it exists.
 */
export const thumbnailLongestSide = 320;

/** Each copy weighs less than this, in bytes. */
export const thumbnailMaxBytes = 30_000;

export const thumbnailFormats = {
  webp: { extension: "webp", contentType: "image/webp" },
  jpeg: { extension: "jpg", contentType: "image/jpeg" },
} as const;

export type ThumbnailFormat = keyof typeof thumbnailFormats;

/** The file name a thumbnail has under its photo's address. */
export function thumbnailFile(format: ThumbnailFormat): string {
  return `thumbnail-${thumbnailLongestSide}.${thumbnailFormats[format].extension}`;
}

/** A thumbnail's address, from its photo's (adminRoutes.photo, adminRoutes.textMedia). */
export function thumbnailUrl(photoUrl: string, format: ThumbnailFormat): string {
  return `${photoUrl}/${thumbnailFile(format)}`;
}
