/** Copy shown by the responsive picture when a photo cannot be loaded. */
export const imageCopy = {
  failed: "Image failed to load",
} as const;
