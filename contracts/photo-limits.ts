/**
 * What the quote form and the server mean alike by a quote request's photos: how many it
 * may carry, and the longest side of a photo as the browser sends it and the server stores
 * it. Each side keeps its own byte limits, which mean different things: the largest
 * original the browser tries to read (content/photos-copy.ts) and the largest file the
 * server takes (server/photos/limits.ts).
 */
export const sharedPhotoLimits = {
  /** Photos on one quote request. */
  count: 5,
  /** In pixels. */
  longestSide: 2_048,
} as const;
